import { createHash, randomBytes } from "node:crypto";
import type http from "node:http";
import type { InjectedFailure, RecordedRequest } from "./fake-github-deploy";
import { serveFakeJson, takeFailure } from "./fake-json-server";

interface FakeDeployment {
  id: string;
  project: string;
  /** The team the deployment belongs to (`?teamId=`), or null for the personal account. */
  teamId: string | null;
  files: Map<string, Buffer>;
  polls: number;
}

/** A Vercel team as `GET /v2/teams` lists it (the fields Foliocraft reads). */
export interface FakeVercelTeam {
  id: string;
  slug: string;
  name: string;
}

/** The teams a personal token of the fake belongs to when a test names none. */
export const fakeVercelTeams: FakeVercelTeam[] = [
  { id: "team_northwind", slug: "northwind", name: "Northwind Studio" },
  { id: "team_lighthouse", slug: "lighthouse", name: "Lighthouse Labs" },
];

/**
 * A local Vercel over real HTTP, following docs/contracts/vercel.md: a personal token (Bearer) on every call,
 * `GET /v2/user`, `GET /v2/teams`, `POST /v2/files` (the body must match its `x-vercel-digest` SHA-1),
 * `POST /v13/deployments` (every named file must have been uploaded, else 400 `missing_files`; the project is created
 * by name on its first deployment) and `GET /v13/deployments/{id}` (QUEUED → BUILDING → READY or ERROR). Errors have
 * the shape `{error: {code, message}}`. It records every request and can fail on demand.
 *
 * Teams as Vercel scopes them: a personal token reaches its personal account (no `teamId`) and the teams its account
 * is a member of (`teams`, token → teams; the first token gets `fakeVercelTeams` unless told otherwise), which
 * `GET /v2/teams` lists page by page; any other `teamId` is a 403. A token created for a team (`teamTokens`, token → team id)
 * reaches only that team, so every call but `GET /v2/user` (whose `defaultTeamId` names it) and `GET /v2/teams` (which
 * lists only it) must carry `?teamId=` with it, else 403. Projects are per scope: the same name in a team and in the
 * personal account are two projects, and a deployment is recorded with the `teamId` it was created under.
 */
