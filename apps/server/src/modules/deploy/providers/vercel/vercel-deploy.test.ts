import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { deployConnections } from "../../../../db/schema";
import { startFakeVercel, type FakeVercel } from "../../../../testing/fake-vercel";
import { insertAsset, insertPortfolio, signUpWithCookie, updateProfile } from "../../../../testing/portfolio-factory";
import {
  connectToken as connectTokenTo,
  deployAndWait,
  exportedFiles,
  proUserWithToken,
  startDeployTestApp,
} from "../../deploy-test-helpers";

let app: FastifyInstance;
let vercel: FakeVercel;
let closeApp: () => Promise<void>;
let starts = 0;

beforeAll(async () => {
  vercel = await startFakeVercel();
  ({ app, close: closeApp } = await startDeployTestApp({ vercel: vercel.vercelConfig }));
});
afterAll(async () => {
  await closeApp();
  await vercel.close();
});

const connectToken = (cookie: string, token: string) => connectTokenTo(app, "vercel", cookie, token);

async function proUser(username: string) {
  const user = await proUserWithToken(app, "vercel", username, vercel.token);
  return { ...user, portfolioId: await insertPortfolio(app.database.db, user.userId) };
}

describe("connecting Vercel with an API token", () => {
  it("checks the token with Vercel, stores it encrypted and shows the account; a refused token is a 400", async () => {
    const { userId, cookie } = await signUpWithCookie(app);
    const refused = await connectToken(cookie, "not-a-token");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message:
        "Vercel did not accept this token. Check that you copied all of it and that it has not expired or been deleted, then try again.",
      details: { provider: "vercel", field: "token" },
    });
    const ok = await connectToken(cookie, vercel.token);
    expect(ok.json().connection).toMatchObject({ provider: "vercel", login: "ama", needsReconnect: false });
    const [row] = await app.database.db.select().from(deployConnections).where(eq(deployConnections.userId, userId));
    expect(row!.accessTokenEncrypted).not.toContain(vercel.token);
    const list = await app.inject({ method: "GET", url: "/api/deploy/connections", headers: { cookie } });
    expect(list.json().connections).toEqual([expect.objectContaining({ provider: "vercel", login: "ama" })]);
    // An OAuth start is not how Vercel is connected here.
    const start = await app.inject({
      method: "POST",
      url: "/api/deploy/connections/vercel/start",
      headers: { cookie },
    });
    expect(start.statusCode).toBe(503);
  });

  it("needs a session and a token", async () => {
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/deploy/connections/vercel/token",
      payload: { token: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signUpWithCookie(app);
    expect((await connectToken(cookie, "  ")).statusCode).toBe(400);
  });
});

