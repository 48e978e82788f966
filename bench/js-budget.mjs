/* global document */
// Budget (issue 10): JavaScript sent for / ≤ 150 KB gzipped. Loads the home page in Debian's Chromium as a
// first-time, signed-out visitor (empty cache), waits until the network is idle, and sums the gzip size
// (zlib, level 6: what a compressing proxy sends) of every script the page requested. Then scrolls to the end
// (the template showcase loads its frames lazily) and reports what that added, which must be no script at all,
// and what the first interaction adds (the app, which the prerendered home page loads only then; see
// apps/web/src/prerender/boot.ts). Also reports /pricing, which loads the app at once, for comparison.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";
import { freePort, reportBudget, root, startServer, stopServer, tempDataDir } from "./lib.mjs";

const BUDGET_KB = 150;
const pages = (process.env.PAGES ?? "/,/pricing").split(",");

execSync("node scripts/build-if-stale.mjs", { cwd: root, stdio: "inherit" });
const dataDir = tempDataDir();
const port = freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({ dataDir, port, env: { PUBLIC_URL: base } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});

/** Every script response of a page, as { url, raw, gzip } byte counts, collected while `during` runs. */
async function scriptsDuring(page, during) {
  const scripts = [];
  const onResponse = async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url().replace(base, ""), raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // A response without a body (a redirect) carries no script.
    }
  };
  page.on("response", onResponse);
  await during();
  page.off("response", onResponse);
  return scripts;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (list, key) => list.reduce((total, s) => total + s[key], 0);
let homeKb = Infinity;
let scrollAdded = 0;
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const firstLoad = await scriptsDuring(page, () => page.goto(`${base}${path}`, { waitUntil: "networkidle" }));
    const afterScroll = await scriptsDuring(page, async () => {
      for (let y = 0; y < 20; y++) {
        await page.mouse.wheel(0, 1200);
        await page.waitForTimeout(100);
      }
      await page.waitForLoadState("networkidle");
    });
    // The first interaction (hovering the page, then pressing the theme toggle) loads the app on /.
    const onInteraction = await scriptsDuring(page, async () => {
      const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
      await page.getByRole("button", { name: /switch to (dark|light) theme/i }).click();
      // The app has taken over when the prerendered marker is gone; the held click then toggles the theme.
      await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-prerendered"));
      await page.waitForFunction((was) => document.documentElement.classList.contains("dark") !== was, dark);
      await page.waitForTimeout(500);
    });
    await context.close();
    console.log(
      `\n${path}: ${firstLoad.length} scripts, ${kb(sum(firstLoad, "raw"))} KB raw, ${kb(sum(firstLoad, "gzip"))} KB gzipped`,
    );
    for (const s of firstLoad.sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${kb(s.gzip).padStart(7)} KB gz  ${s.url}`);
    console.log(
      `  after scrolling to the end: ${afterScroll.length} more scripts (${kb(sum(afterScroll, "gzip"))} KB gz)`,
    );
    console.log(
      `  after the first interaction: ${onInteraction.length} more scripts (${kb(sum(onInteraction, "gzip"))} KB gz), ` +
        `${kb(sum([...firstLoad, ...afterScroll, ...onInteraction], "gzip"))} KB gz in all`,
    );
    if (path === "/") {
      homeKb = sum(firstLoad, "gzip") / 1024;
      scrollAdded = afterScroll.length;
    }
  }
} finally {
  await browser.close();
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (pages.includes("/")) {
  console.log("");
  reportBudget("JavaScript for /, gzipped", `${homeKb.toFixed(1)} KB`, `≤ ${BUDGET_KB} KB`, homeKb <= BUDGET_KB);
  reportBudget("scripts added by scrolling / to the end", String(scrollAdded), "= 0", scrollAdded === 0);
}
