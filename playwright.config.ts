import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { chromium, headlessShell, launchOptions } from "./tests/chromium";

// End-to-end journeys in Debian's Chromium (never `playwright install`), against the real built server on a free
// port with a temporary DATA_DIR (scripts/e2e-server.mjs), a fake GitHub/Google and a real SMTP peer. Ports are
// chosen once, in the runner process; the workers inherit them through the environment.
function freePortInto(name: string): number {
  if (!process.env[name]) {
    const script =
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
    process.env[name] = execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
  }
  return Number(process.env[name]);
}
const port = freePortInto("E2E_PORT");
const fakePort = freePortInto("E2E_FAKE_PORT");
const smtpPort = freePortInto("E2E_SMTP_PORT");
// The SMTP peer's HTTP side, where the tests read the e-mails (tests/e2e/password-reset.spec.ts).
const mailPort = freePortInto("E2E_MAIL_PORT");
// The fake Paystack (contracts.md §1): the server calls its API, the browser pays on its checkout page.
const paystackPort = freePortInto("E2E_PAYSTACK_PORT");
// The fake DNS server (apps/server/src/testing/fake-dns-server.ts): UDP for the server's lookups (DNS_RESOLVER), HTTP
// for the specs to set records (tests/e2e/custom-domain.spec.ts).
const dnsPort = freePortInto("E2E_DNS_PORT");
const dnsControlPort = freePortInto("E2E_DNS_CONTROL_PORT");
// The fake GitHub deploy API and fake Netlify (apps/server/src/testing/fake-deploy-main.ts), and their control port
// where tests/e2e/deploy.spec.ts injects failures and reads what was deployed.
const githubDeployPort = freePortInto("E2E_GITHUB_DEPLOY_PORT");
const netlifyPort = freePortInto("E2E_NETLIFY_PORT");
const deployControlPort = freePortInto("E2E_DEPLOY_CONTROL_PORT");
const vercelPort = freePortInto("E2E_VERCEL_PORT");
const cloudflarePort = freePortInto("E2E_CLOUDFLARE_PORT");
// "localhost", not 127.0.0.1: WebAuthn takes a domain name as the relying party and refuses an IP address, so the
// passkey journey (tests/e2e/passkeys.spec.ts) needs a PUBLIC_URL with a name. The server still listens on 127.0.0.1.
const baseURL = `http://localhost:${port}`;
// Specs that steer a shared fake (how the fake GitHub/Google answers next through /__mode, failures the fake deploy
// APIs inject through /__fail) run one at a time, beside the others: two of them at once would steer each other's
// fake. Found by what they contain, so a new one is never forgotten.
const e2eDir = new URL("./tests/e2e/", import.meta.url).pathname;
const fakeSteeringSpecs = readdirSync(e2eDir).filter(
  (file) => file.endsWith(".spec.ts") && /\/__(mode|fail)\b/.test(readFileSync(`${e2eDir}${file}`, "utf8")),
);
// The fake GitHub/Google (contracts.md) the app talks to over real HTTP during the journeys.
const fakeURL = `http://127.0.0.1:${fakePort}`;

// The journeys run in the headless shell; what measures how text is drawn in full Chromium (tests/chromium.ts).
const renderingSpecs = ["bundled-fonts.spec.ts"];
const journeyLaunch = (executablePath: string) => launchOptions(executablePath, ["--disable-quic"]);

