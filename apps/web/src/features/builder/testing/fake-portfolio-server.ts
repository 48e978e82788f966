import {
  readJsonResume,
  apiMessage,
  emptyPortfolioContent,
  portfolioContentSchema,
  portfolioRevisionLimit,
  reservedUsernameReason,
  reservedUsernames,
  resolveSchemaMessage,
  withSectionFrom,
} from "@foliocraft/schemas";
import type {
  ApiMessage,
  HistorySectionId,
  PortfolioContent,
  PortfolioDetail,
  PortfolioRevisionSummary,
} from "@foliocraft/schemas";
import { http } from "msw";
import { apiError, json, readJsonBody, serveSessionApi, testUser } from "../../../test/fake-api";
import type { FakeApiOptions } from "../../../test/fake-api";
import { sentBodies, server } from "../../../testing/msw";
import type { GithubRepo } from "../portfolio-api";

/** One stored portfolio of the fake server, with its saved versions. */
interface Stored {
  detail: PortfolioDetail;
  revisions: (Omit<PortfolioRevisionSummary, "theme"> & { content: PortfolioContent })[];
}

const autosave = { kind: "autosave" as const, label: null, sourceVersion: null, section: null };

export interface FakePortfolioServerOptions extends FakeApiOptions {
  /** What POST /api/portfolios starts from without content (the server fills it from onboarding). */
  onboardingContent?: PortfolioContent;
  username?: string | null;
  /** What GET /api/profile/username/suggestion offers before a username is claimed (a promise: answered late). */
  suggestion?: string | Promise<string>;
  /** Names other accounts hold. */
  takenUsernames?: string[];
  github?: { connected: boolean; repos: GithubRepo[] };
  /** What POST /api/resume-import answers: a JSON Resume document the fake reads as the server would, or an error. */
  resumeImport?: { resume: unknown; ignoredFiles: string[]; unreadLines?: string[] } | (() => Response);
  /** Answer for POST …/publish before the default (e.g. the 403 of a Pro theme). */
  publish?: () => Response | undefined;
}

let clock = Date.parse("2026-03-01T10:00:00.000Z");

/** The server's error body for a catalog message: English text, id and parameters, as the real error handler. */
export function catalogError(status: number, code: string, message: ApiMessage, details?: unknown): Response {
  const params = Object.keys(message.params).length > 0 ? { params: message.params } : {};
  return json(
    {
      error: {
        code,
        message: message.text,
        messageId: message.id,
        ...params,
        ...(details === undefined ? {} : { details }),
      },
    },
    status,
  );
}
const now = () => new Date((clock += 1000)).toISOString();

/**
 * The portfolio REST contract (packages/schemas/src/portfolio-api.ts) in memory, answered on the network fake
 * (testing/msw.ts) on top of the session API:
 * versions and 409s, revisions and restore, usernames, publish, uploads (checked by file name) and the GitHub list.
 */
