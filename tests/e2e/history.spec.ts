import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

// Version history with differences (issue 20 item 3) in real Chromium against the real server: edits over several
// autosaves, a publish (kept as a named version), the difference of a changed field marked word by word, restoring
// one section (and only it), naming a version — by keyboard, light and dark, at phone width, with axe.

const PASSWORD = "correct-horse-1";
let counter = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${++counter}`;

async function openNewPortfolio(page: Page): Promise<string> {
  const email = `${unique("history")}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.goto("/generate");
  await expect(page).toHaveURL(/\/generate\?id=[^&]+/);
  await expect(page.getByLabel("Full name")).toBeVisible();
  return page.url();
}

const saveStatus = (page: Page) => page.locator('[role="status"][aria-live="polite"]').first();
const allSaved = async (page: Page) => expect(saveStatus(page)).toHaveText("All changes saved", { timeout: 10_000 });

/** A portfolio edited over several autosaves, published, then edited again (title and project). */
async function publishedThenEdited(page: Page): Promise<string> {
  const url = await openNewPortfolio(page);
  await page.getByLabel("Full name").fill("Ama Mensah");
  await allSaved(page);
  await page.getByLabel("Professional title").fill("Product designer");
  await allSaved(page);
  await page.getByRole("button", { name: "Add project" }).click();
  await page.getByLabel("Project title").fill("Stock keeper");
  await allSaved(page);

  await page.goto(`${url}&step=export`);
  const username = unique("hist").slice(0, 30).toLowerCase();
  await page.getByLabel("Username").fill(username);
  await expect(page.getByText("This username is available")).toBeVisible();
  await page.getByRole("button", { name: "Claim username" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Your portfolio is live!")).toBeVisible();

  await page.goto(url);
  await page.getByLabel("Professional title").fill("Senior Product designer");
  await allSaved(page);
  await page.getByLabel("Project title").fill("Stock keeper app");
  await allSaved(page);
  return url;
}

test("see what changed since the publish, restore one section, only that section changes", async ({ page }) => {
  const url = await publishedThenEdited(page);

  await page.getByRole("button", { name: "Version history" }).click();
  const dialog = page.getByRole("dialog", { name: "Version history" });
  const list = dialog.getByRole("list", { name: "Saved versions" });
  // Newest first: the edits after the publish (one session), then the publish as a version of its own.
  await expect(list.getByRole("button", { pressed: false }).first()).toContainText("Editing session");
  const published = list.getByRole("button", { name: /^Published/ });
  await expect(published).toHaveCount(1);
  await published.click();

  // The published version against the current draft: "Senior " was added to the title, the project renamed.
  await expect(dialog.getByText("Changes from Published")).toBeVisible();
  const basics = dialog.getByRole("region", { name: "Basic info" });
  await expect(basics.getByText("Professional title")).toBeVisible();
  await expect(basics.locator("ins")).toHaveText("added: Senior ");
  await expect(basics.locator("del")).toHaveCount(0);
  const projects = dialog.getByRole("region", { name: "Projects" });
  await expect(projects.locator("ins")).toHaveText("added: app");
  await expect(dialog.getByRole("region", { name: "Skills" })).toHaveCount(0);

  await basics.getByRole("button", { name: /Restore this section/ }).click();
  await expect(page.getByText("Section restored.")).toBeVisible();
  await expect(page.getByLabel("Professional title")).toHaveValue("Product designer");
  // Only that section: the project keeps its new title, and the name stays.
  await expect(page.getByLabel("Project title")).toHaveValue("Stock keeper app");
  await expect(page.getByLabel("Full name")).toHaveValue("Ama Mensah");
  await page.reload();
  await expect(page.getByLabel("Professional title")).toHaveValue("Product designer");
  await expect(page.getByLabel("Project title")).toHaveValue("Stock keeper app");
  await expect(page).toHaveURL(url);

  // The restore is itself a version, so it can be undone from the history.
  await page.getByRole("button", { name: "Version history" }).click();
  await expect(list.getByRole("button", { name: /^Restored Basic info from version \d+/ })).toBeVisible();
});

test("name a version, by keyboard alone; the dialog is axe clean light and dark, and fits 375 px", async ({ page }) => {
  // Four full axe audits with a filled dialog on a 2-core machine: more than the default 30 s.
  test.setTimeout(90_000);
  await publishedThenEdited(page);
  const scan = async () => {
    const results = await new AxeBuilder({ page }).include("dialog[open]").exclude("iframe").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };

  const history = page.getByRole("button", { name: "Version history" });
  await history.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Version history" });
  const published = dialog.getByRole("button", { name: /^Published/ });
  await published.focus();
  await page.keyboard.press("Enter");
  await expect(published).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByRole("region", { name: "Basic info" })).toBeVisible();
  await scan();

  const name = dialog.getByLabel("Version name");
  await name.focus();
  await page.keyboard.type("Launch 🚀 إطلاق");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText("Name saved.")).toBeVisible();
  await expect(dialog.getByRole("list", { name: "Saved versions" })).toContainText("Launch 🚀 إطلاق");

  // Too long: explained, not sent.
  await name.fill("x".repeat(61));
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Use at most 60 characters, without invisible control characters.",
  );

  // Compare two versions: the selector is a native select, reachable by Tab.
  await dialog.getByLabel("Compare with").selectOption({ index: 1 });
  await expect(dialog.getByText(/^Changes from /)).toBeVisible();
  await scan();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.evaluate(() => window.localStorage.setItem("theme", "dark"));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Version history" }).click();
  await dialog.getByRole("button", { name: /^Launch/ }).click();
  await expect(dialog.getByRole("region", { name: "Basic info" })).toBeVisible();
  await scan();
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, "the dialog scrolls sideways at 375 px").toBeLessThanOrEqual(0);
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(pageOverflow).toBeLessThanOrEqual(0);
});
