import { execFileSync } from "node:child_process";
import { defineConfig } from "@playwright/test";

// End-to-end journeys in Debian's Chromium (never `playwright install`), against the real built server on a free
// port with a temporary DATA_DIR (scripts/e2e-server.mjs). The port is chosen once, in the runner process; the
// workers inherit it through the environment.
if (!process.env.E2E_PORT) {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}
if (!process.env.E2E_FAKE_PORT) {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  process.env.E2E_FAKE_PORT = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The fake GitHub/Google (contracts.md) the app talks to over real HTTP during the journeys.
const fakeURL = `http://127.0.0.1:${process.env.E2E_FAKE_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  webServer: [
    {
      command: `node --import tsx apps/server/src/testing/fake-oauth-main.ts ${process.env.E2E_FAKE_PORT}`,
      url: `${fakeURL}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        GITHUB_CLIENT_ID: "e2e-client",
        GITHUB_CLIENT_SECRET: "e2e-secret-never-in-browser",
        GITHUB_URL: fakeURL,
        GITHUB_API_URL: `${fakeURL}/api`,
        GOOGLE_CLIENT_ID: "e2e-client",
        GOOGLE_CLIENT_SECRET: "e2e-secret-never-in-browser",
        GOOGLE_AUTH_URL: `${fakeURL}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${fakeURL}/token`,
        GOOGLE_USERINFO_URL: `${fakeURL}/userinfo`,
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
