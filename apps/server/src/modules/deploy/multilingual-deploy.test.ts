import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { fullPortfolioFixture, withLanguageAdded, withTranslation } from "@foliocraft/schemas";
import type { FakeGithubDeploy } from "../../testing/fake-github-deploy";
import type { FakeNetlify } from "../../testing/fake-netlify";
import { insertPortfolio, signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";
import {
  connect,
  deployAndWait,
  expectRelativeLinks,
  expectSameFiles,
  exportedFiles,
  startDeployTestApp,
} from "./deploy-test-helpers";

let app: FastifyInstance;
let github: FakeGithubDeploy;
let netlify: FakeNetlify;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, github, netlify, close } = await startDeployTestApp());
});
afterAll(() => close());

function trilingual() {
  let c = withLanguageAdded(withLanguageAdded(fullPortfolioFixture(), "ar"), "zh");
  c = withTranslation(c, "ar", "personal.title", "مطورة برمجيات");
  c = withTranslation(c, "zh", "personal.title", "全栈开发者");
  return c;
}

describe("a portfolio in several languages, exported and deployed", () => {
  it("exports index.html for the primary and {lang}/index.html per translation; GitHub and Netlify get the same files", async () => {
    const { userId, cookie } = await signUpWithCookie(app);
    await updateProfile(app.database.db, userId, { username: "lina-deploy", plan: "pro", isPremium: true });
    expect((await connect(app, "github", cookie)).statusCode).toBe(200);
    expect((await connect(app, "netlify", cookie)).statusCode).toBe(200);
    const portfolioId = await insertPortfolio(app.database.db, userId, { content: trilingual() });

    const expected = await exportedFiles(app, cookie, portfolioId);
    for (const path of ["index.html", "ar/index.html", "zh/index.html"]) {
      expect(expected.has(path), path).toBe(true);
    }
    for (const path of ["index.html", "ar/index.html", "zh/index.html"]) expectRelativeLinks(expected.get(path)!);
    expect(expected.get("ar/index.html")!.toString()).toContain('<html lang="ar" dir="rtl">');
    expect(expected.get("zh/index.html")!.toString()).toContain("全栈开发者");
    expect(expected.get("index.html")!.toString()).toContain('<a href="ar/index.html" lang="ar" hreflang="ar">');

    const pushed = await deployAndWait(app, cookie, portfolioId, { target: "github-pages" });
    expect(pushed.status).toBe("success");
    const repoFiles = github.filesAt(pushed.repo!);
    expectSameFiles(repoFiles, expected);

    const uploaded = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    expect(uploaded.status).toBe("success");
    const [received] = netlify.deploys();
    expectSameFiles(received!.files, expected);
    // Long on a loaded machine: the Chinese and Arabic pages bring dozens of font slices, each its own blob.
  }, 180_000);
});
