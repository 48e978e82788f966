// `npm test`: lint, type-check, every vitest suite (packages, server on PGlite, server on PostgreSQL, web), the
// Playwright journeys in Chromium and the themes' screenshots and layout signatures (playwright.themes.config.ts).
// Ends with one line totalling every suite: `N passed, N failed, N skipped`.
// Lint and type-check count as one check each.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { root } from "./build-if-stale.mjs";

const resultsDir = path.join(root, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
// The failed tests by name, repeated under the totals: a long log is often read from its end only.
const failures = [];

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return r.status ?? 1;
}

/** Runs a command beside others; prints its output (stdout and stderr, interleaved as written) when it ends. */
function concurrently(name, cmd, args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (status) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      process.stdout.write(`\n▶ ${name} (${seconds} s)\n${Buffer.concat(output).toString("utf8")}`);
      resolve(status === 0);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

// Lint, format, type-check and the build read the sources and write nothing the others read (the type-checks
// emit nothing), and each of them is mostly one thread: run side by side they keep both cores busy. Each one's
// output is printed whole when it ends, so the log reads as if they had run one after another.
const [lintOk, formatOk, typecheckOk, buildOk] = await Promise.all([
  concurrently("lint", "npx", ["eslint", "."]),
  concurrently("format", "npx", ["prettier", "--check", "."]),
  concurrently("typecheck", "node", ["scripts/typecheck.mjs"]),
  concurrently("build", "npm", ["run", "build", "--silent"]),
]);
for (const [name, ok] of [
  ["lint", lintOk],
  ["format", formatOk],
  ["typecheck", typecheckOk],
]) {
  totals[ok ? "passed" : "failed"] += 1;
  summary.push(`${name}: ${ok ? "passed" : "FAILED"}`);
}

console.log("\n▶ vitest (packages, server on PGlite and PostgreSQL, web)");
const vitestOut = path.join(resultsDir, "vitest.json");
fs.rmSync(vitestOut, { force: true });
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestOut}`,
]);
const v = readJson(vitestOut);
if (v) {
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests + (v.numFailedTestSuites > 0 && v.numFailedTests === 0 ? v.numFailedTestSuites : 0);
  totals.skipped += v.numPendingTests + v.numTodoTests;
  summary.push(
    `vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed (${v.numFailedTestSuites} failed files)`,
  );
  for (const file of v.testResults ?? []) {
    const name = path.relative(root, file.name ?? "");
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests) failures.push(`vitest › ${name} › ${t.fullName}: ${whyVitestFailed(t, name)}`);
    if (file.status === "failed" && failedTests.length === 0) failures.push(`vitest › ${name} (the file failed)`);
  }
} else {
  totals.failed += 1;
  summary.push(`vitest: did not report (exit ${vitestStatus})`);
}

totals[buildOk ? "passed" : "failed"] += 1;
summary.push(`build: ${buildOk ? "passed" : "FAILED"}`);

/** Runs one Playwright configuration and adds its JSON report's counts to the totals. */
function playwright(title, label, args, report) {
  console.log(`\n▶ ${title}`);
  const out = path.join(resultsDir, report);
  fs.rmSync(out, { force: true });
  const status = buildOk ? run("npx", ["playwright", "test", ...args]) : 1;
  const e = readJson(out);
  if (e?.stats) {
    totals.passed += e.stats.expected + e.stats.flaky;
    totals.failed += e.stats.unexpected + (e.errors?.length ?? 0);
    totals.skipped += e.stats.skipped;
    summary.push(`${label}: ${e.stats.expected} passed, ${e.stats.unexpected} failed, ${e.stats.flaky} flaky`);
    failures.push(...failedPlaywrightTests(e.suites ?? [], label));
    for (const error of e.errors ?? []) failures.push(`${label} › ${String(error.message ?? "").split("\n")[0]}`);
  } else {
    totals.failed += 1;
    summary.push(`${label}: did not report (exit ${status})`);
  }
}

/**
 * The first lines of an error that say what was expected and what came (a matcher's message, its "Expected" and
 * "Received" lines, and the first rows of a diff, where a list of axe findings names the rule that failed), on one
 * line: enough to tell a timeout from a wrong value without the whole log.
 */
function firstLines(message) {
  return stripVTControlCharacters(String(message ?? ""))
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("at ") && !line.startsWith("Call log"))
    .slice(0, 8)
    .join(" | ")
    .slice(0, 800);
}

/** A failed Vitest test's first error lines and the line of the test file the error came from. */
function whyVitestFailed(test, file) {
  const message = String(test.failureMessages?.[0] ?? "");
  const line = new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:(\\d+)`).exec(message)?.[1];
  return `${line ? `line ${line}: ` : ""}${firstLines(message)}`;
}

/** "label › file:line › title" of each test a Playwright JSON report counts as unexpected. */
function failedPlaywrightTests(suites, label) {
  const found = [];
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const last = test.results?.at(-1);
        const why = firstLines(last?.error?.message ?? last?.status);
        const at = last?.error?.location ? ` at line ${last.error.location.line}` : "";
        // tests/e2e/failure-notes.ts: the page's address, what it showed and the API calls that failed.
        const notes = [...(last?.annotations ?? []), ...(test.annotations ?? [])]
          .filter((note) => note.type === "page at failure")
          .map((note) => ` [${note.description}]`);
        found.push(
          `${label} › ${spec.file}:${spec.line} › ${spec.title} (${test.projectName})${at}: ${why}${[...new Set(notes)].join("")}`,
        );
      }
    }
    found.push(...failedPlaywrightTests(suite.suites ?? [], label));
  }
  return found;
}

// The journeys against the built server, then the themes' screenshots and layout signatures (no server: each
// worker renders the pages itself; playwright.themes.config.ts). Each run empties its own output folder, so each
// report is read before the next run starts.
playwright("playwright (Chromium)", "e2e", [], "e2e.json");
playwright(
  "playwright themes (Chromium: screenshots, layouts)",
  "themes",
  ["-c", "playwright.themes.config.ts"],
  "themes.json",
);

if (failures.length > 0) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${summary.join("\n")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