export function installFakePortfolioServer(options: FakePortfolioServerOptions = {}) {
  const requests = serveSessionApi({ session: testUser, ...options });
  const portfolios = new Map<string, Stored>();
  let username = options.username === undefined ? null : options.username;
  let nextId = 1;

  const create = (name: string, content: PortfolioContent): Stored => {
    const id = `p${nextId++}`;
    const at = now();
    const stored: Stored = {
      detail: {
        id,
        name,
        theme: content.theme,
        status: "draft",
        version: 1,
        createdAt: at,
        updatedAt: at,
        publishedAt: null,
        hasUnpublishedChanges: false,
        content,
      },
      revisions: [{ version: 1, createdAt: at, name, content, ...autosave }],
    };
    portfolios.set(id, stored);
    return stored;
  };

  const save = (
    stored: Stored,
    content: PortfolioContent,
    name = stored.detail.name,
    origin: Pick<PortfolioRevisionSummary, "kind" | "sourceVersion" | "section"> = autosave,
  ) => {
    const at = now();
    const version = stored.detail.version + 1;
    stored.detail = {
      ...stored.detail,
      name,
      content,
      theme: content.theme,
      version,
      updatedAt: at,
      hasUnpublishedChanges: stored.detail.status === "published",
    };
    stored.revisions.unshift({ version, createdAt: at, name, content, ...autosave, ...origin });
  };

  const answer = async (request: Request): Promise<Response | undefined> => {
    const url = new URL(request.url);
    const method = request.method;
    const body = (await readJsonBody(request)) as Record<string, unknown> | undefined;
    const path = url.pathname;
    let match: RegExpExecArray | null;

    if (path === "/api/portfolios" && method === "POST") {
      const content =
        (body?.content as PortfolioContent | undefined) ?? options.onboardingContent ?? emptyPortfolioContent();
      return json(create((body?.name as string | undefined) ?? "My portfolio", content).detail, 201);
    }
    if ((match = /^\/api\/portfolios\/([^/]+)(\/.*)?$/.exec(path))) {
      const stored = portfolios.get(decodeURIComponent(match[1] ?? ""));
      if (!stored) return catalogError(404, "not-found", apiMessage("portfolioNotFound"));
      const rest = match[2] ?? "";
      if (rest === "" && method === "GET") return json(stored.detail);
      if (rest === "" && method === "PUT") {
        if (body?.baseVersion !== stored.detail.version) {
          return catalogError(409, "aborted", apiMessage("portfolioChangedElsewhere"), { current: stored.detail });
        }
        const parsed = portfolioContentSchema.safeParse(body?.content);
        if (!parsed.success) {
          // The error handler's format: one `{ field, message, messageId?, params? }` per problem, addressed from
          // the request body, in English with the catalog id.
          const issues = parsed.error.issues.map((issue) => {
            const known = resolveSchemaMessage(issue.message);
            const field = ["content", ...issue.path].join(".");
            if (!known) return { field, message: issue.message };
            const params = Object.keys(known.params).length > 0 ? { params: known.params } : {};
            return { field, message: known.text, messageId: known.id, ...params };
          });
          return apiError(400, "invalid-argument", issues[0]?.message ?? "Invalid request", issues);
        }
        save(stored, parsed.data, (body?.name as string | undefined) ?? stored.detail.name);
        return json({ version: stored.detail.version, updatedAt: stored.detail.updatedAt });
      }
      if (rest === "/revisions" && method === "GET") {
        return json({
          revisions: stored.revisions.map(({ content, ...r }) => ({ ...r, theme: content.theme })),
        });
      }
      const revision = /^\/revisions\/(\d+)(\/restore)?$/.exec(rest);
      if (revision) {
        const found = stored.revisions.find((r) => r.version === Number(revision[1]));
        if (!found) {
          return catalogError(404, "not-found", apiMessage("portfolioVersionGone", { kept: portfolioRevisionLimit }));
        }
        if (!revision[2] && method === "GET") return json({ ...found, theme: found.content.theme });
        if (!revision[2] && method === "PATCH") {
          const label = String(body?.label ?? "").trim();
          found.label = label === "" ? null : label;
          const { content, ...summary } = found;
          return json({ ...summary, theme: content.theme });
        }
        if (body?.baseVersion !== stored.detail.version) {
          return catalogError(409, "aborted", apiMessage("portfolioChangedElsewhere"), { current: stored.detail });
        }
        const section = body?.section as HistorySectionId | undefined;
        const content = section ? withSectionFrom(stored.detail.content, found.content, section) : found.content;
        save(stored, content, section ? stored.detail.name : found.name, {
          kind: "restore",
          sourceVersion: found.version,
          section: section ?? null,
        });
        return json(stored.detail);
      }
      if (rest === "/publish" && method === "POST") {
        const refusal = options.publish?.();
        if (refusal) return refusal;
        if (!username) {
          return catalogError(400, "invalid-argument", apiMessage("usernameRequiredToPublish"), {
            reason: "username-required",
          });
        }
        const at = now();
        stored.detail = { ...stored.detail, status: "published", publishedAt: at, hasUnpublishedChanges: false };
        const live = stored.revisions.find((r) => r.version === stored.detail.version);
        if (live) live.kind = "publish";
        return json(stored.detail);
      }
      if (rest === "/unpublish" && method === "POST") {
        stored.detail = { ...stored.detail, status: "draft", publishedAt: null, hasUnpublishedChanges: false };
        return json(stored.detail);
      }
    }
    if (path === "/api/profile/username/suggestion") {
      return json({ username: username ?? (await options.suggestion) ?? null });
    }
    if (path === "/api/profile/username") {
      if (method === "GET") return json({ username });
      const wanted = String(body?.username ?? "").toLowerCase();
      if (options.takenUsernames?.includes(wanted)) return catalogError(409, "aborted", apiMessage("usernameTaken"));
      username = wanted;
      return json({ username });
    }
    if ((match = /^\/api\/usernames\/([^/]+)$/.exec(path))) {
      const name = decodeURIComponent(match[1] ?? "");
      const reservedReason = reservedUsernameReason(name);
      if ((reservedUsernames as readonly string[]).includes(name) && reservedReason) {
        const reason = "This username is reserved. Please choose another";
        return json({ username: name, available: false, status: "reserved", reservedReason, reason });
      }
      if (options.takenUsernames?.includes(name)) {
        const reason = "This username is already taken. Please choose another.";
        return json({ username: name, available: false, status: "taken", reason, messageId: "usernameTaken" });
      }
      return json({ username: name, available: true, status: "available" });
    }
    if (path === "/api/resume-import" && method === "POST") {
      const answer = options.resumeImport;
      if (typeof answer === "function") return answer();
      if (!answer) return catalogError(400, "invalid-argument", apiMessage("resumeImportUnknownType"));
      const name = ((await request.clone().formData()).get("file") as File).name;
      // The real server tells the kinds apart by their bytes; the fake goes by the name.
      const source = /\.pdf$/i.test(name) ? "pdf" : /\.docx$/i.test(name) ? "docx" : "linkedin";
      const extracted = source === "linkedin" ? {} : { extractedBy: "rules", unreadLines: answer.unreadLines ?? [] };
      return json({ source, ...extracted, ...readJsonResume(answer.resume), ignoredFiles: answer.ignoredFiles });
    }
    if (path === "/api/uploads" && method === "POST") {
      const file = (await request.clone().formData()).get("file") as File;
      // The real server checks the bytes; the fake trusts a ".txt" hidden behind a picture's name to be text.
      if (/\.txt/.test(file.name) || (await file.text()).startsWith("not an image")) {
        return catalogError(400, "invalid-argument", apiMessage("uploadNotAnImage"));
      }
      // The account's storage is full (the real server sums the owner's files against the plan's quota).
      if ((await file.text()).startsWith("over quota")) {
        return catalogError(429, "resource-exhausted", apiMessage("uploadQuotaExceeded", { megabytes: 50 }));
      }
      return json({
        url: `/assets/${"a".repeat(64)}.webp`,
        contentType: "image/webp",
        size: file.size,
        width: 10,
        height: 10,
      });
    }
    if (path === "/api/integrations/github/repos") return json(options.github ?? { connected: false, repos: [] });
    // Not the portfolio contract: the session API answers it.
    return undefined;
  };
  // Added after the session API, so it answers first.
  server.use(http.all("*", ({ request }) => answer(request)));

  return {
    /** Every request the page sent, in order, with its body. */
    requests,
    portfolios,
    /** Creates a stored portfolio directly (as if made earlier). */
    seed: (content: PortfolioContent, name = "Seeded") => create(name, content).detail,
    /** Saves as another tab or device would (`minutesLater`: after a pause, starting a new editing session). */
    saveElsewhere: (id: string, content: PortfolioContent, minutesLater = 0) => {
      clock += minutesLater * 60_000;
      const stored = portfolios.get(id);
      if (!stored) throw new Error(`no portfolio ${id}`);
      save(stored, content);
      return stored.detail;
    },
    /** The PUT bodies sent for a portfolio, in order. */
    saves: (id: string) =>
      sentBodies(requests, `/api/portfolios/${id}`, "PUT") as {
        baseVersion: number;
        content: PortfolioContent;
        name?: string;
      }[],
    username: () => username,
  };
}
