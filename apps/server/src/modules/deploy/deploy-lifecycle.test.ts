import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { symmetricEncrypt } from "better-auth/crypto";
import { apiMessage } from "@foliocraft/schemas";
import { and, eq, sql } from "drizzle-orm";
import type { Config } from "../../config";
import { deployConnections, deploys, profiles } from "../../db/schema";
import type { FakeGithubDeploy } from "../../testing/fake-github-deploy";
import type { FakeNetlify } from "../../testing/fake-netlify";
import { insertPortfolio, signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";
import { createProfileRepository } from "../accounts/profile-repository";
import { createExportRepository } from "../export/repository";
import { createFontStore } from "../fonts/font-store";
import { createExportService } from "../export/service";
import { createDeployConnectionService } from "./connection-service";
import { createDeployService } from "./deploy-service";
import { createDeployRepository } from "./repository";
import { connect, deployAndWait, startDeployTestApp } from "./deploy-test-helpers";

let app: FastifyInstance;
let config: Config;
let github: FakeGithubDeploy;
let netlify: FakeNetlify;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, config, github, netlify, close } = await startDeployTestApp());
});
afterAll(() => close());

let n = 0;
async function proUser(providers: ("github" | "netlify")[] = ["github", "netlify"]) {
  const u = await signUpWithCookie(app);
  await updateProfile(app.database.db, u.userId, { username: `life${++n}`, plan: "pro", isPremium: true });
  for (const p of providers) expect((await connect(app, p, u.cookie)).statusCode).toBe(200);
  const portfolioId = await insertPortfolio(app.database.db, u.userId);
  return { ...u, portfolioId };
}
const start = (cookie: string, id: string, payload: object, address = "198.51.100.7") =>
  app.inject({
    method: "POST",
    url: `/api/portfolios/${id}/deploys`,
    remoteAddress: address,
    headers: { cookie },
    payload,
  });
const waitUntilDone = (cookie: string, deployId: string) =>
  vi.waitFor(
    async () => {
      const deploy = (await app.inject({ method: "GET", url: `/api/deploys/${deployId}`, headers: { cookie } })).json()
        .deploy as { status: string };
      expect(deploy.status, "the deploy did not finish").not.toBe("running");
      return deploy;
    },
    { timeout: 20_000, interval: 10 },
  );

/** The service as a queue worker would use it: built on the same database, outside any request. */
function serviceForWorker() {
  const db = app.database.db;
  const repository = createDeployRepository(db);
  const profileRepository = createProfileRepository(db);
  return createDeployService({
    repository,
    connections: createDeployConnectionService({ repository, config }),
    exports: createExportService({
      repository: createExportRepository(db),
      profiles: profileRepository,
      publicUrl: "",
      fonts: createFontStore(),
    }),
    profiles: profileRepository,
    config,
    log: app.log,
    dispatch: async () => {},
  });
}

describe("one deploy at a time per portfolio", () => {
  it("refuses a second deploy while one runs (409 aborted, enforced by a unique index), then allows it", async () => {
    const { cookie, portfolioId } = await proUser(["github"]);
    github.state.pagesPolls = 100_000; // Pages keeps "building": the first deploy stays running.
    const first = await start(cookie, portfolioId, { target: "github-pages" });
    expect(first.statusCode).toBe(202);
    const second = await start(cookie, portfolioId, { target: "github-repo" }, "198.51.100.8");
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: "aborted",
      message: "This portfolio is already being deployed. Wait until that deploy finishes, then try again.",
      messageId: "deployAlreadyRunning",
      details: { deployId: first.json().deployId },
    });
    // The database itself refuses a second running row (two servers could both pass any check made in code).
    const [row] = await app.database.db.select().from(deploys).where(eq(deploys.id, first.json().deployId));
    await expect(app.database.db.insert(deploys).values({ ...row!, id: "another-running-deploy" })).rejects.toThrow();

    github.state.pagesPolls = 0;
    expect((await waitUntilDone(cookie, first.json().deployId)).status).toBe("success");
    expect((await start(cookie, portfolioId, { target: "github-repo" }, "198.51.100.9")).statusCode).toBe(202);
  });
});

