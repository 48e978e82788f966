import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { startFakeVercel, type FakeVercel } from "../../../../testing/fake-vercel";
import { vercelScopes } from "./vercel-teams";
import { insertPortfolio, signUpWithCookie } from "../../../../testing/portfolio-factory";
import { connectToken, deployAndWait, proUserWithToken, startDeployTestApp } from "../../deploy-test-helpers";

let app: FastifyInstance;
let vercel: FakeVercel;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  vercel = await startFakeVercel();
  ({ app, close: closeApp } = await startDeployTestApp({ vercel: vercel.vercelConfig }));
});
afterAll(async () => {
  await closeApp();
  await vercel.close();
});

const scopes = (cookie: string) =>
  app.inject({ method: "GET", url: "/api/deploy/connections/vercel/scopes", headers: { cookie } });
const choose = (cookie: string, teamId: unknown) =>
  app.inject({ method: "PUT", url: "/api/deploy/connections/vercel/scope", headers: { cookie }, payload: { teamId } });

describe("choosing where Vercel deploys go", () => {
  it("lists the personal account and the token's teams, personal selected until a team is chosen", async () => {
    const { cookie } = await proUserWithToken(app, "vercel", "ama-scopes", vercel.token);
    const listed = await scopes(cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      scopes: [
        { teamId: null, name: null, slug: null },
        ...vercel.teams.map((team) => ({ teamId: team.id, name: team.name, slug: team.slug })),
      ],
      selected: null,
    });
    const team = vercel.teams[1]!;
    const chosen = await choose(cookie, team.id);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().selected).toBe(team.id);
    expect((await scopes(cookie)).json().selected).toBe(team.id);
    // Back to the personal account.
    expect((await choose(cookie, null)).json().selected).toBeNull();
    expect((await scopes(cookie)).json().selected).toBeNull();
  });

  it("a token created for a team starts in that team", async () => {
    const { cookie } = await proUserWithToken(app, "vercel", "ama-team-scope", vercel.teamToken);
    const listed = (await scopes(cookie)).json();
    expect(listed.selected).toBe(vercel.teamId);
    expect(listed.scopes.map((s: { teamId: string | null }) => s.teamId)).toEqual([null, vercel.teamId]);
  });

  it("refuses a team the token does not reach, and a body that is not a team id or null", async () => {
    const { cookie } = await proUserWithToken(app, "vercel", "ama-unknown-team", vercel.token);
    const unknown = await choose(cookie, vercel.teamId); // another account's team
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: "invalid-argument",
      messageId: "deployScopeUnknown",
      message:
        "This Vercel team is not one your token can reach. Choose your personal account or one of the teams listed.",
      details: { provider: "vercel", field: "teamId" },
    });
    expect((await scopes(cookie)).json().selected).toBeNull();
    expect((await choose(cookie, "")).statusCode).toBe(400);
    expect((await choose(cookie, 42)).statusCode).toBe(400);
    const extra = await app.inject({
      method: "PUT",
      url: "/api/deploy/connections/vercel/scope",
      headers: { cookie },
      payload: { teamId: null, userId: "someone" },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("reads and changes only the session user's own connection", async () => {
    const owner = await proUserWithToken(app, "vercel", "ama-owner-scope", vercel.token);
    expect((await choose(owner.cookie, vercel.teams[0]!.id)).statusCode).toBe(200);
    // Another person, without a Vercel connection, sees nothing and changes nothing.
    const { cookie: stranger } = await signUpWithCookie(app);
    const seen = await scopes(stranger);
    expect(seen.statusCode).toBe(400);
    expect(seen.json().error.details).toMatchObject({ provider: "vercel", connect: true });
    expect((await choose(stranger, null)).statusCode).toBe(400);
    expect((await scopes(owner.cookie)).json().selected).toBe(vercel.teams[0]!.id);
    // Without a session: 401.
    const anonymous = await app.inject({ method: "GET", url: "/api/deploy/connections/vercel/scopes" });
    expect(anonymous.statusCode).toBe(401);
    const anonymousPut = await app.inject({
      method: "PUT",
      url: "/api/deploy/connections/vercel/scope",
      payload: { teamId: null },
    });
    expect(anonymousPut.statusCode).toBe(401);
  });

  it("a provider without teams answers 400", async () => {
    const { cookie } = await signUpWithCookie(app);
    const answer = await app.inject({
      method: "GET",
      url: "/api/deploy/connections/netlify/scopes",
      headers: { cookie },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      messageId: "deployScopesNotOffered",
      details: { provider: "netlify" },
    });
  });

  it("connecting a new token forgets the team chosen with the old one", async () => {
    const { cookie } = await proUserWithToken(app, "vercel", "ama-new-token", vercel.token);
    await choose(cookie, vercel.teams[0]!.id);
    expect((await connectToken(app, "vercel", cookie, vercel.token)).statusCode).toBe(200);
    expect((await scopes(cookie)).json().selected).toBeNull();
  });
});

describe("listing a token's teams", () => {
  it("reads every page of GET /v2/teams", async () => {
    const teams = Array.from({ length: 130 }, (_, i) => ({ id: `team_${i}`, slug: `team-${i}`, name: `Team ${i}` }));
    const many = await startFakeVercel({ tokens: ["many-teams"], teams: { "many-teams": teams } });
    try {
      const { scopes: listed, fallback } = await vercelScopes(many.base, "many-teams");
      expect(listed.map((scope) => scope.teamId)).toEqual([null, ...teams.map((team) => team.id)]);
      expect(fallback).toBeNull();
      expect(many.requests.filter((r) => r.path === "/v2/teams")).toHaveLength(2);
    } finally {
      await many.close();
    }
  });
});

describe("deploying to the chosen team", () => {
  it("passes the chosen teamId on every call of the deploy; the deployment is recorded in that team", async () => {
    const { userId, cookie } = await proUserWithToken(app, "vercel", "ama-team-deploy", vercel.token);
    const portfolioId = await insertPortfolio(app.database.db, userId);
    const team = vercel.teams[0]!;
    expect((await choose(cookie, team.id)).statusCode).toBe(200);
    const before = vercel.teamIds().length;
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "vercel" });
    expect(deploy).toMatchObject({ status: "success", url: "https://ama-team-deploy-portfolio.vercel.example" });
    expect(new Set(vercel.teamIds().slice(before))).toEqual(new Set([team.id]));
    expect(vercel.deployments().slice(-1)[0]).toMatchObject({ project: "ama-team-deploy-portfolio", teamId: team.id });

    // Back to the personal account: the same project name, now the personal account's project.
    await choose(cookie, null);
    const sincePersonal = vercel.teamIds().length;
    expect((await deployAndWait(app, cookie, portfolioId, { target: "vercel" })).status).toBe("success");
    expect(new Set(vercel.teamIds().slice(sincePersonal))).toEqual(new Set([null]));
    expect(vercel.projects().filter((p) => p.name === "ama-team-deploy-portfolio")).toEqual([
      expect.objectContaining({ teamId: team.id }),
      expect.objectContaining({ teamId: null }),
    ]);
  });
});
