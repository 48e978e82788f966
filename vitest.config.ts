import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

// Most web test files run without per-file isolation (one module graph per worker): importing React, the router
// and the app's screens again for every file was two thirds of the web suite's time. A file that replaces modules
// with vi.mock needs a fresh module graph, or its mock would miss modules another file already imported; those run
// isolated, found here by what they contain so a new one is never forgotten.
const webRoot = new URL("./apps/web/", import.meta.url).pathname;
const webTests = readdirSync(`${webRoot}src`, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`);
const webTestsWithModuleMocks = webTests.filter((file) =>
  /\bvi\.(do)?mock\(/.test(readFileSync(`${webRoot}${file}`, "utf8")),
);

// Playwright specs live in tests/e2e and are never picked up here.
// The server suite runs twice: on embedded PGlite, then on the machine's PostgreSQL (its own database).
// Tests that start server processes (*.process.test.ts) run last: two files at a time, then on PostgreSQL the ones
// that time what they check run alone, one file at a time: how fast servers come back after an outage, how fast a
// change on one server reaches the other (on PGlite, one server, they only check it refuses a cluster). The
// process tests start a bundle of testing/test-server.ts made once per run (testing/global-setup.ts). The rest run
// on two workers (Vitest's default on two cores is one).
const processTests = "apps/server/src/**/*.process.test.ts";
const processTestsAlone = [
  "apps/server/src/database-outage.process.test.ts",
  "apps/server/src/scale-out.process.test.ts",
];
const serverProject = {
  environment: "node" as const,
  globalSetup: ["apps/server/src/testing/global-setup.ts"],
  // One module graph per worker (no per-file re-import of Fastify, Drizzle and better-auth): each file builds its
  // own app and database, and nothing here replaces modules with vi.mock.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
// Tests that never touch the database, or that are about the embedded database's folder, run once (on PGlite).
const pgliteOnly = [
  "apps/server/src/server.process.test.ts",
  "apps/server/src/server-lifecycle.process.test.ts",
  "apps/server/src/config.test.ts",
  "apps/server/src/data-dir.test.ts",
  // Reads the source (routes, services and repositories in their layers), not a database.
  "apps/server/src/architecture-layers.test.ts",
  // Runs the migrations on an in-memory PGlite of its own.
  "apps/server/src/modules/deploy/provider-state-migration.test.ts",
  // Migrates its own in-memory PGlite from before issue 21: the database under test is not the project's.
  "apps/server/src/db/translations-migration.test.ts",
];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "packages",
          include: [
            "packages/*/src/**/*.test.ts",
            "tests/lint/**/*.test.ts",
            "bench/**/*.test.mjs",
            "scripts/**/*.test.mjs",
          ],
          environment: "node",
        },
      },
      {
        test: {
          ...serverProject,
          name: "server-pglite",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: [processTests],
          env: { FOLIOCRAFT_TEST_DB: "pglite" },
        },
      },
      {
        test: {
          ...serverProject,
          name: "server-postgres",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: [processTests, ...pgliteOnly],
          env: { FOLIOCRAFT_TEST_DB: "postgres" },
        },
      },
      {
        test: {
          ...serverProject,
          name: "server-process-pglite",
          include: [processTests],
          env: { FOLIOCRAFT_TEST_DB: "pglite" },
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...serverProject,
          name: "server-process-postgres",
          include: [processTests],
          exclude: [...processTestsAlone, ...pgliteOnly],
          env: { FOLIOCRAFT_TEST_DB: "postgres" },
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...serverProject,
          name: "server-process-postgres-alone",
          include: processTestsAlone,
          env: { FOLIOCRAFT_TEST_DB: "postgres" },
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "./apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: webTestsWithModuleMocks,
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
          isolate: false,
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web-isolated",
          root: "./apps/web",
          include: webTestsWithModuleMocks,
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
        },
      },
    ],
  },
});