describe("a portfolio too large to deploy", () => {
  it("is a 400 naming its size and the limits, and nothing is recorded", async () => {
    const small = await startDeployTestApp({ deployLimits: { maxBytes: 1024 * 1024, maxFiles: 3 } });
    try {
      const u = await signUpWithCookie(small.app);
      await updateProfile(small.app.database.db, u.userId, { username: "big" });
      await connect(small.app, "github", u.cookie);
      const portfolioId = await insertPortfolio(small.app.database.db, u.userId);
      const res = await small.app.inject({
        method: "POST",
        url: `/api/portfolios/${portfolioId}/deploys`,
        headers: { cookie: u.cookie },
        payload: { target: "github-repo" },
      });
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.message).toMatch(
        /^This portfolio is too large to deploy: \d+\.\d MB in \d+ files, and the limit is 1\.0 MB in 3 files\. Remove some large pictures or files, then try again\.$/,
      );
      expect(error.details).toMatchObject({ tooLarge: true, maxFiles: 3, maxBytes: 1024 * 1024 });
      expect(error.details.files).toBeGreaterThan(3);
      const rows = await small.app.database.db.select().from(deploys).where(eq(deploys.portfolioId, portfolioId));
      expect(rows).toHaveLength(0);
    } finally {
      await small.close();
    }
  });
});

describe("a stored token the server can no longer decrypt (SECRET changed)", () => {
  it("reads as 'reconnect', not a 500, and reconnecting fixes it", async () => {
    const { userId, cookie, portfolioId } = await proUser(["github"]);
    const foreign = await symmetricEncrypt({ key: "another-secret-another-secret-0123456789", data: "gho_old" });
    await app.database.db
      .update(deployConnections)
      .set({ accessTokenEncrypted: foreign })
      .where(and(eq(deployConnections.userId, userId), eq(deployConnections.provider, "github")));

    const list = await app.inject({ method: "GET", url: "/api/deploy/connections", headers: { cookie } });
    expect(list.json().connections).toMatchObject([{ provider: "github", needsReconnect: true }]);
    const res = await start(cookie, portfolioId, { target: "github-repo" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "invalid-argument",
      message:
        "The saved GitHub connection can no longer be used (this server's secret key changed). Reconnect GitHub and try again.",
      messageId: "deployConnectionUnreadable",
      params: { provider: "GitHub" },
      details: { provider: "github", connect: true, reconnect: true },
    });

    expect((await connect(app, "github", cookie)).statusCode).toBe(200);
    expect((await deployAndWait(app, cookie, portfolioId, { target: "github-repo" })).status).toBe("success");
  });
});