describe("deploying to Vercel", () => {
  it("uploads exactly the rendered site by SHA-1, waits until READY and re-deploys to the same project", async () => {
    const { userId, cookie } = await proUser("ama-vercel");
    const content = fullPortfolioFixture();
    content.personal.profilePicture = await insertAsset(app.database.db, Buffer.from("RIFF..WEBP vc"), "image/webp");
    const portfolioId = await insertPortfolio(app.database.db, userId, { content });

    const first = await deployAndWait(app, cookie, portfolioId, { target: "vercel" });
    expect(first).toMatchObject({
      status: "success",
      step: "live",
      url: "https://ama-vercel-portfolio.vercel.example",
      repo: null,
    });
    const [deployment] = vercel.deployments().slice(-1);
    const expected = await exportedFiles(app, cookie, portfolioId);
    expect(new Map([...deployment!.files].map(([path, bytes]) => [path, Buffer.from(bytes)]))).toEqual(expected);

    const second = await deployAndWait(app, cookie, portfolioId, { target: "vercel" });
    expect(second.status).toBe("success");
    expect(vercel.projects().filter((p) => p.name === "ama-vercel-portfolio")).toHaveLength(1);
    expect(vercel.deployments().filter((d) => d.project === "ama-vercel-portfolio")).toHaveLength(2);
  });

  it("with a token created for a team, deploys in that team: every project and deployment call carries its teamId", async () => {
    const user = await proUserWithToken(app, "vercel", "ama-team", vercel.teamToken);
    const portfolioId = await insertPortfolio(app.database.db, user.userId);
    const before = vercel.teamIds().length;

    const first = await deployAndWait(app, user.cookie, portfolioId, { target: "vercel" });
    expect(first).toMatchObject({ status: "success", url: "https://ama-team-portfolio.vercel.example" });
    const calls = vercel.teamIds().slice(before);
    expect(calls.length).toBeGreaterThanOrEqual(3); // files, the deployment, its progress
    expect(new Set(calls)).toEqual(new Set([vercel.teamId]));
    expect(vercel.deployments().slice(-1)[0]).toMatchObject({ project: "ama-team-portfolio", teamId: vercel.teamId });

    // The re-deploy goes to the same project in the same team.
    expect((await deployAndWait(app, user.cookie, portfolioId, { target: "vercel" })).status).toBe("success");
    expect(vercel.projects().filter((p) => p.name === "ama-team-portfolio")).toEqual([
      expect.objectContaining({ teamId: vercel.teamId }),
    ]);

    // A personal token's deploys carry no teamId.
    const personal = await proUser("ama-personal");
    const sinceTeam = vercel.teamIds().length;
    expect((await deployAndWait(app, personal.cookie, personal.portfolioId, { target: "vercel" })).status).toBe(
      "success",
    );
    expect(new Set(vercel.teamIds().slice(sinceTeam))).toEqual(new Set([null]));
    expect(vercel.deployments().slice(-1)[0]).toMatchObject({ project: "ama-personal-portfolio", teamId: null });
  });

  it("the fake scopes like Vercel: a team token without its teamId, or a personal token with one, is refused", async () => {
    const ask = (token: string, path: string) =>
      fetch(`${vercel.base}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ name: "scoped", files: [] }),
      });
    const noTeam = await ask(vercel.teamToken, "/v13/deployments");
    expect(noTeam.status).toBe(403);
    expect(((await noTeam.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    expect((await ask(vercel.teamToken, "/v13/deployments?teamId=team_other")).status).toBe(403);
    expect((await ask(vercel.token, `/v13/deployments?teamId=${vercel.teamId}`)).status).toBe(403);
    expect((await ask(vercel.teamToken, `/v13/deployments?teamId=${vercel.teamId}`)).status).toBe(200);
    const user = await fetch(`${vercel.base}/v2/user`, { headers: { authorization: `Bearer ${vercel.teamToken}` } });
    expect(((await user.json()) as { user: { defaultTeamId: string } }).user.defaultTeamId).toBe(vercel.teamId);
  });

  it("is Pro, refuses a bad project name and asks to connect first", async () => {
    const free = await signUpWithCookie(app);
    const freePortfolio = await insertPortfolio(app.database.db, free.userId);
    const start = (cookie: string, portfolioId: string, payload: object) =>
      app.inject({
        method: "POST",
        url: `/api/portfolios/${portfolioId}/deploys`,
        remoteAddress: `192.0.2.${(++starts % 250) + 1}`,
        headers: { cookie },
        payload,
      });
    const notPro = await start(free.cookie, freePortfolio, { target: "vercel" });
    expect(notPro.statusCode).toBe(403);
    expect(notPro.json().error.message).toMatch(/^Publishing on Vercel is a Pro feature/);

    const pro = await signUpWithCookie(app);
    await updateProfile(app.database.db, pro.userId, { plan: "pro", isPremium: true });
    const portfolioId = await insertPortfolio(app.database.db, pro.userId);
    expect((await start(pro.cookie, portfolioId, { target: "vercel" })).json().error.details).toMatchObject({
      provider: "vercel",
      connect: true,
    });
    await connectToken(pro.cookie, vercel.token);
    const badName = await start(pro.cookie, portfolioId, { target: "vercel", siteName: "-Bad Name" });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.details).toEqual({ field: "siteName" });
  });

  it("a failed deployment says so with Vercel's words and what is left; a refused token mid-deploy asks to reconnect", async () => {
    const { cookie, portfolioId } = await proUser("ama-fails");
    vercel.state.deployOutcome = "ERROR";
    const failed = await deployAndWait(app, cookie, portfolioId, { target: "vercel" });
    vercel.state.deployOutcome = "READY";
    const deploymentId = vercel.deployments().slice(-1)[0]!.id;
    expect(failed).toMatchObject({
      status: "error",
      step: "building",
      error: {
        details: {
          messageId: "deployVercelFailed",
          providerMessage: "The deployment could not be prepared.",
          left: {
            id: "deployLeftVercelNotReady",
            params: { project: "ama-fails-portfolio", deployment: deploymentId },
          },
        },
      },
    });

    vercel.state.failures.push({ status: 403, path: /^\/v2\/files$/ });
    const revoked = await deployAndWait(app, cookie, portfolioId, { target: "vercel" });
    expect(revoked.error).toMatchObject({
      code: "permission-denied",
      details: { reconnect: true, provider: "Vercel", left: { id: "deployLeftVercelNothing" } },
    });

    vercel.state.failures.push({
      status: 429,
      path: /^\/v13\/deployments$/,
      headers: { "retry-after": "30" },
    });
    const limited = await deployAndWait(app, cookie, portfolioId, { target: "vercel" });
    expect(limited.error).toMatchObject({ code: "resource-exhausted", details: { retryAt: expect.any(String) } });
  });
});