export default defineConfig({
  testDir: "tests/e2e",
  // Spec files run two at a time (the tests of one file in order). Specs share the one e2e server and the fakes, so
  // each uses its own accounts, addresses and domains; E2E_WORKERS=1 runs them one by one to rule out interference.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: "fake-steering journeys", testMatch: fakeSteeringSpecs, workers: 1 },
    { name: "rendering journeys", testMatch: renderingSpecs, use: { launchOptions: journeyLaunch(chromium) } },
    { name: "journeys", testIgnore: [...fakeSteeringSpecs, ...renderingSpecs] },
  ],
  retries: 0,
  timeout: 30_000,
  // A state the page reaches (a URL after a lazily loaded route, a row after a save) gets up to 10 s: on a loaded
  // CI machine a route's code and data can take longer than Playwright's default 5 s to arrive.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  webServer: [
    {
      command: `node --import tsx apps/server/src/testing/fake-oauth-main.ts ${fakePort} http://127.0.0.1:${githubDeployPort}`,
      url: `${fakeURL}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx apps/server/src/testing/smtp-peer-main.ts ${smtpPort} ${mailPort}`,
      url: `http://127.0.0.1:${mailPort}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx apps/server/src/testing/fake-paystack-main.ts ${paystackPort}`,
      url: `http://127.0.0.1:${paystackPort}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx apps/server/src/testing/fake-dns-server.ts ${dnsPort} ${dnsControlPort}`,
      url: `http://127.0.0.1:${dnsControlPort}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node --import tsx apps/server/src/testing/fake-deploy-main.ts ${githubDeployPort} ${netlifyPort} ${deployControlPort} ${vercelPort} ${cloudflarePort}`,
      url: `http://127.0.0.1:${deployControlPort}/__health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://127.0.0.1:${port}/api/health`,
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
        // Deploys to Netlify go to the fake Netlify (GitHub deploys use the GitHub app above).
        NETLIFY_CLIENT_ID: "e2e-netlify",
        NETLIFY_CLIENT_SECRET: "e2e-netlify-secret-never-in-browser",
        NETLIFY_AUTH_URL: `http://127.0.0.1:${netlifyPort}/authorize`,
        NETLIFY_TOKEN_URL: `http://127.0.0.1:${netlifyPort}/oauth/token`,
        NETLIFY_API_URL: `http://127.0.0.1:${netlifyPort}/api/v1`,
        VERCEL_API_URL: `http://127.0.0.1:${vercelPort}`,
        CLOUDFLARE_API_URL: `http://127.0.0.1:${cloudflarePort}`,
        // Lets a spec come from an address of its own (X-Forwarded-For), so the per-address limits (10 sign-ups an
        // hour) are not one budget for the whole suite: see tests/e2e/password-reset.spec.ts.
        TRUST_PROXY: "true",
        // Real delivery: every e-mail (verification, password reset) goes to the SMTP peer above.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Foliocraft <no-reply@foliocraft.test>",
        // /contact mail goes to this address (tests/e2e/contact-status.spec.ts).
        SUPPORT_EMAIL: "support@foliocraft.test",
        PAYSTACK_SECRET_KEY: "sk_test_e2e_secret_never_in_browser",
        PAYSTACK_PUBLIC_KEY: "pk_test_e2e_public",
        PAYSTACK_API_URL: `http://127.0.0.1:${paystackPort}`,
        // Deployment webhooks may reach the receiver a journey runs on this machine (tests/e2e/api-webhooks.spec.ts);
        // test-only: a real server refuses loopback addresses.
        FOLIOCRAFT_WEBHOOKS_ALLOW_LOOPBACK: "true",
        // Custom domains verify against the fake DNS server; owners point their CNAME at this name.
        DNS_RESOLVER: `127.0.0.1:${dnsPort}`,
        CUSTOM_DOMAIN_TARGET: "sites.foliocraft.test",
        // Administrators for specs that need one (tests/e2e/analytics.spec.ts upgrades an owner to Pro through the
        // first; tests/e2e/contact-status.spec.ts posts /status incidents as the second).
        ADMIN_EMAILS: "admin-e2e@foliocraft.test,status-admin@foliocraft.test",
      },
      reuseExistingServer: false,
      timeout: 300_000,
      // Stopped as a person stops it, so it shuts down and its launcher removes the temporary DATA_DIR, which may be
      // in memory (/dev/shm): killed outright, each run left its ~70 MB behind.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
  use: {
    baseURL,
    launchOptions: journeyLaunch(headlessShell),
  },
});
