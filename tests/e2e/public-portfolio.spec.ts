import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { APIRequestContext } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { fullPortfolioFixture } from "@foliocraft/schemas";

// A portfolio published through the real HTTP API is served at /p/{username} by the server (full HTML, no script,
// its own CSP), an unknown name is the spec's 404 page, and the owner's ZIP export holds the static site.

const PASSWORD = "correct-horse-1";
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

/** Signs up, claims a username, creates and publishes a portfolio; the request context keeps the session cookie. */
async function publishPortfolio(request: APIRequestContext) {
  const email = `public-${unique()}@example.com`;
  const signUp = await request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const username = `ama-${unique()}`;
  expect((await request.put("/api/profile/username", { data: { username } })).status()).toBe(200);
  // No pictures: the fixture's point at example.com, and the page must not reach out to anything in the test.
  const content = fullPortfolioFixture();
  content.personal.profilePicture = "";
  content.projects = content.projects.map((p) => ({ ...p, imageUrl: "" }));
  const created = await request.post("/api/portfolios", { data: { name: "Ama's portfolio", content } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/portfolios/${id}/publish`);
  expect(published.status()).toBe(200);
  return { id, username };
}

test("a published portfolio is served at /p/{username}, without script, under its own CSP", async ({
  page,
  request,
}) => {
  const { username } = await publishPortfolio(request);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(String(e)));

  const response = await page.goto(`/p/${username.toUpperCase()}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
  await expect(page).toHaveTitle("Ama Mensah — Full-stack Developer");
  await expect(page.getByRole("heading", { level: 1, name: "Ama Mensah" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ama@example.com" })).toHaveAttribute("href", "mailto:ama@example.com");
  await expect(page.getByRole("link", { name: "Powered by Foliocraft" })).toBeVisible();
  // The inline stylesheet applied (its hash is in the CSP): the theme's background colour is on the body.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(255, 255, 255)");
  expect(await page.locator("script:not([type='application/ld+json'])").count()).toBe(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  expect(problems).toEqual([]);
});

test("an unknown username is the 404 page of the spec", async ({ page }) => {
  const name = `nobody-${unique()}`;
  const response = await page.goto(`/p/${name}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio Not Found" })).toBeVisible();
  await expect(page.getByText(`The portfolio for "${name}" could not be found.`)).toBeVisible();
});

test("the owner's ZIP export holds the static site; the sitemap lists the published page", async ({ request }) => {
  const { id, username } = await publishPortfolio(request);
  const zip = await request.get(`/api/portfolios/${id}/export.zip`);
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-disposition"]).toContain('filename="Amas-portfolio.zip"');
  const files = unzipSync(new Uint8Array(await zip.body()));
  expect(Object.keys(files)).toContain("index.html");
  const html = strFromU8(files["index.html"]!);
  expect(html).toContain("<h1>Ama Mensah</h1>");
  expect(html).toContain(`/api/public/portfolios/${username}/contact`);

  const sitemap = await request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain(`/p/${username}</loc>`);
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
});
