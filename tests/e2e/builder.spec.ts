import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

// The portfolio builder (issue 5) in real Chromium against the real server: every section, autosave across a
// reload, two tabs in conflict, uploads, JSON Resume import, revisions, username and publishing.

const PASSWORD = "correct-horse-1";
let counter = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${++counter}`;

/** Signs up a new account in this page's browser context (its cookie jar) and opens a new portfolio. */
async function openNewPortfolio(page: Page): Promise<string> {
  const email = `${unique("builder")}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.goto("/generate");
  await expect(page).toHaveURL(/\/generate\?id=[^&]+/);
  await expect(page.getByLabel("Full name")).toBeVisible();
  return new URL(page.url()).searchParams.get("id") as string;
}

const saveStatus = (page: Page) => page.locator('[role="status"][aria-live="polite"]').first();
const allSaved = async (page: Page) => expect(saveStatus(page)).toHaveText("All changes saved", { timeout: 10_000 });

test("every section filled, a reload mid-way and a reload at the end keep all of it", async ({ page }) => {
  await openNewPortfolio(page);
  await page.getByLabel("Full name").fill("Ama Mensah");
  await page.getByLabel("Professional title").fill("Full-stack developer");
  await page.getByLabel("Short bio").fill("I build fast, accessible web apps.");
  await page.getByLabel("Email address").fill("ama@example.com");
  await page.getByLabel("Phone number").fill("+233 20 123 4567");
  await page.getByLabel("Location").fill("Accra, Ghana");
  await page.getByRole("textbox", { name: "About me" }).fill("Ten years of shipping products.");
  const skill = page.getByRole("textbox", { name: "Skills" });
  await skill.fill("TypeScript");
  await skill.press("Enter");
  await skill.fill("React, PostgreSQL");
  await skill.press("Enter");

  // Reload before the autosave can have run: the device copy brings everything back.
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Ama Mensah");
  await expect(page.getByRole("textbox", { name: "About me" })).toHaveValue("Ten years of shipping products.");
  await expect(page.getByRole("list", { name: "Skills" })).toContainText("PostgreSQL");

  await page.getByRole("button", { name: "Add project" }).click();
  await page.getByLabel("Project title").fill("Stock keeper");
  await page.getByLabel("Live demo link").fill("https://stock.example.com");
  await page.getByRole("button", { name: "Add work experience" }).click();
  await page.getByLabel("Job title").fill("Senior engineer");
  await page.getByRole("button", { name: "Add education" }).click();
  await page.getByLabel("Degree").fill("BSc Computer Science");
  await page.getByRole("textbox", { name: "LinkedIn" }).fill("https://www.linkedin.com/in/ama");
  await page.getByLabel("Show a hire-me section").check();
  await page.getByLabel("Hourly rate").fill("GHS 300 / hour");
  await page.getByLabel("Show a contact form").check();
  await page.getByLabel("Form title").fill("Write to me");
  await page.getByRole("button", { name: "Add testimonial" }).click();
  await page.getByLabel("Quote").fill("Always on time.");
  await page.getByRole("button", { name: "Add service" }).click();
  await page.getByLabel("Service", { exact: true }).fill("Web apps");
  await page.getByRole("button", { name: "Add achievement" }).click();
  await page.getByLabel("Achievement", { exact: true }).fill("Hackathon winner");
  await page.getByLabel("Offer my resume for download").check();
  await page.getByLabel("Resume (PDF)").fill("https://example.com/cv.pdf");
  await page.getByLabel("Title in search results").fill("Ama Mensah — developer");
  await allSaved(page);

  await page.reload();
  await expect(page.getByLabel("Project title")).toHaveValue("Stock keeper");
  await expect(page.getByLabel("Job title")).toHaveValue("Senior engineer");
  await expect(page.getByLabel("Degree")).toHaveValue("BSc Computer Science");
  await expect(page.getByRole("textbox", { name: "LinkedIn" })).toHaveValue("https://www.linkedin.com/in/ama");
  await expect(page.getByLabel("Hourly rate")).toHaveValue("GHS 300 / hour");
  await expect(page.getByLabel("Form title")).toHaveValue("Write to me");
  await expect(page.getByLabel("Quote")).toHaveValue("Always on time.");
  await expect(page.getByLabel("Service", { exact: true })).toHaveValue("Web apps");
  await expect(page.getByLabel("Achievement", { exact: true })).toHaveValue("Hackathon winner");
  await expect(page.getByLabel("Resume (PDF)")).toHaveValue("https://example.com/cv.pdf");
  await expect(page.getByLabel("Title in search results")).toHaveValue("Ama Mensah — developer");
  await expect(page.getByLabel("Full name")).toHaveValue("Ama Mensah");
  // The live preview is the real renderer's page.
  const preview = page.frameLocator('iframe[title="Preview of your portfolio"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Ama Mensah");
  await expect(preview.getByRole("heading", { name: "Projects" })).toBeVisible();
});

test("two tabs: the stale one gets the conflict dialog, and both choices work", async ({ page, context }) => {
  await openNewPortfolio(page);
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(other.getByLabel("Full name")).toBeVisible();

  await page.getByLabel("Professional title").fill("Saved in tab one");
  await allSaved(page);
  await other.getByLabel("Location").fill("Kumasi");
  const dialog = other.getByRole("dialog", { name: "This portfolio was changed somewhere else" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole("button", { name: "Take theirs" }).click();
  await expect(other.getByLabel("Professional title")).toHaveValue("Saved in tab one");
  await expect(other.getByLabel("Location")).toHaveValue("");
  await allSaved(other);

  // Tab one is now behind: its next edit conflicts, and this time it keeps its own.
  await other.getByLabel("Short bio").fill("From tab two");
  await allSaved(other);
  await page.getByLabel("Location").fill("Accra");
  const second = page.getByRole("dialog", { name: "This portfolio was changed somewhere else" });
  await expect(second).toBeVisible({ timeout: 10_000 });
  await second.getByRole("button", { name: "Keep mine" }).click();
  await allSaved(page);
  await other.reload();
  await expect(other.getByLabel("Location")).toHaveValue("Accra");
  await expect(other.getByLabel("Short bio")).toHaveValue("");
});

test("a text file named .png is refused with a readable message", async ({ page }) => {
  await openNewPortfolio(page);
  await page
    .getByLabel("Upload an image")
    .first()
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("just some text, not a picture") });
  const field = page.getByLabel("Upload an image: Profile picture");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const message = page.locator(`[id="${(await field.getAttribute("aria-describedby"))!.split(" ")[1]}"]`);
  await expect(message).toBeVisible();
  await expect(message).not.toHaveText("");
  // Nothing stored: no picture, and still the upload (not "Replace") button.
  await expect(page.getByRole("group", { name: "Profile picture" }).locator("img")).toHaveCount(0);
  await expect(page.getByText("Upload an image").first()).toBeVisible();
});

// A 4×4 PNG (made with sharp): the server re-encodes uploads, so it must be a real image.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4EaABRwzEcQASUhQB+IC1lwAAAABJRU5ErkJggg==",
  "base64",
);