describe("the GitHub App installation callback", () => {
  const callback = (cookie: string, payload: object) =>
    app.inject({ method: "POST", url: "/api/deploy/github/app/callback", headers: { cookie }, payload });

  it("accepts an installation the user's own token lists, and refuses a forged or missing id", async () => {
    const { cookie } = await proUser(["github"]);
    const ok = await callback(cookie, { installation_id: "4242", setup_action: "install" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ installation: { installationId: 4242, account: "octo", setupAction: "install" } });
    const verify = github.requests.filter((r) => r.path === "/api/user/installations").at(-1)!;
    expect(verify.authorization).toMatch(/^Bearer gho_/);

    const forged = await callback(cookie, { installation_id: "999", setup_action: "install" });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.message).toBe(
      "This GitHub App installation was not found on your GitHub account. Install the app again from GitHub.",
    );
    expect((await callback(cookie, { setup_action: "install" })).json().error.message).toBe(
      "No installation id received from GitHub",
    );
    expect((await callback(cookie, { installation_id: "12abc" })).statusCode).toBe(400);
    const denied = await callback(cookie, { error: "access_denied", error_description: "The user cancelled." });
    expect(denied.json().error).toMatchObject({
      code: "invalid-argument",
      message: "The GitHub App was not installed.",
      messageId: "deployAppNotInstalled",
      details: { error: "access_denied" },
    });
    expect(denied.body).not.toContain("The user cancelled.");
  });

  it("asks to connect GitHub first, and needs a session", async () => {
    const { cookie } = await signUpWithCookie(app);
    const res = await callback(cookie, { installation_id: "4242" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject({ connect: true });
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/deploy/github/app/callback",
      payload: { installation_id: "4242" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("execute and failDeploy (for a job queue)", () => {
  it("re-runs an interrupted Netlify deploy on the site it already created, and counts the success once", async () => {
    const { userId, cookie, portfolioId } = await proUser(["netlify"]);
    const service = serviceForWorker();
    // A deploy a crashed server left running after it had created the site.
    const site = netlify.sites().length;
    const res = await start(cookie, portfolioId, { target: "netlify" }, "198.51.100.20");
    const { deployId } = res.json();
    expect((await waitUntilDone(cookie, deployId)).status).toBe("success");
    const siteId = netlify.sites()[site]!.id;
    await app.database.db
      .update(deploys)
      .set({
        status: "running",
        step: "uploading",
        url: null,
        finishedAt: null,
        providerState: sql`${deploys.providerState} - 'netlifyDeployId'`,
      })
      .where(eq(deploys.id, deployId));

    await service.execute(deployId);
    await service.execute(deployId); // Already finished: nothing happens.
    const deploy = (await app.inject({ method: "GET", url: `/api/deploys/${deployId}`, headers: { cookie } })).json()
      .deploy;
    expect(deploy).toMatchObject({ status: "success", step: "live" });
    expect(netlify.sites()).toHaveLength(site + 1);
    expect(netlify.deploys().filter((d) => d.siteId === siteId)).toHaveLength(2);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile!.deploymentsCount).toBe(2);
  });

  it("failDeploy ends a running deploy with the message and what is left; a finished one is left alone", async () => {
    const { userId, cookie, portfolioId } = await proUser(["github"]);
    const service = serviceForWorker();
    await app.database.db.insert(deploys).values({
      id: "stuck-deploy",
      userId,
      portfolioId,
      target: "github-pages",
      status: "running",
      step: "uploading",
      providerState: { repoFullName: "octo/stuck", requestedRepo: "stuck" },
    });
    await service.failDeploy("stuck-deploy", apiMessage("deployStoppedUnexpectedly"));
    const deploy = (await app.inject({ method: "GET", url: "/api/deploys/stuck-deploy", headers: { cookie } })).json()
      .deploy;
    expect(deploy).toMatchObject({
      status: "error",
      error: {
        code: "internal",
        message:
          "The deploy stopped unexpectedly and could not be finished. Please try again. The repository octo/stuck exists, but this site's files were not pushed to it.",
        details: {
          messageId: "deployStoppedUnexpectedly",
          params: {},
          left: { id: "deployLeftRepoNotPushed", params: { repo: "octo/stuck" } },
        },
      },
    });
    await service.failDeploy("stuck-deploy", apiMessage("deployFailedUnexpectedly"));
    await service.execute("stuck-deploy");
    const after = (await app.inject({ method: "GET", url: "/api/deploys/stuck-deploy", headers: { cookie } })).json()
      .deploy;
    expect(after.error.message).toMatch(/^The deploy stopped unexpectedly/);
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile!.deploymentsCount).toBe(0);
  });

  it("a failed deploy does not count in deploymentsCount", async () => {
    const { userId, cookie, portfolioId } = await proUser(["github"]);
    github.state.failures.push({ status: 500, path: /\/git\/trees$/ });
    expect((await deployAndWait(app, cookie, portfolioId, { target: "github-repo" })).status).toBe("error");
    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile!.deploymentsCount).toBe(0);
  });
});
