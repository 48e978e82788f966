import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabaseKind } from "./testing/test-env";

// The production bundle is built exactly as `npm run build` builds it (build.mjs), into a temporary folder, and
// read: the test harness's additions (testing/test-server.ts: the probe job and POST /api/test/job-probe) are not in
// it, while the real routes are.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-bundle-"));

// It does not depend on the database, so it runs once (in the embedded-database suite).
describe.skipIf(testDatabaseKind() !== "pglite")("the production server bundle", () => {
  afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

  it("holds the app's routes and none of the test harness's", () => {
    execFileSync(process.execPath, ["build.mjs", outdir], { cwd: serverDir, stdio: "pipe" });
    const bundle = fs.readFileSync(path.join(outdir, "server.js"), "utf8");
    expect(bundle).toContain('"/api/health"');
    expect(bundle).not.toContain("/api/test/");
    expect(bundle).not.toContain("job-probe-file");
    expect(bundle).not.toMatch(/probe-job|defineProbeJob/);
    const sourceMap = JSON.parse(fs.readFileSync(path.join(outdir, "server.js.map"), "utf8")) as { sources: string[] };
    expect(sourceMap.sources.some((s) => s.endsWith("run-server.ts"))).toBe(true);
    expect(sourceMap.sources.filter((s) => s.includes("/testing/"))).toEqual([]);
    // Every worker thread's module (a file the bundle loads by its URL: the résumé's Typst, the font subsetter) is
    // beside it.
    const workers = [...bundle.matchAll(/new URL\("\.\/([\w-]+\.mjs)", import\.meta\.url\)/g)].map((m) => m[1]!);
    expect(workers.sort()).toEqual(["font-subset-worker.mjs", "typst-worker.mjs"]);
    for (const worker of workers) expect(fs.existsSync(path.join(outdir, worker)), worker).toBe(true);
  }, 120_000);
});
