import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import sharp from "sharp";

// The builder from the user's chair (issue 20 items 4–6) in real Chromium against the real server: a keyboard-only
// walk where every focused control is fully in view (never under the sticky header, WCAG 2.4.11), whole step names
// on a phone, axe on every step (English light, Arabic dark, phone and laptop), the picture field with its focal
// point reaching the renderer, and the Pro limits shown where they bite, then carried through an upgrade.

const PASSWORD = "correct-horse-1";
let counter = 0;
const unique = (name: string) => `${name}-${Date.now().toString(36)}-${++counter}`;

async function openNewPortfolio(page: Page): Promise<string> {
  const email = `${unique("keys")}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.goto("/generate");
  await expect(page).toHaveURL(/\/generate\?id=[^&]+/);
  await expect(page.getByLabel("Full name")).toBeVisible();
  return new URL(page.url()).searchParams.get("id") as string;
}

// The theme step draws twenty live thumbnails: on a busy 2-core machine its first paint can take longer than the
// default 5 s. Waits for a step to appear use this; every assertion stands.
const stepLoad = { timeout: 20_000 };

const allSaved = (page: Page) =>
  expect(page.locator('[role="status"][aria-live="polite"]').first()).toHaveText("All changes saved", {
    timeout: 10_000,
  });

// A 4×4 PNG (made with sharp): the server re-encodes uploads, so it must be a real image.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4EaABRwzEcQASUhQB+IC1lwAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Where the focused element is, and what covers it: its visible box (a visually hidden control is drawn by its
 * parent: the file input's button, the theme card), the bottom of everything stuck to the top of the viewport (the
 * header, the builder's section index), and whether the box's centre is really it (not something painted over it).
 */
function focusReport(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const own = active.getBoundingClientRect();
    const box = own.width > 2 && own.height > 2 ? active : (active.parentElement ?? active);
    const rect = box.getBoundingClientRect();
    let covered = 0;
    // A fixed control (the skip link) is drawn above the header, never under it.
    const fixed = getComputedStyle(active).position === "fixed";
    const bars = [document.querySelector("header"), document.querySelector("[data-sticky-section-nav]")];
    // A control inside a sticky bar moves with it: nothing of the page scrolls over it.
    const inBar = bars.some((bar) => bar?.contains(active));
    for (const el of fixed || inBar ? [] : bars) {
      if (!el) continue;
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      // Only while stuck at the top, and above the same columns (the wide screen's section index has its own).
      const stuck = (style.position === "sticky" || style.position === "fixed") && r.top <= 64.5 && r.bottom > 0;
      if (stuck && r.left < rect.right && r.right > rect.left) {
        covered = Math.max(covered, r.bottom);
      }
    }
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + Math.min(rect.height, window.innerHeight - rect.top) / 2;
    const hit = document.elementFromPoint(cx, cy);
    const label =
      `${active.tagName.toLowerCase()} ${active.getAttribute("aria-label") ?? ""} ${active.id} ${(active.textContent ?? "").slice(0, 40)}`.trim();
    return {
      label: `${label} [${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)} hit ${hit?.tagName ?? "none"}.${hit?.className ?? ""}]`,
      top: rect.top,
      bottom: rect.bottom,
      height: rect.height,
      covered,
      viewport: window.innerHeight,
      // The iframe's own document takes focus inside the live preview: its element is the frame.
      onTop: !!hit && (box.contains(hit) || hit.contains(box) || active.tagName === "IFRAME"),
    };
  });
}

/** Tabs through the page `presses` times (or until `stopAt` is focused); after each, the focused element is in view. */
async function tabWalk(page: Page, presses: number, stopAt?: string): Promise<number> {
  let checked = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press("Tab");
    const report = await focusReport(page);
    if (!report) continue;
    checked++;
    const where = `Tab ${i + 1}: ${report.label}`;
    expect(report.top, `${where} is under the sticky header (${report.covered}px)`).toBeGreaterThanOrEqual(
      report.covered - 0.5,
    );
    expect(report.top, `${where} is below the viewport`).toBeLessThan(report.viewport);
    // Whole when it fits between the sticky bar and the bottom of the viewport.
    if (report.height <= report.viewport - report.covered) {
      expect(report.bottom, `${where} is cut at the bottom`).toBeLessThanOrEqual(report.viewport + 0.5);
    }
    expect(report.onTop, `${where} is painted over`).toBe(true);
    if (stopAt && report.label.includes(stopAt)) break;
  }
  return checked;
}

for (const size of [
  { width: 1280, height: 720 },
  { width: 375, height: 700 },
]) {
  test(`keyboard only at ${size.width} px: every focused control is fully in view after every Tab`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await openNewPortfolio(page);
    await page.getByLabel("Full name").fill("Ama Mensah");
    // A project and a picture, so the walk crosses a list item and the picture field's controls.
    await page.getByRole("button", { name: "Add project" }).click();
    await page
      .getByLabel("Upload an image: Profile picture")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await expect(page.getByRole("slider", { name: "Focal point of Profile picture" })).toBeVisible();
    await allSaved(page);
    // From the top of a fresh page: skip link, header, steps, section index, every section, the preview, the footer.
    await page.reload();
    await expect(page.getByRole("slider", { name: "Focal point of Profile picture" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await tabWalk(page, 160)).toBeGreaterThan(60);
    // Then the other steps, from their top.
    for (const step of ["theme", "export"]) {
      await page.goto(`${page.url().replace(/&step=\w+/, "")}&step=${step}`);
      await expect(page.getByRole("navigation", { name: "Builder steps" })).toBeVisible(stepLoad);
      await expect(page.locator("#theme-step-title, #export-step-title")).toBeVisible(stepLoad);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await tabWalk(page, 40)).toBeGreaterThan(10);
    }
  });
}

test("at 375 px every step's name shows whole, and the theme picker fits the phone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await openNewPortfolio(page);
  const base = page.url().replace(/&step=\w+/, "");
  const names = { info: "Portfolio information", theme: "Choose your theme", preview: "Preview", export: "Export" };
  for (const [step, name] of Object.entries(names)) {
    await page.goto(step === "info" ? base : `${base}&step=${step}`);
    const nav = page.getByRole("navigation", { name: "Builder steps" });
    const current = nav.locator('[aria-current="step"]');
    await expect(current).toContainText(name, stepLoad);
    // Every label drawn on screen holds its whole text: no ellipsis, no clipping.
    const labels = await nav.locator("[data-step-label]").evaluateAll((spans) =>
      spans
        .filter((s) => s.getBoundingClientRect().width > 1)
        .map((s) => ({
          text: s.textContent,
          scroll: s.scrollWidth,
          client: s.clientWidth,
          overflow: getComputedStyle(s).textOverflow,
        })),
    );
    expect(labels.map((l) => l.text)).toEqual([name]);
    for (const l of labels) {
      expect(l.scroll, `"${l.text}" is cut`).toBeLessThanOrEqual(l.client);
      expect(l.overflow).not.toBe("ellipsis");
    }
    // Each step can be reached by its accessible name, even those drawn as a number.
    for (const other of Object.values(names)) await expect(nav.getByRole("button", { name: other })).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
  // The theme step: two cards a row, every name whole.
  await page.goto(`${base}&step=theme`);
  const cards = page.locator('input[name="portfolio-theme"] + label');
  await expect(cards).toHaveCount(20);
  const boxes = await cards.evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
  expect(new Set(boxes.slice(0, 2).map((b) => Math.round(b.top))).size).toBe(1);
  for (const b of boxes) expect(b.right).toBeLessThanOrEqual(375);
  const cut = await cards.evaluateAll((labels) =>
    labels
      .map((l) => l.querySelector("span.font-medium"))
      .filter((s): s is HTMLElement => !!s && (s.scrollWidth > s.clientWidth || s.scrollHeight > s.clientHeight + 1))
      .map((s) => s.textContent),
  );
  expect(cut).toEqual([]);
});

const fullScreen = { en: "Full screen", ar: "ملء الشاشة" } as const;

test("axe: every builder step and the full-screen preview, English light and Arabic dark, at 375 px and 1280 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openNewPortfolio(page);
  const base = page.url().replace(/&step=\w+/, "");
  const scan = async (where: string) => {
    const results = await new AxeBuilder({ page }).exclude("iframe").analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      where,
    ).toEqual([]);
  };
  for (const [language, theme] of [
    ["en", "light"],
    ["ar", "dark"],
  ] as const) {
    await page.evaluate(
      ({ l, t }) => {
        window.localStorage.setItem("language", l);
        window.localStorage.setItem("theme", t);
      },
      { l: language, t: theme },
    );
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const step of ["", "&step=theme", "&step=preview", "&step=export", "&step=done"]) {
        await page.goto(`${base}${step}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
        await expect(page.locator("nav[aria-label] ol")).toBeVisible(stepLoad);
        await scan(`${language} ${theme} ${width}px ${step || "info"}`);
        if (step !== "&step=preview") continue;
        // The preview's toolbar was scanned with the step; its full-screen dialog too, and pictured for review.
        await page.getByRole("button", { name: fullScreen[language] }).click();
        const dialog = page.getByRole("dialog");
        await expect(dialog).toBeVisible();
        await scan(`${language} ${theme} ${width}px full-screen preview`);
        await page.screenshot({ path: test.info().outputPath(`full-screen-${language}-${theme}-${width}.png`) });
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await page.screenshot({ path: test.info().outputPath(`preview-step-${language}-${theme}-${width}.png`) });
      }
    }
  }
});

