import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

// The dashboard and "my portfolios" (issue 4 §2, §4) in real Chromium against the real server: welcome, plan,
// create, duplicate, export, deploy, view live, delete with confirmation, the template gallery, search and sort.

const PASSWORD = "correct-horse-1";
let counter = 0;
const randomAddress = () =>
  `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const unique = (name: string) => `${name}-${Date.now()}-${++counter}`;

/** A signed-in user who finished onboarding (so the app treats them as established). */
async function signUp(page: Page, name = "Ama Mensah") {
  const email = `${unique("dash")}@example.com`;
  const response = await page.request.post("/api/account/sign-up", {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
    // Sign-ups are limited per address (10 an hour): each one here comes from an address of its own.
    headers: { "x-forwarded-for": randomAddress() },
  });
  expect(response.status()).toBe(201);
  const onboarding = await page.request.put("/api/profile/onboarding", {
    data: {
      data: {
        name,
        profession: "Product Designer",
        experience: "senior",
        skills: ["Figma", "UI/UX Design"],
        interests: ["Product Design"],
        preferredStyle: "elegant",
      },
    },
  });
  expect(onboarding.ok()).toBe(true);
  return email;
}

async function createPortfolio(page: Page, name: string) {
  const response = await page.request.post("/api/portfolios", { data: { name } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

async function openMenu(page: Page, name: string) {
  await card(page, name)
    .getByRole("button", { name: `More actions for ${name}` })
    .click();
}

test("welcome, plan and create: a new portfolio opens in the builder and shows on the dashboard", async ({ page }) => {
  await signUp(page, "Kofi Boateng");
  await page.goto("/dashboard");
  await expect(page.getByText("Welcome back, Kofi Boateng")).toBeVisible();
  const plan = page.getByRole("region", { name: "Your plan" });
  await expect(plan.getByText("Free Plan", { exact: true })).toBeVisible();
  await expect(plan.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByText("You have no portfolios yet. Create one to get started.")).toBeVisible();

  await page.getByRole("button", { name: "Create new portfolio" }).click();
  await page.waitForURL(/\/generate\?id=/);
  await page.goto("/dashboard");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article").getByText("Draft")).toBeVisible();
  await expect(page.getByRole("article").getByText("Simple Elegant")).toBeVisible();
});

test("duplicate, export, deploy and delete with confirmation", async ({ page }) => {
  await signUp(page);
  const first = await createPortfolio(page, "Studio site");
  await page.goto("/dashboard");
  await expect(card(page, "Studio site")).toBeVisible();
  await expect(card(page, "Studio site").getByRole("link", { name: "Edit Studio site" })).toHaveAttribute(
    "href",
    `/generate?id=${first.id}`,
  );

  await openMenu(page, "Studio site");
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await expect(page.getByText("Created “Studio site (copy)”.")).toBeVisible();
  await expect(card(page, "Studio site (copy)")).toBeVisible();

  // Export downloads the static site as a ZIP.
  await openMenu(page, "Studio site");
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export ZIP" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const path = await download.path();
  const { statSync } = await import("node:fs");
  expect(statSync(path).size).toBeGreaterThan(100);

  await openMenu(page, "Studio site");
  await page.getByRole("menuitem", { name: "Deploy" }).click();
  await expect(page).toHaveURL(`/deploy?portfolio=${first.id}`);

  await page.goto("/dashboard");
  await openMenu(page, "Studio site (copy)");
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete “Studio site (copy)”?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(page, "Studio site (copy)")).toBeVisible();
  // Focus is back on the menu button the dialog came from.
  await expect(
    card(page, "Studio site (copy)").getByRole("button", { name: "More actions for Studio site (copy)" }),
  ).toBeFocused();

  // The keyboard alone: the menu opens with Enter, the item is chosen with arrows, the dialog confirms with Enter.
  await card(page, "Studio site (copy)").getByRole("button", { name: "More actions for Studio site (copy)" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Delete portfolio" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Deleted “Studio site (copy)”.")).toBeVisible();
  await expect(card(page, "Studio site (copy)")).toHaveCount(0);
  const list = (await (await page.request.get("/api/portfolios")).json()) as { portfolios: { name: string }[] };
  expect(list.portfolios.map((p) => p.name)).toEqual(["Studio site"]);
});

test("view live appears once published and opens the public page", async ({ page }) => {
  await signUp(page, "Efua Owusu");
  const portfolio = await createPortfolio(page, "Public one");
  const username = unique("efua").toLowerCase().slice(0, 30).replace(/-+$/, "");
  expect((await page.request.put("/api/profile/username", { data: { username } })).ok()).toBe(true);
  await page.goto("/dashboard");
  await expect(card(page, "Public one").getByRole("link", { name: /View live/ })).toHaveCount(0);

  expect((await page.request.post(`/api/portfolios/${portfolio.id}/publish`)).ok()).toBe(true);
  await page.reload();
  await expect(card(page, "Public one").getByText("Published")).toBeVisible();
  await card(page, "Public one").getByRole("link", { name: "View live: Public one" }).click();
  await expect(page).toHaveURL(`/p/${username}`);
  await expect(page.getByText("Efua Owusu").first()).toBeVisible();
});

test("browse templates: every theme rendered, Pro marked; a template starts a portfolio in that theme", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Show templates" }).click();
  const gallery = page.getByRole("region", { name: "Browse templates" });
  await expect(gallery.getByRole("listitem")).toHaveCount(20);
  await expect(gallery.locator("iframe")).toHaveCount(20);
  await expect(gallery.getByText("Free", { exact: true })).toHaveCount(3);
  await expect(gallery.getByText("Pro", { exact: true })).toHaveCount(17);
  // A real rendering: the sample portfolio's name inside the Ocean Deep thumbnail.
  const ocean = gallery.frameLocator("iframe[title='Preview of the Ocean Deep theme']");
  await expect(ocean.locator("h1").first()).not.toBeEmpty();

  await gallery.getByRole("button", { name: "Use this template: Ocean Deep" }).click();
  await page.waitForURL(/\/generate\?id=/);
  const id = new URL(page.url()).searchParams.get("id");
  const detail = (await (await page.request.get(`/api/portfolios/${id}`)).json()) as { theme: string };
  expect(detail.theme).toBe("ocean-deep");
});

test("/portfolios: search and sort, kept in the address", async ({ page }) => {
  await signUp(page);
  for (const name of ["Zebra studio", "alpha notes", "Mango prints"]) await createPortfolio(page, name);
  await page.goto("/portfolios");
  await expect(page.getByRole("heading", { level: 1, name: "My portfolios" })).toBeVisible();
  const names = page.getByRole("article").getByRole("heading");
  await expect(names).toHaveText(["Mango prints", "alpha notes", "Zebra studio"]);
  await page.getByLabel("Sort by").selectOption("name");
  await expect(names).toHaveText(["alpha notes", "Mango prints", "Zebra studio"]);
  await page.getByLabel("Search portfolios").fill("man");
  await expect(names).toHaveText(["Mango prints"]);
  await expect(page.getByText("Matches: 1 of 3")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Search portfolios")).toHaveValue("man");
  await expect(page.getByLabel("Sort by")).toHaveValue("name");
  await page.getByLabel("Search portfolios").fill("nothing at all");
  await expect(page.getByText("No portfolios match “nothing at all”.")).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const language of ["en", "ar"] as const) {
    test(`dashboard and /portfolios pass axe at 375 px (${language}, ${colorScheme})`, async ({ page }) => {
      // A sign-up, a portfolio, twenty template previews and three full axe audits: past 30 s on a loaded machine.
      test.setTimeout(60_000);
      await signUp(page);
      await createPortfolio(page, "Axe check");
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/about");
      await page.evaluate((code) => localStorage.setItem("language", code), language);
      const audit = async (what: string) => {
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      };
      await page.goto("/dashboard");
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(page.getByRole("article")).toHaveCount(1);
      await page
        .locator("button[aria-expanded]")
        .filter({ hasText: language === "ar" ? "عرض القوالب" : "Show templates" })
        .click();
      await expect(page.locator("iframe")).toHaveCount(20);
      await audit("dashboard");
      await page.getByRole("article").getByRole("button").last().click();
      await expect(page.getByRole("menu")).toBeVisible();
      await audit("portfolio menu");
      await page.keyboard.press("Escape");
      await page.goto("/portfolios");
      await expect(page.getByRole("article")).toHaveCount(1);
      await audit("/portfolios");
    });
  }
}
