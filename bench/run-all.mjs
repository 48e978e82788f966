// `npm run bench`: every benchmark (or the ones named), one after another; each prints its figures with each budget beside its figure
// (`budget <what>: <figure> (budget <limit>) PASS|FAIL`, lib.mjs reportBudget). The summary at the end repeats those
// lines; the run exits 1 when a budget fails or a benchmark stops with an error.
import { spawn } from "node:child_process";
import { root } from "./lib.mjs";

const allScripts = [
  "startup.mjs",
  "health.mjs",
  "autosave.mjs",
  "public-page.mjs",
  "scale-public-page.mjs",
  "analytics-views.mjs",
  "zip-export.mjs",
  "share-image.mjs",
  "resume-pdf.mjs",
  "preview-latency.mjs",
  "js-budget.mjs",
  "lighthouse.mjs",
];
// `node bench/run-all.mjs public-page.mjs zip-export.mjs` runs only those (in the order above); no names runs them all.
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !allScripts.includes(name));
if (unknown.length) throw new Error(`unknown benchmarks: ${unknown.join(", ")} (known: ${allScripts.join(", ")})`);
const scripts = chosen.length ? allScripts.filter((name) => chosen.includes(name)) : allScripts;

/** Runs one benchmark, echoing its output; resolves with its exit code and its budget lines. */
function run(script) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`bench/${script}`], { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    const budgets = [];
    let pending = "";
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      budgets.push(...lines.filter((l) => /^budget .* (PASS|FAIL)$/.test(l)));
    });
    child.on("close", (code) => {
      if (/^budget .* (PASS|FAIL)$/.test(pending)) budgets.push(pending);
      resolve({ code, budgets });
    });
  });
}

const summary = [];
let failed = false;
for (const script of scripts) {
  console.log(`\n== bench/${script}`);
  const { code, budgets } = await run(script);
  summary.push(...budgets.map((b) => `${script.padEnd(22)} ${b}`));
  if (budgets.some((b) => b.endsWith(" FAIL"))) failed = true;
  else if (code !== 0) {
    summary.push(`${script.padEnd(22)} stopped with exit code ${code} before its budgets were measured`);
    failed = true;
  }
}
console.log(`\n== summary\n${summary.join("\n")}`);
process.exitCode = failed ? 1 : 0;