test("picture field: upload shows the picture, the focal point is set from the keyboard, saved and drawn; remove clears it", async ({
  page,
}) => {
  const id = await openNewPortfolio(page);
  await page.getByLabel("Full name").fill("Kofi Boateng");
  const group = page.getByRole("group", { name: "Profile picture" });
  await page
    .getByLabel("Upload an image: Profile picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  // The picture itself, never its storage path in a text box.
  await expect(group.locator("img").first()).toHaveAttribute("src", /^\/assets\/[0-9a-f]{64}\.webp$/);
  for (const value of await page
    .getByRole("textbox")
    .evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).value))) {
    expect(value).not.toContain("/assets/");
  }
  const slider = group.getByRole("slider", { name: "Focal point of Profile picture" });
  await slider.focus();
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("ArrowUp");
  await expect(slider).toHaveAttribute("aria-valuetext", "20% from the left, 49% from the top");
  await allSaved(page);
  const saved = await (await page.request.get(`/api/portfolios/${id}`)).json();
  expect(saved.content.personal.profilePictureFocus).toEqual({ x: 20, y: 49 });
  // The renderer honours it: the live preview's photo is positioned on the point.
  const frame = page.frameLocator('iframe[title="Preview of your portfolio"]');
  await expect
    .poll(
      () =>
        frame
          .locator("img.avatar")
          .first()
          .evaluate((img) => getComputedStyle(img).objectPosition),
      {
        timeout: 10_000,
      },
    )
    .toBe("20% 49%");

  await group.getByRole("button", { name: "Remove: Profile picture" }).click();
  await expect(group.locator("img")).toHaveCount(0);
  await expect(group.getByRole("slider")).toHaveCount(0);
  await allSaved(page);
  const cleared = await (await page.request.get(`/api/portfolios/${id}`)).json();
  expect(cleared.content.personal.profilePicture).toBe("");
  expect(cleared.content.personal.profilePictureFocus).toBeUndefined();
});

