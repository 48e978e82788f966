import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { gotoApp } from "./settle";
import { mailTo } from "./mail";
import type { Page } from "@playwright/test";

// The info pages of issue 10 in real Chromium against the real server: the blog filter and a post, the Help Center
// search (a hit and a miss), the double opt-in of the newsletter and of the talent community with the e-mails read
// from the real SMTP peer, /api-docs as spec §2 describes it, Arabic right to left, and axe on every page in both
// themes.

// Own client address (the e2e server trusts X-Forwarded-For): the per-address sign-up limits must not depend on
// what other specs did before.
test.use({ extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${1 + Math.floor(Math.random() * 250)}` } });

const postTitles = [
  "Build your portfolio in five minutes",
  "Writing your portfolio with the AI assistant",
  "Deploying to GitHub Pages or Netlify",
  "What's new in Foliocraft",
];

const postLinks = (page: Page) => page.getByRole("main").getByRole("list").first().getByRole("link");

test("blog: the category filter is a radio group reflected in the URL, and a post opens on its own page", async ({
  page,
}) => {
  // The page's body arrives late, as on a slow connection: once the app has taken the page over, a click on a
  // filter must work at once (the body is hydrated with the rest, never left as inert markup waiting for its chunk).
  await page.route(/\/assets\/blog-index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoApp(page, "/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  await expect(postLinks(page)).toHaveCount(4);
  await expect(page.getByRole("radio", { name: "All" })).toBeChecked();

  await page.getByRole("radio", { name: "AI" }).click();
  await expect(page).toHaveURL(/\/blog\?category=ai$/);
  await expect(postLinks(page)).toHaveText(["Writing your portfolio with the AI assistant"]);

  // Keyboard: arrow keys move the choice within the group.
  await page.getByRole("radio", { name: "AI" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Tips" })).toBeChecked();
  await expect(page).toHaveURL(/category=tips$/);
  await expect(postLinks(page)).toHaveText(["Deploying to GitHub Pages or Netlify"]);

  // The URL is the source of truth: a shared link opens filtered.
  await gotoApp(page, "/blog?category=updates");
  await expect(page.getByRole("radio", { name: "Updates" })).toBeChecked();
  await expect(postLinks(page)).toHaveText(["What's new in Foliocraft"]);
  await page.getByRole("radio", { name: "All" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(postLinks(page)).toHaveText([...postTitles].reverse());

  await page.getByRole("link", { name: "Writing your portfolio with the AI assistant" }).click();
  await expect(page).toHaveURL(/\/blog\/writing-with-the-ai-assistant$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Writing your portfolio with the AI assistant" }),
  ).toBeVisible();
  await expect(page.getByText("The Foliocraft team").first()).toBeVisible();
  await expect(page.locator("time")).toHaveText("October 6, 2026");
  await expect(page.getByText("2 min read")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Tips for better drafts" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "writing" }).first()).toBeVisible();
  await expect(page).toHaveTitle("Writing your portfolio with the AI assistant · Foliocraft");

  await gotoApp(page, "/blog/no-such-post");
  await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
});

test("help: search finds a question by its answer, and a miss says so with the query", async ({ page }) => {
  await gotoApp(page, "/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help Center" })).toBeVisible();
  const quickLinks = page.getByRole("navigation", { name: "Quick links" });
  await expect(quickLinks.getByRole("link")).toHaveText([
    "Read the documentation",
    "Contact support",
    "API documentation",
  ]);
  const questions = page.locator("details summary");
  await expect(questions).toHaveCount(8);

  const search = page.getByLabel("Search the questions");
  await search.fill("mobile money");
  await expect(questions).toHaveText(["Can I get my money back?", "Which payment methods are accepted?"]);
  await questions.filter({ hasText: "Which payment methods" }).click();
  await expect(page.getByText("Payments are processed by Paystack in Ghanaian cedis (GHS).")).toBeVisible();

  await search.fill("bitcoin");
  await expect(questions).toHaveCount(0);
  await expect(page.getByText('No results found for "bitcoin"')).toBeVisible();

  await search.fill("");
  await page.getByRole("radio", { name: "Account and data" }).click();
  await expect(questions).toHaveText(["How do I export or delete my data?"]);

  await quickLinks.getByRole("link", { name: "API documentation" }).click();
  await expect(page).toHaveURL(/\/api-docs$/);
});

test("newsletter: subscribe → confirmation e-mail over SMTP → the link confirms; a repeat looks the same", async ({
  page,
  request,
  baseURL,
}) => {
  const email = `reader-${Date.now()}@example.com`;
  await gotoApp(page, "/blog");
  const box = page.getByRole("region", { name: "Get new posts by e-mail" });
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByText("Email is required")).toBeVisible();
  await box.getByLabel("Email address").fill("not-an-address");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByText("Enter a valid email address")).toBeVisible();

  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(
    "Almost done: check your inbox and open the link we sent you to confirm your subscription.",
  );

  const mail = await mailTo(request, email, "Confirm your subscription to the Foliocraft newsletter");
  expect(mail.to).toEqual([email]);
  const link = /(\S+\/newsletter\/confirm\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, "the e-mail holds the confirmation link").toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);
  const unsubscribe = /(\S+\/newsletter\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
  expect(unsubscribe, "the e-mail holds the unsubscribe link").toBeDefined();

  await gotoApp(page, link!);
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you! Your subscription is confirmed." }),
  ).toBeVisible();

  // Signing up again gives the same answer (nothing tells that the address is known).
  await gotoApp(page, "/blog/portfolio-in-five-minutes");
  const again = page.getByRole("region", { name: "Get new posts by e-mail" });
  await again.getByLabel("Email address").fill(email);
  await again.getByRole("button", { name: "Subscribe" }).click();
  await expect(again.getByRole("status")).toHaveText(/^Almost done/);

  await gotoApp(page, unsubscribe!);
  await expect(
    page.getByRole("status").filter({ hasText: "You are unsubscribed. You will not receive the newsletter any more." }),
  ).toBeVisible();

  await gotoApp(page, "/newsletter/confirm?token=forged");
  await expect(page.getByRole("alert")).toHaveText(
    "This link is invalid or has expired. Subscribe again on the blog to get a new one.",
  );
});

test("careers: not hiring, and the talent community is double opt-in: the e-mailed link confirms", async ({
  page,
  request,
}) => {
  const email = `talent-${Date.now()}@example.com`;
  await gotoApp(page, "/careers");
  await expect(page.getByText("We are not hiring at the moment.")).toBeVisible();
  const box = page.getByRole("region", { name: "Join our talent community" });
  await box.getByLabel("Email address").fill(email);
  await box.getByRole("button", { name: "Join" }).click();
  await expect(box.getByRole("status")).toHaveText(
    "Almost done: check your inbox and open the link we sent you to confirm that you want to join our talent community.",
  );

  const mail = await mailTo(request, email, "Confirm that you want to join the Foliocraft talent community");
  const link = /(\S+\/newsletter\/confirm\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, "the e-mail holds the confirmation link").toBeDefined();
  await gotoApp(page, link!);
  await expect(page.getByRole("heading", { level: 1, name: "Talent community" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({
      hasText: "Thank you! You are in our talent community. We will write to you when a role opens.",
    }),
  ).toBeVisible();
});

test("/api-docs as spec §2: Coming Soon hero, three cards, What's Coming, Stay Updated, footer", async ({ page }) => {
  await gotoApp(page, "/api-docs");
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Foliocraft API" })).toBeVisible();
  await expect(page.getByText("Coming Soon", { exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    "Fast Generation",
    "Developer Friendly",
    "Get Notified",
    "What's Coming",
    "Stay Updated",
  ]);
  for (const planned of [
    "API-key authentication",
    "Rate limiting and usage tracking",
    "Webhooks for deployments",
    "Bulk operations",
    "Template customization",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: planned })).toBeVisible();
  }
  await expect(page.getByText("100 requests per hour on the free plan and 1,000 on Premium")).toBeVisible();
  await expect(page.getByRole("link", { name: "Join Waitlist" })).toHaveAttribute("href", "/signup");
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("main").locator("footer")).toHaveText("© 2025 Foliocraft. All rights reserved.");
});

test("docs: the four sections are reachable by their anchors", async ({ page }) => {
  await gotoApp(page, "/docs#deployment");
  for (const id of ["getting-started", "features", "deployment", "api"]) {
    await expect(page.locator(`section#${id} h2`)).toBeVisible();
  }
  await expect(page.locator("section#deployment")).toBeInViewport();
  await expect(page.getByText("npm install && npm start")).toBeVisible();
});

