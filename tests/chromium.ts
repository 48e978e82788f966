import { existsSync } from "node:fs";

// The browsers of the Playwright runs: Debian's, never `playwright install` (CHROMIUM_PATH overrides both).
//   chromium       full Chromium, the browser people have: what measures how text and pictures are drawn
//                  (the themes' screenshots, the bundled fonts' layout) runs here.
//   headlessShell  Debian's chromium-headless-shell, the same Blink and V8 without the desktop browser around them:
//                  it loads and runs the journeys a fifth faster on two cores. It positions glyphs a little
//                  differently (a Japanese tag came out half a pixel narrower once its face replaced the CJK
//                  stand-in, which Chromium draws to the same width). Chromium where it is not installed.
export const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const shell = "/usr/bin/chromium-headless-shell";
export const headlessShell = process.env.CHROMIUM_PATH ?? (existsSync(shell) ? shell : chromium);

/** Launch options for `executablePath`: quiet (no background traffic, updates, sync or QUIC), with `extraArgs`. */
export function launchOptions(executablePath: string, extraArgs: string[] = []) {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      ...extraArgs,
    ],
  };
}