test("picture field: zoom in from the keyboard, apply the crop, the page shows the cut; undo brings the original back", async ({
  page,
}) => {
  const id = await openNewPortfolio(page);
  await page.getByLabel("Full name").fill("Kofi Boateng");
  const group = page.getByRole("group", { name: "Profile picture" });
  // 600 × 400: a blue field with a red square on its left third, so the cut shows which part was kept.
  const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .composite([
      {
        input: await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 220, g: 40, b: 40 } } })
          .png()
          .toBuffer(),
        left: 50,
        top: 100,
      },
    ])
    .png()
    .toBuffer();
  await page
    .getByLabel("Upload an image: Profile picture")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  const picker = group.getByTestId("focal-point").locator("img");
  await expect(picker).toHaveAttribute("src", /^\/assets\/[0-9a-f]{64}\.webp$/);
  const original = await picker.getAttribute("src");

  // Zoom ×3 with the arrow keys on the slider, then move the point onto the red square (25 % across).
  const zoom = group.getByRole("slider", { name: "Zoom: Profile picture" });
  await zoom.focus();
  for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowRight");
  await expect(zoom).toHaveAttribute("aria-valuetext", "3.0×");
  await expect(group.getByTestId("crop-frame")).toBeVisible();
  const point = group.getByRole("slider", { name: "Focal point of Profile picture" });
  await point.focus();
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("Shift+ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(point).toHaveAttribute("aria-valuetext", "25% from the left, 50% from the top");
  await group.screenshot({ path: test.info().outputPath("zoom-drafted.png") });
  await group.getByRole("button", { name: "Apply crop" }).click();
  await expect(group.getByRole("button", { name: "Undo crop" })).toBeVisible();
  await allSaved(page);

  const saved = (await (await page.request.get(`/api/portfolios/${id}`)).json()).content.personal;
  expect(saved.profilePicture).toMatch(/^\/assets\/[0-9a-f]{64}\.webp$/);
  expect(saved.profilePicture).not.toBe(original);
  expect(saved.profilePictureFocus.crop).toEqual({ source: original, zoom: 3, x: 25, y: 50 });
  // The point sits in the cut's middle (within the half pixel that rounding the cut to whole pixels moves it).
  expect(saved.profilePictureFocus.x).toBe(50);
  expect(saved.profilePictureFocus.y).toBeCloseTo(50, 0);
  // The cut is a third of the picture around the red square: red all over.
  const cut = await page.request.get(saved.profilePicture);
  const { data, info } = await sharp(await cut.body())
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([200, 133]);
  const middle = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  expect(data[middle]).toBeGreaterThan(180);
  expect(data[middle + 2]).toBeLessThan(90);
  // The live preview draws the cut.
  const frame = page.frameLocator('iframe[title="Preview of your portfolio"]');
  await expect(frame.locator("img.avatar").first()).toHaveAttribute("src", new RegExp(saved.profilePicture.slice(8)), {
    timeout: 10_000,
  });
  await group.screenshot({ path: test.info().outputPath("zoom-applied.png") });

  await group.getByRole("button", { name: "Undo crop" }).click();
  await expect(group.getByTestId("crop-frame")).toHaveCount(0);
  await allSaved(page);
  const undone = (await (await page.request.get(`/api/portfolios/${id}`)).json()).content.personal;
  expect(undone.profilePicture).toBe(original);
  expect(undone.profilePictureFocus).toEqual({ x: 25, y: 50 });
});

