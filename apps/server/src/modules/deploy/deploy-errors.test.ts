import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import type { FakeGithubDeploy } from "../../testing/fake-github-deploy";
import type { FakeNetlify } from "../../testing/fake-netlify";
import { insertPortfolio, signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";
import { connect, deployAndWait, startDeployTestApp } from "./deploy-test-helpers";

let app: FastifyInstance;
let github: FakeGithubDeploy;
let netlify: FakeNetlify;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, github, netlify, close } = await startDeployTestApp());
});
afterAll(() => close());

let n = 0;
async function user(plan: "free" | "pro", providers: ("github" | "netlify")[] = ["github", "netlify"]) {
  const u = await signUpWithCookie(app);
  await updateProfile(app.database.db, u.userId, {
    username: `user${++n}`,
    ...(plan === "pro" ? { plan: "pro", isPremium: true } : {}),
  });
  for (const p of providers) expect((await connect(app, p, u.cookie)).statusCode).toBe(200);
  const portfolioId = await insertPortfolio(app.database.db, u.userId);
  return { ...u, portfolioId, repo: `octo/user${n}-portfolio` };
}
const start = (cookie: string, id: string, payload: object) =>
  app.inject({ method: "POST", url: `/api/portfolios/${id}/deploys`, headers: { cookie }, payload });

