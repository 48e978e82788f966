// Type-checks every workspace with its own tsconfig (strict; no emit).
import { spawnSync } from "node:child_process";
import { root } from "./build-if-stale.mjs";

const projects = ["packages/schemas", "packages/themes", "apps/server", "apps/web", "tsconfig.tools.json"];
let failed = 0;
for (const p of projects) {
  const r = spawnSync("npx", ["tsc", "-p", p], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