test("Pro limits where the eye is: the lock and the upgrade on the card, the Export note before any click, and the publish goes through after the upgrade", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Paystack's inline checkout is unreachable here: the hosted checkout (the fake's page) takes over, as in payments.spec.
  await page.context().route(/https:\/\/(checkout|js|api)\.paystack\.co(m)?\//, (route) => route.abort());
  const id = await openNewPortfolio(page);
  await page.getByLabel("Full name").fill("Ama Mensah");
  await allSaved(page);
  await page.goto(`/generate?id=${id}&step=theme`);
  const corporate = page.locator("#theme-option-corporate");
  // The card: the radio over its picture and name, then (when chosen) the note below.
  const card = corporate.locator("xpath=../..");
  await expect(card.getByTestId("pro-lock")).toBeVisible(stepLoad);
  await expect(page.locator("#theme-option-minimal").locator("xpath=../..").getByTestId("pro-lock")).toHaveCount(0);
  await corporate.click();
  await expect(corporate).toBeChecked();
  // The note and the upgrade are on the card just chosen, in view.
  await expect(card.getByText("This is a Pro theme")).toBeInViewport();
  await expect(card.getByRole("button", { name: "Upgrade to Pro" })).toBeInViewport();
  await allSaved(page);

  await page.goto(`/generate?id=${id}&step=export`);
  const note = page.getByTestId("export-pro-note");
  await expect(note.getByRole("heading", { name: "Corporate is a Pro theme" })).toBeVisible();
  await expect(note).toContainText("publishing this portfolio with Corporate will be refused");
  // Nothing refused yet: the note came first.
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByLabel("Username").fill(unique("ama").slice(0, 28));
  await expect(page.getByText("This username is available")).toBeVisible();
  await page.getByRole("button", { name: "Claim username" }).click();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();

  await note.getByRole("button", { name: "Upgrade to Pro" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to Premium" });
  const popup = page.waitForEvent("popup", { timeout: 30_000 }).catch(() => null);
  await dialog.getByRole("button", { name: /^Pay GHS/ }).click();
  const sameTab = page.waitForURL(/\/checkout\//, { timeout: 30_000 }).then(() => page);
  const checkout = await Promise.race([popup.then((p) => p ?? sameTab), sameTab]);
  await checkout.getByRole("button", { name: "Pay with mobile money" }).click();

  // Back in the builder (inline, or through /pricing after a full-page checkout), the publish goes through by itself.
  await expect(page.getByText("Your portfolio is live!")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/generate\\?id=${id}`));
  const detail = await (await page.request.get(`/api/portfolios/${id}`)).json();
  expect(detail).toMatchObject({ status: "published", content: { theme: "corporate" } });
  await expect(page.getByTestId("export-pro-note")).toHaveCount(0);
});
