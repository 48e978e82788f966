import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { startFakeCloudflare, type FakeCloudflare } from "../../../../testing/fake-cloudflare";
import { insertAsset, insertPortfolio, signUpWithCookie } from "../../../../testing/portfolio-factory";
import {
  connectToken as connectTokenTo,
  deployAndWait,
  exportedFiles,
  proUserWithToken,
  startDeployTestApp,
} from "../../deploy-test-helpers";

let app: FastifyInstance;
let cloudflare: FakeCloudflare;
let closeApp: () => Promise<void>;

beforeAll(async () => {
  cloudflare = await startFakeCloudflare();
  ({ app, close: closeApp } = await startDeployTestApp({ cloudflare: cloudflare.cloudflareConfig }));
});
afterAll(async () => {
  await closeApp();
  await cloudflare.close();
});

const connectToken = (cookie: string, token: string) => connectTokenTo(app, "cloudflare", cookie, token);
const proUser = (username: string) => proUserWithToken(app, "cloudflare", username, cloudflare.token);

describe("connecting Cloudflare with an API token", () => {
  it("checks the token against the accounts it can use; a refused token or one without an account is a 400", async () => {
    const { cookie } = await signUpWithCookie(app);
    const refused = await connectToken(cookie, "not-a-token");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({ provider: "cloudflare", field: "token" });
    cloudflare.state.accountVisible = false;
    const noAccount = await connectToken(cookie, cloudflare.token);
    cloudflare.state.accountVisible = true;
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().error.message).toMatch(/^This Cloudflare token cannot use any account\./);
    const ok = await connectToken(cookie, cloudflare.token);
    expect(ok.json().connection).toMatchObject({ provider: "cloudflare", login: "Ama's Account" });
  });
});

describe("deploying to Cloudflare Pages", () => {
  it("creates the project, uploads only missing assets, deploys the manifest of exactly the rendered site and re-deploys to the same project", async () => {
    const { userId, cookie } = await proUser("ama-cf");
    const content = fullPortfolioFixture();
    content.personal.profilePicture = await insertAsset(app.database.db, Buffer.from("RIFF..WEBP cf"), "image/webp");
    const portfolioId = await insertPortfolio(app.database.db, userId, { content });

    const first = await deployAndWait(app, cookie, portfolioId, { target: "cloudflare-pages" });
    expect(first).toMatchObject({ status: "success", url: "https://ama-cf-portfolio.pages.example", repo: null });
    const deployment = cloudflare.deployments().at(-1)!;
    const expected = await exportedFiles(app, cookie, portfolioId);
    expect(new Map([...deployment.files].map(([path, bytes]) => [path, Buffer.from(bytes)]))).toEqual(expected);

    const uploads = () => cloudflare.requests.filter((r) => r.path === "/pages/assets/upload").length;
    const before = uploads();
    const second = await deployAndWait(app, cookie, portfolioId, { target: "cloudflare-pages" });
    expect(second.status).toBe("success");
    // Nothing changed: Cloudflare already has every asset, so nothing is uploaded again.
    expect(uploads()).toBe(before);
    expect(cloudflare.projects().filter((p) => p.name === "ama-cf-portfolio")).toHaveLength(1);
    expect(cloudflare.deployments().filter((d) => d.project === "ama-cf-portfolio")).toHaveLength(2);
  });

  it("a failed deployment and a revoked token say what happened and what is left", async () => {
    const { userId, cookie } = await proUser("ama-cf-fails");
    const portfolioId = await insertPortfolio(app.database.db, userId);
    cloudflare.state.deployOutcome = "failure";
    const failed = await deployAndWait(app, cookie, portfolioId, { target: "cloudflare-pages" });
    cloudflare.state.deployOutcome = "success";
    expect(failed.error?.details).toMatchObject({
      messageId: "deployCloudflareFailed",
      left: { id: "deployLeftCloudflareNotLive", params: { project: "ama-cf-fails-portfolio" } },
    });

    cloudflare.state.failures.push({ status: 401, path: /\/upload-token$/ });
    const revoked = await deployAndWait(app, cookie, portfolioId, { target: "cloudflare-pages" });
    expect(revoked.error).toMatchObject({
      code: "unauthenticated",
      details: {
        reconnect: true,
        left: { id: "deployLeftCloudflareProjectOnly", params: { project: "ama-cf-fails-portfolio" } },
      },
    });
    expect((await deployAndWait(app, cookie, portfolioId, { target: "cloudflare-pages" })).status).toBe("success");
  });
});
