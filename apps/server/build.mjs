// Bundles the server and the workspace packages it uses into dist/server.js; npm dependencies stay external.
// `node build.mjs <folder>` writes to another folder (src/production-bundle.test.ts builds into a temporary one);
// `--entry=<file> --name=<file>` bundles another entry under another name (the process tests' server, with its
// test-only additions: src/testing/global-setup.ts).
import { build } from "esbuild";
import { copyFileSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  options: { entry: { type: "string" }, name: { type: "string" } },
  allowPositionals: true,
});
const outdir = positionals[0] ?? "dist";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith("@foliocraft/"));
external.push("zod", "pino", "pino-pretty");

await build({
  entryPoints: [values.entry ?? "src/server.ts"],
  outfile: `${outdir}/${values.name ?? "server.js"}`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// The résumé PDF's Typst worker and the font subsetter's run from their own files (a worker thread loads a module by
// path); the bundle finds them beside itself, as the source finds them beside typst-renderer.ts and font-subsetter.ts.
copyFileSync("src/modules/resume-pdf/typst-worker.mjs", `${outdir}/typst-worker.mjs`);
copyFileSync("src/modules/fonts/font-subset-worker.mjs", `${outdir}/font-subset-worker.mjs`);
