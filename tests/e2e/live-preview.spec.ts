import type { FrameLocator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Issue 20: a preview people can work with. At laptop width it starts as wide as its pane at actual size (readable),
// follows the section being edited (scrolled to it and outlined), keeps the reader's place across edits, zooms a
// device width, and opens full screen.

const PASSWORD = "correct-horse-1";

async function openBuilder(page: Page) {
  const email = `preview-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.goto("/generate");
  await expect(page.getByLabel("Full name")).toBeVisible();
}

const pane = (page: Page) => page.getByRole("complementary", { name: "Live preview" });
const frame = (page: Page): FrameLocator => pane(page).frameLocator('iframe[title="Preview of your portfolio"]');

/**
 * Whether a section of the page in the frame is brought to the top of the frame's viewport, or as near as the page
 * can scroll (a section near the end of a short page stays lower, with the page scrolled to its end).
 */
const atTop = (page: Page, id: string) =>
  frame(page)
    .locator(`#${id}`)
    .evaluate((el) => {
      const top = el.getBoundingClientRect().top;
      const root = el.ownerDocument.scrollingElement!;
      const atEnd = root.scrollTop >= root.scrollHeight - root.clientHeight - 2;
      return Math.abs(top) < 40 || (atEnd && top > 0 && top < root.clientHeight);
    });

test("the live preview is readable, follows the section being edited and keeps its place across edits", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openBuilder(page);
  await page.getByLabel("Full name").fill("Ama Mensah");
  await page.getByRole("textbox", { name: "About me" }).fill("Ten years of shipping products.");
  const skill = page.getByRole("textbox", { name: "Skills" });
  await skill.fill("TypeScript");
  await skill.press("Enter");
  await page.getByRole("button", { name: "Add project" }).click();
  await page.getByLabel("Project title").fill("Stock keeper");
  await page.getByRole("button", { name: "Add work experience" }).click();
  await page.getByLabel("Job title").fill("Senior engineer");
  await page.getByRole("button", { name: "Add education" }).click();
  await page.getByLabel("Degree").fill("BSc Computer Science");

  // Readable: the page is laid out at the pane's width at actual size (no zoom transform).
  await expect(pane(page).getByRole("button", { name: "As wide as the preview" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const iframe = pane(page).locator("iframe");
  expect(await iframe.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  await expect(frame(page).locator("h1")).toHaveText("Ama Mensah");

  // Editing a work experience: the preview shows the experience section at its top, outlined.
  await page.getByLabel("Job title").click();
  await expect(frame(page).locator("#experience")).toHaveAttribute("data-fc-editing", "");
  await expect.poll(() => atTop(page, "experience")).toBe(true);
  const scrolled = () =>
    frame(page)
      .locator("html")
      .evaluate((el) => el.ownerDocument.scrollingElement!.scrollTop);
  expect(await scrolled()).toBeGreaterThan(100);
  await page.screenshot({ path: test.info().outputPath("following.png") });

  // An edit re-renders the page: it still shows the experience, now with the new text.
  await page.getByLabel("Job title").fill("Staff engineer");
  await expect(frame(page).locator("#experience")).toContainText("Staff engineer");
  await expect.poll(() => atTop(page, "experience")).toBe(true);
  await expect(frame(page).locator("#experience")).toHaveAttribute("data-fc-editing", "");

  // Another section: the preview moves there and the outline with it.
  await page.getByLabel("Project title").click();
  await expect(frame(page).locator("#projects")).toHaveAttribute("data-fc-editing", "");
  await expect(frame(page).locator("#experience")).not.toHaveAttribute("data-fc-editing", "");
  await expect.poll(() => atTop(page, "projects")).toBe(true);

  // Desktop width at 100 %: the pane scrolls sideways to a real 1280 px page.
  await pane(page).getByRole("button", { name: "Desktop width" }).click();
  await pane(page).getByLabel("Zoom").selectOption({ label: "100%" });
  await expect(iframe).toHaveCSS("width", "1280px");
  expect(await iframe.evaluate((el) => getComputedStyle(el).transform)).toBe("none");
  const box = iframe.locator("xpath=..");
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  // Full screen: a dialog over the whole window, closed with Escape, focus back on its button.
  await pane(page).getByRole("button", { name: "Full screen" }).click();
  const dialog = page.getByRole("dialog", { name: "Live preview" });
  await expect(dialog).toBeVisible();
  const size = await dialog.boundingBox();
  expect(size?.width).toBe(1440);
  expect(size?.height).toBe(900);
  await expect(dialog.frameLocator("iframe").locator("h1")).toHaveText("Ama Mensah");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(pane(page).getByRole("button", { name: "Full screen" })).toBeFocused();
});
