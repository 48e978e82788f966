// Budget (issue 10): Lighthouse on the prerendered marketing pages / and /pricing: performance ≥ 95,
// accessibility, best practices and SEO 100 (PAGES=/,/pricing by default), audited first.
// Budget (issue 6): Lighthouse performance, accessibility, best practices and SEO of /p/{username} in every theme:
// all 100. One published portfolio (the full fixture with uploaded pictures) is republished in each theme and
// audited with Lighthouse's default (mobile, simulated throttling) in Debian's Chromium. Lighthouse's performance
// score varies from run to run on a busy machine, so each theme is audited RUNS times (default 3) and the median
// run is reported, as Lighthouse's own documentation advises (docs/variability.md, computeMedianRun).
import { execSync } from "node:child_process";
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { freePort, reportBudget, root, startServer, stopServer, tempDataDir } from "./lib.mjs";
import { benchOwnerEmail, publishFullPortfolio } from "./published-portfolio.mjs";

// Imported after published-portfolio.mjs, which registers tsx for the TypeScript workspace packages.
const { themeIds } = await import("@foliocraft/schemas");
const categories = ["performance", "accessibility", "best-practices", "seo"];
// THEMES=minimal,neon audits only those themes; THEMES=none only the marketing pages.
const only = process.env.THEMES === "none" ? [] : process.env.THEMES?.split(",").filter(Boolean);
const marketingPages = (process.env.PAGES ?? "/,/pricing").split(",").filter(Boolean);
const runs = Number(process.env.RUNS ?? 3);

execSync("node scripts/build-if-stale.mjs", { cwd: root, stdio: "inherit" });
const dataDir = tempDataDir();
const port = freePort();
const base = `http://127.0.0.1:${port}`;
// The owner is an admin (ADMIN_EMAILS), so Pro themes may be published.
const server = await startServer({ dataDir, port, env: { PUBLIC_URL: base, ADMIN_EMAILS: benchOwnerEmail } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const rows = [];
const marketingRows = [];

/** The median of RUNS Lighthouse runs of a URL (a run that fails to trace is retried, up to twice per run). */
async function medianRun(url, label) {
  const lhrs = [];
  for (let attempt = 0; lhrs.length < runs && attempt < runs + 2; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
    });
    if (result.lhr.runtimeError) console.log(`${label}: Lighthouse error ${result.lhr.runtimeError.code}, retrying`);
    else lhrs.push(result.lhr);
  }
  const valid = filterToValidRuns(lhrs);
  if (!valid.length) throw new Error(`${label}: no valid Lighthouse run`);
  return computeMedianRun(valid);
}

try {
  // Budget (issue 10): the prerendered marketing pages / and /pricing: performance ≥ 95, the others 100.
  for (const page of marketingPages) {
    const lhr = await medianRun(`${base}${page}`, page);
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
      .filter((a) => categories.some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
      .map((a) => a.id);
    if (process.env.LH_DEBUG)
      fs.writeFileSync(`/tmp/lh-page${page.replaceAll("/", "-")}.json`, JSON.stringify(lhr, null, 1));
    marketingRows.push({ page, scores });
    console.log(
      `${page.padEnd(18)} ${scores.map((s) => String(s).padStart(4)).join(" ")}${failing.length ? `  below 100: ${failing.join(", ")}` : ""}`,
    );
  }
  const portfolio = (only ?? themeIds).length ? await publishFullPortfolio(base) : undefined;
  for (const theme of only ?? themeIds) {
    await portfolio?.republish(theme);
    // The public page is rendered from memory for 2 s after a visit; wait so the audit sees this theme.
    await new Promise((r) => setTimeout(r, 2100));
    const lhrs = [];
    // A run that fails to trace (NO_NAVSTART and the like) is not a score: it is retried, up to twice per run.
    for (let attempt = 0; lhrs.length < runs && attempt < runs + 2; attempt++) {
      const result = await lighthouse(`${base}/p/${portfolio.username}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      if (result.lhr.runtimeError) console.log(`${theme}: Lighthouse error ${result.lhr.runtimeError.code}, retrying`);
      else lhrs.push(result.lhr);
    }
    const valid = filterToValidRuns(lhrs);
    if (!valid.length) throw new Error(`${theme}: no valid Lighthouse run`);
    const lhr = computeMedianRun(valid);
    if (process.env.LH_DEBUG) fs.writeFileSync(`/tmp/lh-${theme}.json`, JSON.stringify(lhr, null, 1));
    const scores = categories.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
      .filter((a) => categories.some((c) => lhr.categories[c].auditRefs.some((r) => r.id === a.id && r.weight > 0)))
      .map((a) => a.id);
    rows.push({ theme, scores, failing });
    console.log(
      `${theme.padEnd(18)} ${scores.map((s) => String(s).padStart(4)).join(" ")}${failing.length ? `  below 100: ${failing.join(", ")}` : ""}`,
    );
  }
} finally {
  await chrome.kill();
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${"page".padEnd(18)} perf a11y  b-p  seo   (median of ${runs} runs)`);
for (const r of marketingRows)
  console.log(`${r.page.padEnd(18)} ${r.scores.map((s) => String(s).padStart(4)).join(" ")}`);
const marketingMet = marketingRows.every((r) => r.scores[0] >= 95 && r.scores.slice(1).every((s) => s === 100));
reportBudget(
  "Lighthouse / and /pricing",
  marketingRows.map((r) => `${r.page} ${r.scores.join("/")}`).join(", "),
  "performance ≥ 95, the others 100",
  marketingMet,
);
if (!rows.length) process.exit(0);
console.log(`\n${"theme".padEnd(18)} perf a11y  b-p  seo   (median of ${runs} runs)`);
for (const r of rows) console.log(`${r.theme.padEnd(18)} ${r.scores.map((s) => String(s).padStart(4)).join(" ")}`);
const all100 = rows.every((r) => r.scores.every((s) => s === 100));
reportBudget(
  "Lighthouse of every theme",
  `${rows.filter((r) => r.scores.every((s) => s === 100)).length} of ${rows.length} themes all 100`,
  "all 100",
  all100,
);
