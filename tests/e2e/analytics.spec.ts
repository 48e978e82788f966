import type { APIRequestContext, Browser } from "@playwright/test";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { signInAsAdmin } from "./admin";
import { expect, test } from "./fixtures";
import { expectAxeCleanInBothSchemes } from "./page-audits";

// Analytics (issue 11 §2–3) in Chromium against the real server: a visitor loads a published portfolio a few times,
// the owner finds the count on the dashboard and the analytics page (Free: the basic numbers and the upgrade offer;
// Pro, granted by an administrator: the charts with their tables), each checked with axe in light and dark.

const PASSWORD = "correct-horse-1";
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;
// Headless Chromium says "HeadlessChrome", which the bot filter rightly refuses: visitors use a desktop browser's.
const visitorAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/** Signs up (the request context keeps the session), claims a username and publishes a portfolio with a resume. */
async function publishPortfolio(request: APIRequestContext) {
  const email = `analytics-${unique()}@example.com`;
  const signUp = await request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const username = `stats-${unique()}`;
  expect((await request.put("/api/profile/username", { data: { username } })).status()).toBe(200);
  const content = fullPortfolioFixture();
  content.personal.profilePicture = "";
  content.projects = content.projects.map((p) => ({ ...p, imageUrl: "" }));
  content.resume = { enabled: true, url: "https://cv.example/ama-mensah.pdf" };
  const created = await request.post("/api/portfolios", { data: { name: "Ama's portfolio", content } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/portfolios/${id}/publish`)).status()).toBe(200);
  return { id, username, userId };
}

/**
 * Three page loads from one visitor (three fresh browser sessions: within one, the page's max-age of 60 s serves a
 * reload from the browser's cache, which never reaches the server) and one resume download.
 */
async function visit(browser: Browser, username: string) {
  for (let i = 0; i < 3; i++) {
    const context = await browser.newContext({
      userAgent: visitorAgent,
      extraHTTPHeaders: { "x-forwarded-for": "192.0.2.77" },
    });
    const visitor = await context.newPage();
    await visitor.goto(`/p/${username}`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Ama Mensah" })).toBeVisible();
    const resume = visitor.getByRole("link", { name: "Download resume" });
    // A resume on another site is linked directly (our domain never redirects elsewhere); the click pings us.
    await expect(resume).toHaveAttribute("href", "https://cv.example/ama-mensah.pdf");
    await expect(resume).toHaveAttribute("ping", new RegExp(`/p/${username}/resume$`));
    if (i === 0) {
      // The file lives elsewhere (unreachable here): the ping a click sends is what counts, posted as the browser does.
      const ping = await context.request.post(`/p/${username}/resume`, {
        headers: { "content-type": "text/ping" },
        data: "PING",
      });
      expect(ping.status()).toBe(204);
    }
    await context.close();
  }
}

test("a visitor's views reach the owner's dashboard; Free sees the basic numbers and the upgrade offer", async ({
  page,
  browser,
}) => {
  const { id, username } = await publishPortfolio(page.request);
  await visit(browser, username);

  await page.setViewportSize({ width: 375, height: 800 });
  // Views are written in batches about every second: the count appears within a few reloads.
  await expect(async () => {
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "Ama's portfolio" });
    await expect(card.getByTestId("portfolio-views")).toHaveText("3", { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  await page.getByRole("link", { name: "Analytics of Ama's portfolio" }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolios/${id}/analytics$`));
  await expect(page.getByRole("heading", { level: 1, name: "Analytics: Ama's portfolio" })).toBeVisible();
  await expect(page.getByText("Total views").locator("xpath=following-sibling::dd")).toHaveText("3");
  await expect(page.getByText("Resume downloads").locator("xpath=following-sibling::dd")).toHaveText("1");
  await expect(page.getByRole("heading", { name: "Get the analytics dashboard with Pro" })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, "free analytics");

  // Right to left: the same page in Arabic.
  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "الإحصاءات: Ama's portfolio" })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, "free analytics (ar)");
  await page.evaluate(() => localStorage.setItem("language", "en"));
  await page.reload();

  // Keyboard alone: the upgrade offer opens the upgrade dialog.
  await page.getByRole("button", { name: "Upgrade to Pro" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("an owner made Pro by an administrator sees the charts, each with its numbers as a table", async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Two axe audits in two colour schemes, and, when this spec is the first to need the administrator, the wait for
  // its verification e-mail (admin rights need a verified address).
  test.setTimeout(60_000);
  const { id, username, userId } = await publishPortfolio(page.request);
  await visit(browser, username);

  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "192.0.2.78" } });
  await signInAsAdmin(admin);
  const upgrade = await admin.post(`/api/admin/users/${userId}/upgrade`, { data: { subscriptionType: "monthly" } });
  expect(upgrade.status()).toBe(200);
  await admin.dispose();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(async () => {
    await page.goto(`/portfolios/${id}/analytics`);
    await expect(page.getByText("Total views").locator("xpath=following-sibling::dd")).toHaveText("3", {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Views and unique visitors per day" })).toBeVisible();
  await expect(page.getByText(/^3 views and 1 unique visitor in the last 30 days\./)).toBeVisible();
  await expect(page.getByText("Views by device: phones 0, tablets 0, computers 3.")).toBeVisible();
  await expect(page.getByText("Resume downloads in the last 30 days: 1.")).toBeVisible();
  await expect(page.locator(".recharts-wrapper").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Get the analytics dashboard with Pro" })).toHaveCount(0);

  // The numbers behind the devices chart, reached with the keyboard.
  const summary = page.getByText("Show the numbers as a table").nth(1);
  await summary.focus();
  await page.keyboard.press("Enter");
  const devices = page.getByRole("region", { name: "Devices" });
  await expect(devices.getByRole("row", { name: /Computers\s*3/ })).toBeVisible();

  await page.getByLabel("Period").selectOption({ label: "Last 7 days" });
  await expect(page.getByText("Views, last 7 days")).toBeVisible();
  await expectAxeCleanInBothSchemes(page, "pro analytics");
});
