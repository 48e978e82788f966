/* global document, HTMLInputElement -- these lines run inside the browser page (page.evaluate). */
// Issue 6 budget: the builder's live preview shows an edit ≤ 100 ms after it. Measured in Chromium against the
// built server: an edit is made in the page (the input event React listens to), and the time is taken from that
// moment to the moment the preview frame's new document finished parsing (its own navigation timing), both on the
// browser's clock. 40 edits after 5 warm-up edits; prints p50/p95/max.
import { chromium } from "playwright-core";
import { freePort, machineLoad, reportBudget, startServer, stopServer, tempDataDir } from "./lib.mjs";

const edits = 40;
const warmUp = 5;
const budgetMs = 100;

const port = freePort();
const { child, url } = await startServer({ dataDir: tempDataDir(), port });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const signUp = await page.request.post(`${url}/api/account/sign-up`, {
    data: { name: "Bench", email: "preview@example.com", password: "bench-pass", confirmPassword: "bench-pass" },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up failed: ${signUp.status()}`);
  await page.goto(`${url}/generate`);
  await page.waitForURL(/\/generate\?id=/);
  await page.locator('input[name="personal.fullName"]').waitFor();
  const previewFrame = () => page.frames().find((f) => f !== page.mainFrame() && f.url().startsWith("about:srcdoc"));

  const times = [];
  for (let i = 0; i < warmUp + edits; i++) {
    const marker = `Preview Bench ${i}`;
    const editedAt = await page.evaluate((value) => {
      const input = document.querySelector('input[name="personal.fullName"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      const at = performance.timeOrigin + performance.now();
      setValue.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      return at;
    }, marker);
    let shownAt;
    for (let tries = 0; tries < 400 && shownAt === undefined; tries++) {
      const frame = previewFrame();
      shownAt = await frame
        ?.evaluate((value) => {
          if (!document.body?.innerText.includes(value)) return undefined;
          const nav = performance.getEntriesByType("navigation")[0];
          return performance.timeOrigin + (nav?.domContentLoadedEventEnd || performance.now());
        }, marker)
        .catch(() => undefined);
      if (shownAt === undefined) await new Promise((r) => setTimeout(r, 5));
    }
    if (shownAt === undefined) throw new Error(`the preview never showed edit ${i}`);
    if (i >= warmUp) times.push(shownAt - editedAt);
  }
  times.sort((a, b) => a - b);
  const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  console.log(
    `preview update after an edit over ${edits} edits: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms`,
  );
  console.log(machineLoad());
  reportBudget("live preview after an edit, p95", `${pct(95).toFixed(1)} ms`, `≤ ${budgetMs} ms`, pct(95) <= budgetMs);
} finally {
  await browser.close();
  await stopServer(child);
}