export async function startFakeVercel(
  options: {
    port?: number;
    tokens?: string[];
    teamTokens?: Record<string, string>;
    teams?: Record<string, FakeVercelTeam[]>;
  } = {},
) {
  const requests: RecordedRequest[] = [];
  const teamTokens = new Map(Object.entries(options.teamTokens ?? { "vercel-team-token": "team_amastudio" }));
  const personalTokens = options.tokens ?? ["vercel-test-token"];
  const tokens = new Set([...personalTokens, ...teamTokens.keys()]);
  const teamsOf = new Map(Object.entries(options.teams ?? { [personalTokens[0] ?? ""]: fakeVercelTeams }));
  const teamsCreatedAt = Date.UTC(2026, 0, 1);
  /** A team token's own team as the list shows it. */
  const tokenTeam = (id: string): FakeVercelTeam => ({ id, slug: id.replace(/^team_/, ""), name: id });
  /** The `teamId` of every call after the token check, in order (null: none was given). */
  const teamIds: (string | null)[] = [];
  const blobs = new Map<string, Buffer>();
  const projects = new Map<string, { id: string; name: string; teamId: string | null }>();
  const deployments = new Map<string, FakeDeployment>();
  const state = {
    failures: [] as InjectedFailure[],
    username: "ama",
    deployOutcome: "READY" as "READY" | "ERROR",
    deployPolls: 2,
  };
  const error = (status: number, code: string, message: string) => ({ status, data: { error: { code, message } } });
  const deploymentJson = (d: FakeDeployment, readyState: string) => ({
    id: d.id,
    name: d.project,
    url: `${d.project}-${d.id.slice(4, 12)}.vercel.example`,
    readyState,
    alias: readyState === "READY" ? [`${d.project}.vercel.example`] : [],
    errorMessage: readyState === "ERROR" ? "The deployment could not be prepared." : null,
  });

  function handle(method: string, path: string, req: http.IncomingMessage, raw: Buffer) {
    const f = takeFailure(state.failures, method, path);
    if (f)
      return {
        status: f.status,
        headers: f.headers,
        data: f.body ?? { error: { code: "failure", message: `Failure ${f.status}` } },
      };
    const token = (req.headers.authorization ?? "").replace(/^Bearer /i, "");
    if (!tokens.has(token)) return error(403, "forbidden", "Not authorized");
    const team = teamTokens.get(token) ?? null;
    if (method === "GET" && path === "/v2/user")
      return {
        status: 200,
        data: {
          user: { id: "user_1", username: state.username, email: "ama@example.com", defaultTeamId: team },
        },
      };
    if (method === "GET" && path === "/v2/teams") {
      // Newest first, `limit` a page (20 unless told), `until` the `next` of the page before (a creation time in ms).
      const query = new URL(req.url ?? "/", "http://fake").searchParams;
      const limit = Number(query.get("limit") ?? 20);
      const until = Number(query.get("until") ?? Infinity);
      const all = (team ? [tokenTeam(team)] : (teamsOf.get(token) ?? [])).map((t, i) => ({
        ...t,
        createdAt: teamsCreatedAt - i * 1000,
      }));
      const after = all.filter((t) => t.createdAt < until);
      const teams = after.slice(0, limit);
      const next = after.length > limit ? teams.at(-1)!.createdAt : null;
      return { status: 200, data: { teams, pagination: { count: teams.length, next, prev: null } } };
    }
    const teamId = new URL(req.url ?? "/", "http://fake").searchParams.get("teamId");
    teamIds.push(teamId);
    if (team && teamId !== team) return error(403, "forbidden", "This token is limited to a team: pass its teamId.");
    if (!team && teamId !== null && !teamsOf.get(token)?.some((t) => t.id === teamId))
      return error(403, "forbidden", "You don't have access to this team.");
    if (method === "POST" && path === "/v2/files") {
      const digest = String(req.headers["x-vercel-digest"] ?? "");
      if (createHash("sha1").update(raw).digest("hex") !== digest)
        return error(400, "invalid_digest", "The file's SHA-1 does not match x-vercel-digest.");
      blobs.set(digest, raw);
      return { status: 200, data: {} };
    }
    if (method === "POST" && path === "/v13/deployments") {
      const body = JSON.parse(raw.toString() || "{}") as {
        name?: string;
        files?: { file: string; sha: string; size: number }[];
      };
      if (!body.name || !Array.isArray(body.files)) return error(400, "bad_request", "name and files are required");
      const missing = body.files.filter((f) => !blobs.has(f.sha)).map((f) => f.sha);
      if (missing.length)
        return { status: 400, data: { error: { code: "missing_files", message: "Missing files", missing } } };
      const projectKey = `${teamId ?? ""}/${body.name}`;
      if (!projects.has(projectKey))
        projects.set(projectKey, { id: `prj_${randomBytes(6).toString("hex")}`, name: body.name, teamId });
      const deployment: FakeDeployment = {
        id: `dpl_${randomBytes(8).toString("hex")}`,
        project: body.name,
        teamId,
        files: new Map(body.files.map((f) => [f.file, blobs.get(f.sha)!])),
        polls: 0,
      };
      deployments.set(deployment.id, deployment);
      return { status: 200, data: deploymentJson(deployment, "QUEUED") };
    }
    const m = /^\/v13\/deployments\/([\w-]+)$/.exec(path);
    if (method === "GET" && m) {
      const deployment = deployments.get(m[1]!);
      // Another scope's deployment is not found, as on Vercel.
      if (!deployment || deployment.teamId !== teamId) return error(404, "not_found", "Deployment not found");
      deployment.polls++;
      return {
        status: 200,
        data: deploymentJson(deployment, deployment.polls > state.deployPolls ? state.deployOutcome : "BUILDING"),
      };
    }
    return error(404, "not_found", "Not Found");
  }

  const { base, close } = await serveFakeJson(handle, requests, options.port);

  return {
    base,
    state,
    requests,
    vercelConfig: { apiUrl: base },
    /** The token a test pastes; any other is refused with 403 (as Vercel answers an unknown token). */
    token: [...tokens][0]!,
    /** The teams the first personal token's account is a member of. */
    teams: teamsOf.get(personalTokens[0] ?? "") ?? [],
    /** A token created for a team, and that team's id. */
    teamToken: [...teamTokens][0]?.[0] ?? "",
    teamId: [...teamTokens][0]?.[1] ?? "",
    /** The `teamId` each scoped call carried (null: none), in order. */
    teamIds: () => [...teamIds],
    revokeTokens: () => tokens.clear(),
    projects: () => [...projects.values()],
    /** Every deployment received, with its files (path → bytes). */
    deployments: () =>
      [...deployments.values()].map((d) => ({ id: d.id, project: d.project, teamId: d.teamId, files: d.files })),
    close,
  };
}

/** A running fake Vercel. */
export type FakeVercel = Awaited<ReturnType<typeof startFakeVercel>>;
