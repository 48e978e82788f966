import { defineConfig } from "@playwright/test";
import { chromium, launchOptions } from "./tests/chromium";

// The themes' own checks in Debian's full Chromium (tests/chromium.ts), without the app: each worker serves
// renderSite's pages and the real font files itself (tests/themes/theme-site.ts), so the run starts in seconds and
// needs no build. `npm test` runs it after the journeys (scripts/test.mjs).
//
//   npm run test:themes                                  screenshots + layout signatures
//   npm run test:screens                                 the screenshots alone
//   npm run test:screens -- --update-snapshots           rewrite the baselines after an intended change
//   npm run test:screens -- -g "minimal "                one theme
//
// Baselines live in tests/themes/__screenshots__/ (one PNG per theme × fixture × width, named by the test). A
// changed theme fails here with the expected, actual and diff images under test-results/themes/; review them, then
// update and commit the baselines with the theme.
export default defineConfig({
  testDir: "tests/themes",
  outputDir: "test-results/themes",
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/themes.json" }]],
  expect: {
    // Glassmorphism's blurred layers take a while to draw on a busy machine.
    timeout: 15_000,
    // Pixel-exact apart from anti-aliasing noise: a theme's change shows up as a diff a person reviews.
    toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css", maxDiffPixels: 0 },
  },
  projects: [
    { name: "theme screens", testMatch: "theme-screens.spec.ts" },
    { name: "theme layouts", testMatch: "layout-signature.spec.ts" },
  ],
  use: {
    deviceScaleFactor: 1,
    reducedMotion: "reduce",
    // Same pixels on every machine: no LCD sub-pixel anti-aliasing, no hinting differences from the GPU path.
    launchOptions: launchOptions(chromium, ["--disable-lcd-text", "--font-render-hinting=none"]),
  },
});
