import { expect, test } from "./fixtures";
import { settleAnimations } from "./settle";
import {
  fullPortfolioFixture,
  longTextPortfolioFixture,
  nearEmptyPortfolioFixture,
  themeIds,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { renderSite, themeCatalog } from "@foliocraft/themes";
import sharp from "sharp";

// Quality gates of the 20 themes in real Chromium: each theme renders the full and the near-empty fixture (and the
// full one as Arabic, right to left) as the standalone page /p/{username} serves, loaded with setContent.

const arabic = (): PortfolioContent => ({ ...fullPortfolioFixture(), language: "ar" });
const fixtures: [string, () => PortfolioContent][] = [
  ["full", fullPortfolioFixture],
  ["near-empty", nearEmptyPortfolioFixture],
  ["full, Arabic", arabic],
  // Words wider than the phone in every field, left to right and right to left.
  ["long text", longTextPortfolioFixture],
  ["long text, Arabic", () => ({ ...longTextPortfolioFixture(), language: "ar" })],
];
const loopingThemes = themeCatalog.filter((t) => t.loops).map((t) => t.id);

function page(content: PortfolioContent, theme: string): string {
  const { files } = renderSite(content, {
    theme,
    showPoweredBy: true,
    poweredByUrl: "https://foliocraft.example",
    canonicalUrl: "https://foliocraft.example/p/ama",
    contactEndpoint: "https://foliocraft.example/api/public/portfolios/ama/contact",
    standalone: true,
    year: 2026,
  });
  return String(files.find((f) => f.path === "index.html")?.contents);
}

test.beforeEach(async ({ page: p }) => {
  // Hermetic: the fixtures' pictures point at example.com; nothing leaves the machine (a failed picture is fine).
  await p.route(/^https?:\/\//, (route) => route.abort());
});

// axe runs on every theme × fixture in theme-audits.spec.ts, on the pages people get (/p/ and the ZIP at 375 px);
// here each theme is held to the narrowest phone in use.
for (const theme of themeIds) {
  test(`${theme}: no horizontal overflow at 320 px`, async ({ page: p }) => {
    await p.setViewportSize({ width: 320, height: 900 });
    for (const [label, content] of fixtures) {
      await p.setContent(page(content(), theme));
      await settleAnimations(p);
      const overflow = await p.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${theme} × ${label}: horizontal overflow in px`).toBeLessThanOrEqual(0);
    }
  });
}

test("every theme that loops animates, pauses from its control (WCAG 2.2.2) and stops under reduced motion", async ({
  page: p,
}) => {
  expect(loopingThemes.length).toBeGreaterThan(0);
  const states = () =>
    p.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations === Infinity)
        .map((a) => a.playState),
    );
  for (const theme of loopingThemes) {
    await p.emulateMedia({ reducedMotion: "no-preference" });
    await p.setContent(page(fullPortfolioFixture(), theme));
    expect(await states(), `${theme} loops`).toContain("running");
    // The control is reached from the keyboard right after the skip link and toggled with the space bar.
    await p.keyboard.press("Tab");
    await p.keyboard.press("Tab");
    await expect(p.getByRole("checkbox", { name: "Pause animation" })).toBeFocused();
    await p.keyboard.press("Space");
    await expect(p.getByRole("checkbox", { name: "Pause animation" })).toBeChecked();
    const paused = await states();
    expect(
      paused.filter((s) => s !== "paused"),
      `${theme}: every loop paused`,
    ).toEqual([]);

    await p.emulateMedia({ reducedMotion: "reduce" });
    await p.setContent(page(fullPortfolioFixture(), theme));
    expect(await states(), `${theme} under reduced motion`).toEqual([]);
    await expect(p.locator(".motion")).toBeHidden();
  }
});

test("a picture that fails to load is hidden; one that loads is shown", async ({ page: p }) => {
  const red = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#e11d48" } })
    .png()
    .toBuffer();
  await p.unroute(/^https?:\/\//);
  await p.route(/^https?:\/\//, (route) =>
    route.request().url().endsWith("/ok.png") ? route.fulfill({ body: red, contentType: "image/png" }) : route.abort(),
  );
  /** Min and max of each colour channel inside the avatar's box (one flat colour: nothing drawn). */
  const avatarColours = async (picture: string) => {
    const content = {
      ...fullPortfolioFixture(),
      personal: { ...fullPortfolioFixture().personal, profilePicture: picture },
    };
    await p.setContent(page(content, "minimal"));
    const stats = await sharp(await p.locator(".avatar").screenshot()).stats();
    return stats.channels.slice(0, 3).map((c) => [c.min, c.max]);
  };
  // The page background is white: a hidden picture leaves a white box, without the broken-image frame.
  expect(await avatarColours("https://img.example/missing.png")).toEqual([
    [255, 255],
    [255, 255],
    [255, 255],
  ]);
  // The loaded picture (#e11d48) fills the circle: its green channel drops far below the white page's.
  const [, green] = await avatarColours("https://img.example/ok.png");
  expect(green![0]).toBeLessThan(40);
});

test("in forced colours (Windows high contrast) the symbols drawn as masks and the rating stars stay visible", async ({
  page: p,
}) => {
  await p.emulateMedia({ forcedColors: "active" });
  let symbols = 0;
  for (const theme of themeIds) {
    await p.setContent(page(fullPortfolioFixture(), theme));
    // Every pseudo-element painted through an SVG mask, and every star row: what paints it, against the page.
    const painted = await p.evaluate(() => {
      const page = getComputedStyle(document.body).backgroundColor;
      const text = getComputedStyle(document.body).color;
      const found: { what: string; paint: string }[] = [];
      for (const element of Array.from(document.querySelectorAll("body *"))) {
        for (const pseudo of ["::before", "::after"]) {
          const style = getComputedStyle(element, pseudo);
          if (style.maskImage.includes("data:image/svg"))
            found.push({ what: `${element.className}${pseudo}`, paint: style.backgroundColor });
        }
        if (element.classList.contains("star-row")) {
          const image = getComputedStyle(element).backgroundImage;
          found.push({ what: "star-row", paint: image.includes(text) ? text : `gradient dropped: ${image}` });
        }
      }
      return { page, text, found };
    });
    for (const { what, paint } of painted.found) {
      symbols += 1;
      expect(paint, `${theme}: ${what} painted in the system's text colour`).toBe(painted.text);
      expect(paint, `${theme}: ${what} differs from the page`).not.toBe(painted.page);
    }
  }
  expect(symbols, "symbols checked across the themes").toBeGreaterThan(20);
});