test("an uploaded picture is stored on this server and shows in the sandboxed live preview", async ({ page }) => {
  await openNewPortfolio(page);
  await page.getByLabel("Full name").fill("Kofi Boateng");
  await page
    .getByLabel("Upload an image")
    .first()
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("group", { name: "Profile picture" }).locator("img").first()).toHaveAttribute(
    "src",
    /^\/assets\/[0-9a-f]{64}\.webp$/,
  );
  await allSaved(page);
  // The frame's document is opaque-origin (sandbox=""), yet /assets/… resolves against the app and the CSP lets
  // the image load: its natural width is known only once it has.
  const frame = page.frameLocator('iframe[title="Preview of your portfolio"]');
  const avatar = frame.locator("img.avatar");
  await expect(avatar).toHaveAttribute("src", /\/assets\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("importing the JSON Resume fixture fills the form", async ({ page }) => {
  await openNewPortfolio(page);
  const fixture = readFileSync(new URL("../../packages/schemas/src/fixtures/json-resume.sample.json", import.meta.url));
  await page.getByLabel("Import a file (JSON Resume or exported content)").setInputFiles({
    name: "resume.json",
    mimeType: "application/json",
    buffer: fixture,
  });
  // The review step: each section with what to do with it, and what was shortened (the phone's extension).
  const review = page.getByRole("dialog", { name: "Review the import of resume.json" });
  await expect(review.getByText(/a phone number keeps only digits/)).toBeVisible();
  await review.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Yaw Asante");
  await expect(page.getByLabel("Professional title")).toHaveValue("Frontend Engineer");
  await expect(page.getByLabel("Job title").first()).toHaveValue("Senior Frontend Engineer");
  await expect(page.getByLabel("Project title").first()).toHaveValue("susu-ui");
  await expect(page.getByLabel("GitHub", { exact: true })).toHaveValue("https://github.com/yawasante");
  await allSaved(page);
});

test("restoring a saved version brings its content back", async ({ page }) => {
  await openNewPortfolio(page);
  await page.getByLabel("Full name").fill("First name");
  await allSaved(page);
  await page.getByLabel("Full name").fill("Second name");
  await allSaved(page);

  await page.getByRole("button", { name: "Version history" }).click();
  const dialog = page.getByRole("dialog", { name: "Version history" });
  // Saves seconds apart make one editing session; opened, it lists its saves newest first: the second one is the
  // save before the last one.
  await dialog.getByRole("button", { name: /^Show its \d+ saves$/ }).click();
  await dialog
    .getByRole("button", { name: /^Version \d+ ·/ })
    .nth(1)
    .click();
  await dialog.getByRole("button", { name: "Show how this version looked" }).click();
  await expect(dialog.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveText("First name");
  await dialog.getByRole("button", { name: "Restore whole version" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("First name");
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("First name");
});

test("claim a username, publish, and the public page answers with the portfolio", async ({ page, request }) => {
  await openNewPortfolio(page);
  await page.getByLabel("Full name").fill("Efua Owusu");
  await allSaved(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Choose your theme" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Preview your portfolio" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  const username = unique("efua").slice(0, 30).toLowerCase();
  await page.getByLabel("Username").fill(username);
  await expect(page.getByText("This username is available")).toBeVisible();
  await page.getByRole("button", { name: "Claim username" }).click();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Your portfolio is live!")).toBeVisible();

  const live = await request.get(`/p/${username}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain("Efua Owusu");

  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("heading", { name: "Portfolio Created" })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`/p/${username}`) })).toBeVisible();
});

test("the builder has no detectable accessibility violations: light and dark, and in Arabic at phone width", async ({
  page,
}) => {
  // Eight full axe audits, the theme step's now with the style panel (font previews, the section list) and the info
  // step's with the translations panel: more than a minute on a loaded 2-core machine. Every assertion stands.
  test.setTimeout(120_000);
  await openNewPortfolio(page);
  const scan = async () => {
    const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  };
  await scan();
  // Dark, with an error shown (red on dark must still contrast) and the export step's controls.
  await page.evaluate(() => window.localStorage.setItem("theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByLabel("Website").fill("not a link");
  await expect(page.getByText("Enter a link starting with http:// or https://")).toBeVisible();
  await scan();
  await page.goto(`${page.url()}&step=export`);
  await expect(page.getByLabel("Username")).toBeVisible();
  await scan();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.localStorage.setItem("language", "ar"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByText("معلومات معرض الأعمال").first()).toBeVisible();
  // Every step, right to left on a phone: no violations and nothing sticking out sideways.
  const base = page.url().replace(/&step=\w+/, "");
  for (const step of ["", "&step=theme", "&step=preview", "&step=export", "&step=done"]) {
    await page.goto(`${base}${step}`);
    await expect(page.getByRole("navigation", { name: "خطوات الإنشاء" })).toBeVisible();
    await scan();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow on "${step || "info"}"`).toBeLessThanOrEqual(0);
  }
});
