import { defineConfig } from "vitest/config";

// Playwright specs live in tests/e2e and are never picked up here.
// The server suite runs twice: on embedded PGlite, then on the machine's PostgreSQL (its own database).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "packages",
          include: ["packages/*/src/**/*.test.ts", "tests/lint/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server-pglite",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          env: { FOLIOCRAFT_TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "server-postgres",
          include: ["apps/server/src/**/*.test.ts"],
          // Tests that never touch the database, or that are about the embedded database's folder, run once.
          exclude: [
            "apps/server/src/server.process.test.ts",
            "apps/server/src/config.test.ts",
            "apps/server/src/data-dir.test.ts",
          ],
          environment: "node",
          globalSetup: ["apps/server/src/testing/global-setup.ts"],
          env: { FOLIOCRAFT_TEST_DB: "postgres" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "./apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
        },
      },
    ],
  },
});
