import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { FakeNetlify } from "../../../../testing/fake-netlify";
import { insertAsset, insertPortfolio, signUpWithCookie, updateProfile } from "../../../../testing/portfolio-factory";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import {
  connect,
  deployAndWait,
  expectRelativeLinks,
  expectSameFiles,
  exportedFiles,
  startDeployTestApp,
} from "../../deploy-test-helpers";
import { netlifySiteName } from "./netlify-deploy";

let app: FastifyInstance;
let netlify: FakeNetlify;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, netlify, close } = await startDeployTestApp());
});
afterAll(() => close());

async function proUser(username: string) {
  const user = await signUpWithCookie(app);
  await updateProfile(app.database.db, user.userId, { username, plan: "pro", isPremium: true });
  expect((await connect(app, "netlify", user.cookie)).statusCode).toBe(200);
  return user;
}

describe("deploying to Netlify", () => {
  it("creates a site, uploads exactly the rendered site as a ZIP, waits until ready and re-deploys to the same site", async () => {
    const { userId, cookie } = await proUser("ama");
    const content = fullPortfolioFixture();
    content.personal.profilePicture = await insertAsset(
      app.database.db,
      Buffer.from("RIFF..WEBP netlify"),
      "image/webp",
    );
    const portfolioId = await insertPortfolio(app.database.db, userId, { content });

    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    expect(deploy).toMatchObject({ status: "success", step: "live", url: "https://ama-portfolio.netlify.example" });
    const [site] = netlify.sites();
    expect(site!.name).toBe("ama-portfolio");
    const [received] = netlify.deploys();
    const expected = await exportedFiles(app, cookie, portfolioId);
    expectSameFiles(received!.files, expected);
    expectRelativeLinks(received!.files["index.html"]!);

    const again = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    expect(again.status).toBe("success");
    expect(netlify.sites()).toHaveLength(1);
    expect(netlify.deploys().map((d) => d.siteId)).toEqual([site!.id, site!.id]);
  });

  it("retries a taken site name with a suffix", async () => {
    const { userId, cookie } = await proUser("kojo");
    netlify.state.takenNames.add("kojo-portfolio");
    const portfolioId = await insertPortfolio(app.database.db, userId);
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    expect(deploy.status).toBe("success");
    const site = netlify.sites().find((s) => s.name.startsWith("kojo-portfolio"))!;
    expect(site.name).toMatch(/^kojo-portfolio-[0-9a-f]{6}$/);
    expect(deploy.url).toBe(`https://${site.name}.netlify.example`);
  });
});

describe("netlifySiteName", () => {
  it.each([
    ["Ama's Portfolio", "amas-portfolio"],
    ["Café ✨ 2026", "cafe-2026"],
    ["✨", "portfolio"],
  ])("%j → %j", (name, expected) => expect(netlifySiteName(name)).toBe(expected));
});
