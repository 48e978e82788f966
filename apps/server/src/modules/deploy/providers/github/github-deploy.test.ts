import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { portfolios, profiles } from "../../../../db/schema";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import type { FakeGithubDeploy } from "../../../../testing/fake-github-deploy";
import { insertAsset, insertPortfolio, signUpWithCookie, updateProfile } from "../../../../testing/portfolio-factory";
import {
  connect,
  deployAndWait,
  expectRelativeLinks,
  expectSameFiles,
  exportedFiles,
  startDeployTestApp,
} from "../../deploy-test-helpers";

let app: FastifyInstance;
let github: FakeGithubDeploy;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, github, close } = await startDeployTestApp());
});
afterAll(() => close());

async function connectedUser(plan: "free" | "pro", username: string) {
  const user = await signUpWithCookie(app);
  await updateProfile(app.database.db, user.userId, {
    username,
    ...(plan === "pro" ? { plan: "pro", isPremium: true } : {}),
  });
  expect((await connect(app, "github", user.cookie)).statusCode).toBe(200);
  return user;
}

const pushesTo = (fullName: string) =>
  github.requests.filter((r) => r.method === "PATCH" && r.path === `/api/repos/${fullName}/git/refs/heads/main`);

describe("deploying to GitHub", () => {
  it("pushes exactly the rendered site as one commit, enables Pages and records the live URL", async () => {
    const { userId, cookie } = await connectedUser("pro", "ama");
    const content = fullPortfolioFixture();
    const image = Buffer.from([0x52, 0x49, 0x46, 0x46, 0xff, 0xfe, 0x00, 0x80, 0x57, 0x45, 0x42, 0x50]);
    content.personal.profilePicture = await insertAsset(app.database.db, image, "image/webp");
    const portfolioId = await insertPortfolio(app.database.db, userId, { content });

    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "github-pages" });
    expect(deploy).toMatchObject({
      status: "success",
      step: "live",
      target: "github-pages",
      repo: "octo/ama-portfolio",
      url: "https://octo.github.io/ama-portfolio/",
      error: null,
    });
    // Paths and bytes: the same files as the ZIP export, and nothing else (auto_init's README is replaced).
    const pushed = github.filesAt("octo/ama-portfolio");
    const expected = await exportedFiles(app, cookie, portfolioId);
    expectSameFiles(pushed, expected);
    expect(pushed.get(content.personal.profilePicture.slice(1))).toEqual(image);
    expectRelativeLinks(pushed.get("index.html")!);

    // One commit on top of the initial one, and the binaries (the picture, the self-hosted fonts and the link-preview
    // picture) went as base64 blobs.
    const repo = github.repo("octo/ama-portfolio")!;
    expect(repo.commits.size).toBe(2);
    expect(pushesTo("octo/ama-portfolio")).toHaveLength(1);
    const blobs = github.requests.filter((r) => r.path === "/api/repos/octo/ama-portfolio/git/blobs");
    const fonts = [...expected.keys()].filter((path) => path.startsWith("fonts/"));
    expect(fonts.length).toBeGreaterThan(0);
    expect(expected.has("share.png")).toBe(true);
    expect(blobs.map((b) => b.body.encoding)).toEqual(["base64", ...fonts.map(() => "base64"), "base64"]);
    const tree = github.requests.find((r) => r.path === "/api/repos/octo/ama-portfolio/git/trees")!;
    expect(tree.body.base_tree).toBeUndefined();
    expect(repo.pages?.source).toEqual({ branch: "main", path: "/" });
    const created = github.requests.find((r) => r.path === "/api/user/repos")!;
    expect(created.body).toMatchObject({ name: "ama-portfolio", auto_init: true });

    const [profile] = await app.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile!.deploymentsCount).toBe(1);
  });

  it("re-deploys to the same repository as a full replace: a file removed from the site disappears", async () => {
    const { userId, cookie } = await connectedUser("pro", "kofi");
    const content = fullPortfolioFixture();
    content.resume = {
      enabled: true,
      url: await insertAsset(app.database.db, Buffer.from("%PDF-1.7 cv"), "application/pdf"),
    };
    const portfolioId = await insertPortfolio(app.database.db, userId, { content });
    expect((await deployAndWait(app, cookie, portfolioId, { target: "github-pages", repo: "site" })).status).toBe(
      "success",
    );
    const resumePath = content.resume.url.slice(1);
    expect(github.filesAt("octo/site").has(resumePath)).toBe(true);

    await app.database.db
      .update(portfolios)
      .set({ content: { ...content, resume: { enabled: false, url: "" } } })
      .where(eq(portfolios.id, portfolioId));
    // No repo given: the portfolio's previous repository; Pages already enabled (409) is fine.
    const again = await deployAndWait(app, cookie, portfolioId, { target: "github-pages" });
    expect(again).toMatchObject({ status: "success", repo: "octo/site", url: "https://octo.github.io/site/" });
    const files = github.filesAt("octo/site");
    expect(files.has(resumePath)).toBe(false);
    expect([...files.keys()].sort()).toEqual([...(await exportedFiles(app, cookie, portfolioId)).keys()].sort());
    expect(github.repo("octo/site")!.commits.size).toBe(3);
    const history = await app.inject({
      method: "GET",
      url: `/api/portfolios/${portfolioId}/deploys`,
      headers: { cookie },
    });
    expect(history.json().deploys.map((d: { status: string }) => d.status)).toEqual(["success", "success"]);
  });

  it("publishes a user site to {login}.github.io and uses a repository that already exists (422 already_exists)", async () => {
    const { userId, cookie } = await connectedUser("pro", "yaa");
    github.createRepo("octo/octo.github.io");
    const portfolioId = await insertPortfolio(app.database.db, userId);
    // Unknown to GET at first (a race with another tab): the create's 422 already_exists means "use it".
    github.state.failures.push({ status: 404, path: /\/repos\/octo\/octo\.github\.io$/, method: "GET" });
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "github-pages", repo: "octo.github.io" });
    expect(deploy).toMatchObject({ status: "success", url: "https://octo.github.io/" });
    expect(github.filesAt("octo/octo.github.io").has("index.html")).toBe(true);
    const creates = github.requests.filter((r) => r.path === "/api/user/repos" && r.body.name === "octo.github.io");
    expect(creates).toHaveLength(1);
  });

  it("lets a free user push to a repository without Pages", async () => {
    const { userId, cookie } = await connectedUser("free", "esi");
    const portfolioId = await insertPortfolio(app.database.db, userId);
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "github-repo" });
    expect(deploy).toMatchObject({ status: "success", url: "https://github.example/octo/esi-portfolio" });
    expect(github.repo("octo/esi-portfolio")!.pages).toBeUndefined();
    expect(github.requests.some((r) => r.path === "/api/repos/octo/esi-portfolio/pages")).toBe(false);
  });
});
