// `npm run bench`: every benchmark, one after another; each prints its figures and whether its budget is met.
import { execFileSync } from "node:child_process";
import { root } from "./lib.mjs";

for (const script of [
  "startup.mjs",
  "health.mjs",
  "autosave.mjs",
  "public-page.mjs",
  "scale-public-page.mjs",
  "analytics-views.mjs",
  "zip-export.mjs",
  "preview-latency.mjs",
  "js-budget.mjs",
  "lighthouse.mjs",
]) {
  console.log(`\n== bench/${script}`);
  execFileSync(process.execPath, [`bench/${script}`], { cwd: root, stdio: "inherit" });
}