test("in Arabic the info pages are right to left and translated", async ({ page }) => {
  await gotoApp(page, "/about");
  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await gotoApp(page, "/blog");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("radio", { name: "الذكاء الاصطناعي" })).toBeVisible();
  await expect(postLinks(page).first()).toHaveText("الجديد في Foliocraft");
  await gotoApp(page, "/help");
  await page.getByLabel("ابحث في الأسئلة").fill("بيتكوين");
  await expect(page.getByText("لم يتم العثور على نتائج لـ «بيتكوين»")).toBeVisible();
});

const pages = [
  "/about",
  "/blog",
  "/blog/deploy-to-github-pages-and-netlify",
  "/careers",
  "/help",
  "/docs",
  "/api-docs",
  "/newsletter/confirm?token=forged",
];

for (const colorScheme of ["light", "dark"] as const) {
  test(`the info pages pass axe at 375 px in the ${colorScheme} theme`, async ({ page }) => {
    // Eight pages, each loaded and scanned by axe: past the 30 s default on a loaded 2-core machine.
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of pages) {
      await gotoApp(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("info-page-splash")).toHaveCount(0);
      if (path.startsWith("/newsletter")) await expect(page.getByRole("alert")).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} fits 375 px`,
      ).toBeLessThanOrEqual(375);
    }
  });
}