describe("deploy plans and authorization", () => {
  it("keeps Pages and Netlify for Pro, naming the upgrade", async () => {
    const { cookie, portfolioId } = await user("free");
    const pages = await start(cookie, portfolioId, { target: "github-pages" });
    expect(pages.statusCode).toBe(403);
    expect(pages.json().error).toEqual({
      code: "permission-denied",
      message:
        "Publishing on GitHub Pages is a Pro feature. Upgrade to Pro to use it, or push your site to a GitHub repository.",
      messageId: "deployPagesIsPro",
      details: { target: "github-pages", upgrade: true },
    });
    expect((await start(cookie, portfolioId, { target: "netlify" })).json().error).toMatchObject({
      messageId: "deployNetlifyIsPro",
      details: { upgrade: true },
    });
  });

  it("refuses a Pro theme to a free user, and a target that is not connected", async () => {
    const free = await user("free", []);
    const neon = await insertPortfolio(app.database.db, free.userId, {
      content: { ...fullPortfolioFixture(), theme: "neon" },
    });
    const res = await start(free.cookie, neon, { target: "github-repo" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.details).toEqual({ theme: "neon", upgrade: true });
    const unconnected = await start(free.cookie, free.portfolioId, { target: "github-repo" });
    expect(unconnected.statusCode).toBe(400);
    expect(unconnected.json().error).toMatchObject({
      message: "Connect GitHub before deploying there.",
      messageId: "deployConnectFirst",
      params: { provider: "GitHub" },
      details: { connect: true },
    });
    expect((await start(free.cookie, free.portfolioId, { target: "github-repo", repo: "../x" })).statusCode).toBe(400);
  });

  it("shows deploys and history to their owner only; 401 signed out", async () => {
    const owner = await user("free", ["github"]);
    const deploy = await deployAndWait(app, owner.cookie, owner.portfolioId, { target: "github-repo" });
    const stranger = await signUpWithCookie(app);
    const other = { cookie: stranger.cookie };
    expect((await app.inject({ method: "GET", url: `/api/deploys/${deploy.id}`, headers: other })).statusCode).toBe(
      404,
    );
    const history = await app.inject({
      method: "GET",
      url: `/api/portfolios/${owner.portfolioId}/deploys`,
      headers: other,
    });
    expect(history.statusCode).toBe(404);
    expect((await start(stranger.cookie, owner.portfolioId, { target: "github-repo" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/api/deploys/${deploy.id}` })).statusCode).toBe(401);
  });
});

// A failed deploy keeps its English message (logs, API clients) and, in its details, the same by catalog ids and
// parameters, for the web to show in any language: what happened (messageId, params), what is left on the provider
// (left) and the provider's own words (providerMessage).
describe("deploys that fail say what happened, what to do and what is left", () => {
  it("401 (token revoked): reconnect; nothing was changed", async () => {
    const { cookie, portfolioId } = await user("pro", ["github"]);
    github.state.failures.push({ status: 401, path: /\/repos\// });
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "github-pages" });
    expect(deploy.status).toBe("error");
    expect(deploy.error).toEqual({
      code: "unauthenticated",
      message:
        "GitHub no longer accepts the saved connection (it was revoked or has expired). Reconnect GitHub and try again. Nothing was changed on GitHub.",
      details: {
        provider: "GitHub",
        reconnect: true,
        messageId: "deployProviderRevoked",
        params: { provider: "GitHub" },
        left: { id: "deployLeftGithubNothing", params: {} },
      },
    });
  });

  it("403 with rate-limit headers and 429 with retry-after: when to retry", async () => {
    const { cookie, portfolioId, repo } = await user("pro");
    const reset = Math.floor(Date.now() / 1000) + 600;
    github.state.failures.push({
      status: 403,
      path: /\/git\/trees$/,
      headers: { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(reset) },
    });
    const limited = await deployAndWait(app, cookie, portfolioId, { target: "github-repo" });
    expect(limited.error?.code).toBe("resource-exhausted");
    expect(limited.error?.message).toMatch(/^GitHub's rate limit was reached\. Please try again in (10|11) minutes\. /);
    expect(limited.error?.message).toContain(
      `The repository ${repo} exists, but this site's files were not pushed to it.`,
    );
    // When to retry, for the web to show as a time.
    expect(limited.error?.details.retryAt).toBe(new Date(reset * 1000).toISOString());
    expect(limited.error?.details).toMatchObject({
      messageId: "deployRateLimitedMinutes",
      params: { provider: "GitHub", minutes: expect.toBeOneOf([10, 11]) },
      left: { id: "deployLeftRepoNotPushed", params: { repo } },
    });
    expect(limited.error?.details.providerMessage).toBeUndefined();

    netlify.state.failures.push({ status: 429, path: /\/sites$/, headers: { "retry-after": "30" } });
    const netlifyLimited = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    expect(netlifyLimited.error).toEqual({
      code: "resource-exhausted",
      message: "Netlify's rate limit was reached. Please try again in 30 seconds. Nothing was created on Netlify.",
      details: {
        provider: "Netlify",
        retryAt: expect.any(String),
        messageId: "deployRateLimitedSeconds",
        params: { provider: "Netlify", seconds: 30 },
        left: { id: "deployLeftNetlifyNothing", params: {} },
      },
    });
  });

  it("500: the provider is unavailable, with what is left", async () => {
    const { cookie, portfolioId, repo } = await user("pro", ["github"]);
    github.state.failures.push({ status: 500, path: /\/pages$/, method: "POST" });
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "github-pages" });
    expect(deploy.error?.code).toBe("unavailable");
    expect(deploy.error?.message).toMatch(
      new RegExp(
        `^GitHub is unavailable right now \\(HTTP 500\\)\\. Please try again in a few minutes\\. The files are pushed to ${repo} \\(commit [0-9a-f]{7}\\), but GitHub Pages is not serving this version yet\\.$`,
      ),
    );
    expect(deploy.error?.details).toEqual({
      provider: "GitHub",
      messageId: "deployProviderUnavailable",
      params: { provider: "GitHub", status: 500 },
      left: { id: "deployLeftPagesNotServing", params: { repo, commit: expect.stringMatching(/^[0-9a-f]{7}$/) } },
    });
  });

  it("422: GitHub's own words are kept beside the message, with what is left", async () => {
    const { cookie, portfolioId, repo } = await user("free", ["github"]);
    github.state.failures.push({
      status: 422,
      path: /\/git\/refs\/heads\//,
      method: "PATCH",
      body: { message: "Update is not a fast forward", documentation_url: "https://docs.github.com/rest" },
    });
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "github-repo" });
    expect(deploy.error).toEqual({
      code: "invalid-argument",
      message:
        `GitHub refused the request (HTTP 422). GitHub said: "Update is not a fast forward". ` +
        `The repository ${repo} exists, but this site's files were not pushed to it.`,
      details: {
        provider: "GitHub",
        messageId: "deployProviderRefused",
        params: { provider: "GitHub", status: 422 },
        left: { id: "deployLeftRepoNotPushed", params: { repo } },
        providerMessage: "Update is not a fast forward",
      },
    });
  });

  it("a Pages build or a Netlify deploy that ends in error", async () => {
    const { cookie, portfolioId } = await user("pro");
    github.state.pagesOutcome = "errored";
    const pages = await deployAndWait(app, cookie, portfolioId, { target: "github-pages" });
    github.state.pagesOutcome = "built";
    expect(pages.error?.message).toMatch(/^GitHub Pages could not build the site\. The files are pushed to /);
    expect(pages.error?.details).toMatchObject({
      messageId: "deployPagesBuildFailed",
      params: {},
      left: { id: "deployLeftPagesNotServing", params: { repo: expect.stringMatching(/^octo\//) } },
    });

    netlify.state.deployOutcome = "error";
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    netlify.state.deployOutcome = "ready";
    expect(deploy.status).toBe("error");
    expect(deploy.error?.message).toMatch(
      /^Netlify could not publish the deploy\. Netlify said: "Build script returned non-zero exit code: 2"\. The Netlify site \(\w+\) exists; this deploy was not published/,
    );
    // Netlify's error text is its own words, quoted by the web under a translated label.
    expect(deploy.error?.details).toEqual({
      provider: "Netlify",
      messageId: "deployNetlifyPublishFailed",
      params: {},
      left: { id: "deployLeftNetlifyNotPublished", params: { site: expect.stringMatching(/^\w+$/) } },
      providerMessage: "Build script returned non-zero exit code: 2",
    });
  });

  it("422: a Netlify name taken on every try gives a suggestion", async () => {
    const { cookie, portfolioId, repo } = await user("pro", ["netlify"]);
    const name = repo.split("/")[1]!;
    for (let i = 0; i < 3; i++)
      netlify.state.failures.push({
        status: 422,
        path: /\/sites$/,
        body: { code: 422, message: "name already exists" },
      });
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    expect(deploy.error?.code).toBe("aborted");
    expect(deploy.error?.details).toMatchObject({
      messageId: "deployNetlifyNameTaken",
      params: { name, suggestion: deploy.error!.details.suggestion },
      left: { id: "deployLeftNetlifyNothing" },
    });
    expect(deploy.error?.message).toMatch(
      new RegExp(
        `^The Netlify site name "${name}" is taken\\. Try "${name}-[0-9a-f]{4}"\\. Nothing was created on Netlify\\.$`,
      ),
    );
    // The suggestion is offered as a button: deploying with it as the site name works.
    const suggestion = deploy.error!.details.suggestion!;
    expect(deploy.error?.message).toContain(`"${suggestion}"`);
    const retried = await deployAndWait(app, cookie, portfolioId, { target: "netlify", siteName: suggestion });
    expect(retried).toMatchObject({ status: "success", url: `https://${suggestion}.netlify.example` });
  });

  it("a revoked Netlify token mid-deploy", async () => {
    const { cookie, portfolioId } = await user("pro", ["netlify"]);
    netlify.state.failures.push({ status: 401, path: /\/deploys$/ });
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    expect(deploy.error?.code).toBe("unauthenticated");
    expect(deploy.error?.message).toMatch(
      /Reconnect Netlify and try again\. The Netlify site \(\w+\) exists, but no files were uploaded to it\.$/,
    );
  });
});
