// Type-checks every workspace with its own tsconfig (strict; no emit), with TypeScript 7's native compiler
// (`typescript-7`, an alias of typescript@7): the same checks as TypeScript 5.9's tsc in a third of the time. The
// `typescript` package stays at 5.9 for what reads TypeScript through its JavaScript API (typescript-eslint's parser),
// which TypeScript 7 no longer offers. Called by path: both packages name their binary `tsc`.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { root } from "./build-if-stale.mjs";

const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve("typescript-7/package.json")), "bin/tsc");
const projects = ["packages/schemas", "packages/themes", "apps/server", "apps/web", "tsconfig.tools.json"];
let failed = 0;
for (const p of projects) {
  const r = spawnSync(process.execPath, [tsc, "-p", p], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
