// Builds the web app and the server bundle when a source file is newer than its build output.
// `npm start` on an already-built tree skips the build entirely, so start-up stays fast.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withFileLockSync } from "./file-lock.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      const name = path.basename(p);
      if (name === "node_modules" || name === "dist") return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else if (!p.includes(".test.") && st.mtimeMs > newest) newest = st.mtimeMs; // tests do not change the build
  };
  for (const p of paths) walk(path.join(root, p));
  return newest;
}

function mtime(file) {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

const targets = [
  {
    name: "web app",
    workspace: "@foliocraft/web",
    output: "apps/web/dist/index.html",
    inputs: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      "apps/web/prerender.mjs",
      "packages/schemas/src",
      "packages/themes/src",
      "apps/web/package.json",
    ],
  },
  {
    name: "server",
    workspace: "@foliocraft/server",
    output: "apps/server/dist/server.js",
    inputs: [
      "apps/server/src",
      "apps/server/build.mjs",
      "packages/schemas/src",
      "packages/themes/src",
      "apps/server/package.json",
    ],
  },
];

// Two test runs starting at once (two terminals, parallel helpers) must not build into the same dist together. A
// kernel lock (file-lock.mjs): a killed build releases it at once.
const withBuildLock = (fn) => withFileLockSync(path.join(root, "node_modules", ".foliocraft-build.flock"), fn);

/** Builds what is out of date; returns the names of what was built. */
export function buildIfStale(options = {}) {
  return withBuildLock(() => buildStale(options));
}

function buildStale({ log = console.log } = {}) {
  const built = [];
  for (const t of targets) {
    const out = mtime(t.output);
    if (out > 0 && out >= newestMtime(t.inputs)) continue;
    log(`Building the ${t.name}…`);
    execSync(`npm run build --silent -w ${t.workspace}`, { cwd: root, stdio: "inherit" });
    built.push(t.name);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
