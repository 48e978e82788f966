import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { deployControl, exportedFiles, hashes, liveRegion, makePro, owner } from "./deploy-journey";
import { expect, test } from "./fixtures";
import { expectAxeCleanInBothSchemes } from "./page-audits";

// Deploys (issue 7) in Chromium against the real server, the fake GitHub (sign-in through fake-oauth, the deploy API
// in fake-deploy-main.ts) and the fake Netlify: connecting in popups, progress to live, history, Pro gating, an error
// with its way forward, the Netlify code page, and the page with axe in light and dark, at 375 px and in Arabic.

const control = deployControl;
const fakeGithub = `http://127.0.0.1:${process.env.E2E_FAKE_PORT}`;

/** Clicks `button`, which opens the provider popup; waits until the popup has reported and the row says so. */
async function connectInPopup(page: Page, button: string, connected: RegExp) {
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: button }).first().click();
  const popup = await popupOpened;
  await expect(page.getByText(connected).first()).toBeVisible({ timeout: 15_000 });
  await popup.close().catch(() => {});
}

test("a free user connects GitHub in a popup and pushes the site to a repository; Pro targets offer the upgrade", async ({
  page,
}) => {
  await page.request.post(`${fakeGithub}/__mode`, { data: { tokenMode: "ok", authorizeMode: "ok" } });
  const { username, portfolioId } = await owner(page);
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Deploy" }).first().click();
  await expect(page).toHaveURL(/\/deploy/);
  await expect(page.getByRole("heading", { name: "Deploy your portfolio" })).toBeVisible();
  await expect(page.getByLabel("Portfolio to deploy")).toHaveValue(portfolioId);
  await expect(page.getByRole("link", { name: "Download ZIP" })).toHaveAttribute(
    "href",
    `/api/portfolios/${portfolioId}/export.zip`,
  );
  await expect(page.getByText("Coming Soon")).toBeVisible();
  await expect(page.getByRole("link", { name: `/p/${username}` })).toHaveAttribute("href", `/p/${username}`);

  // GitHub Pages, Netlify, Vercel and Cloudflare Pages are Pro: the free plan sees the offer, which opens the upgrade dialog.
  await expect(page.getByRole("button", { name: "Upgrade to Pro" })).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Publish on Netlify" })).toHaveCount(0);
  await page.getByRole("button", { name: "Upgrade to Pro" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await connectInPopup(page, "Connect GitHub", /Connected to GitHub as octo\./);
  await expect(page.getByLabel("Repository name")).toHaveValue(`${username}-portfolio`);
  await page.getByRole("button", { name: "Push to GitHub" }).click();
  await expect(liveRegion(page)).toHaveText("Your site is live.", { timeout: 20_000 });
  const url = `https://github.example/octo/${username}-portfolio`;
  await expect(page.getByRole("link", { name: url }).first()).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "GitHub repository" });
  await expect(row).toContainText("Succeeded");
  await expect(row).toContainText(url);

  // The repository holds exactly the rendered site (the ZIP export), paths and bytes.
  const pushed = (await (
    await page.request.get(`${control}/__github/files?repo=octo/${username}-portfolio`)
  ).json()) as Record<string, { sha256: string }>;
  expect(hashes(pushed)).toEqual(await exportedFiles(page.request, portfolioId));

  // With its progress and history showing, the page still passes axe at 375 px, in dark too, and by keyboard the
  // history scrolls sideways (a focusable region).
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAxeCleanInBothSchemes(page, "deploy progress and history");
  // The scrolling box inside the history section (both are named by its heading).
  await expect(page.getByRole("region", { name: "Deploy history" }).last()).toHaveAttribute("tabindex", "0");
});

test("a Pro user connects Netlify in a popup, follows each step to live, and gets exactly the rendered site", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { userId, username, portfolioId } = await owner(page);
  await makePro(playwright, baseURL, userId);

  await page.goto(`/deploy?portfolio=${portfolioId}`);
  await connectInPopup(page, "Connect Netlify", /Connected to Netlify as /);
  await page.getByRole("button", { name: "Publish on Netlify" }).click();
  // The steps are announced as they change; the fake Netlify reports "processing" before "ready".
  await expect(page.getByRole("heading", { name: "Deploy to Netlify site" })).toBeVisible();
  await expect(liveRegion(page)).toHaveText("Your site is live.", { timeout: 20_000 });
  await expect(page.getByRole("list").filter({ hasText: "Preparing files" })).toContainText("Building");
  const url = `https://${username}-portfolio.netlify.example`;
  await expect(page.getByRole("link", { name: url }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Netlify site" })).toContainText("Succeeded");

  const deploys = (await (await page.request.get(`${control}/__netlify/deploys`)).json()) as {
    files: Record<string, { sha256: string }>;
  }[];
  expect(hashes(deploys.at(-1)!.files)).toEqual(await exportedFiles(page.request, portfolioId));
});

test("a revoked Netlify token: the deploy says so, Reconnect opens the popup, and Retry succeeds", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { userId, portfolioId } = await owner(page);
  await makePro(playwright, baseURL, userId);
  await page.goto(`/deploy?portfolio=${portfolioId}`);
  await connectInPopup(page, "Connect Netlify", /Connected to Netlify as /);

  await page.request.post(`${control}/__fail`, { data: { provider: "netlify", status: 401, path: "/sites$" } });
  await page.getByRole("button", { name: "Publish on Netlify" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Netlify no longer accepts your connection" });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText("Nothing was created on Netlify.");
  await expect(page.getByRole("row").filter({ hasText: "Netlify site" })).toContainText("Failed");

  await connectInPopup(page, "Reconnect Netlify", /Netlify is now connected for deploys\./);
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(liveRegion(page)).toHaveText("Your site is live.", { timeout: 20_000 });
});

test("the Netlify code page shows the code with a copy button, or the error with Close Window", async ({ page }) => {
  await page.goto("/auth/netlify/oob?code=nf-code-123");
  await expect(page.getByRole("heading", { name: "Netlify authorization code" })).toBeVisible();
  await expect(page.getByLabel("Authorization code")).toHaveText("nf-code-123");
  await expect(page.getByRole("button", { name: "Copy code" })).toBeVisible();
  await expect(page.getByText("This window closes in about 2 seconds.")).toBeVisible();

  await page.goto("/auth/netlify/oob?error=access_denied&error_description=The+user+denied+access.");
  // Our own words, never the provider's error_description (anyone can write it into the address).
  await expect(page.getByRole("alert")).toContainText("Netlify did not grant access to your account.");
  await expect(page.getByText("The user denied access.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Close Window" })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`/deploy passes axe at 375 px (${colorScheme}) and reads right to left in Arabic`, async ({ page }) => {
    await owner(page);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    const audit = async (what: string) => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    };
    await page.goto("/deploy");
    await expect(page.getByRole("heading", { name: "Deploy history" })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*\bdark\b).*$/);
    await audit("deploy");

    await page.evaluate(() => localStorage.setItem("language", "ar"));
    await page.goto("/deploy");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "سجل عمليات النشر" })).toBeVisible();
    await audit("deploy (ar)");
  });
}
