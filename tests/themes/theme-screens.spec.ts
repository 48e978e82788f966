import { themeIds } from "@foliocraft/schemas";
import { expect, test, themeFixtures } from "./theme-site";

// Issue 19: every theme × fixture × width has a committed baseline, so any change to a theme's look is a diff a
// person reviews. Each image is the top of the page (about one and a half screens) at device scale 1, which keeps
// the set small and the run short while showing the part of a theme that makes it what it is.

/** Viewport and the height of the page's top that is compared. */
const widths = [
  { width: 1280, height: 800, clipHeight: 1200 },
  { width: 375, height: 812, clipHeight: 1400 },
];

for (const theme of themeIds) {
  for (const fixture of Object.keys(themeFixtures)) {
    for (const { width, height, clipHeight } of widths) {
      test(`${theme} ${fixture} ${width}`, async ({ themeTab: page, openTheme }) => {
        await page.setViewportSize({ width, height });
        await openTheme(page, theme, fixture);
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        await expect(page).toHaveScreenshot(`${theme}-${fixture}-${width}.png`, {
          fullPage: true,
          clip: { x: 0, y: 0, width, height: Math.min(pageHeight, clipHeight) },
        });
      });
    }
  }
}
