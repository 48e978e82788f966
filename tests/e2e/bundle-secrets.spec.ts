import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { appSettled } from "./settle";

// Secrets live only in the server's environment. Build the web app with every server secret set to a sentinel and
// prove none of them reaches the files sent to browsers, then check the running app's assets too.
const sentinels = {
  SECRET: "sentinel-server-secret-0123456789abcdef",
  GITHUB_CLIENT_SECRET: "sentinel-github-client-secret",
  GOOGLE_CLIENT_SECRET: "sentinel-google-client-secret",
  DATABASE_URL: "postgres://sentinel-db-password@db/foliocraft",
  SMTP_URL: "smtp://user:sentinel-smtp-password@mail",
  PAYSTACK_SECRET_KEY: "sk_test_sentinel_paystack_secret",
  AI_API_KEY: "sentinel-ai-api-key",
};

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p) : [p];
  });
}

test("no server secret appears in the built web bundle", async () => {
  test.setTimeout(180_000);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-bundle-"));
  try {
    execFileSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
      cwd: path.resolve("apps/web"),
      env: { ...process.env, ...sentinels },
      stdio: "pipe",
    });
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith(".js"))).toBe(true);
    for (const file of files) {
      const text = fs.readFileSync(file, "latin1");
      for (const [name, value] of Object.entries(sentinels)) {
        expect(text.includes(value), `${name} leaked into ${path.basename(file)}`).toBe(false);
      }
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

test("the running app's scripts carry no OAuth client secret or payment secret key", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.url().endsWith(".js")) scripts.push(res.url());
  });
  for (const path of ["/login", "/pricing"]) {
    await page.goto(path);
    // The prerendered /pricing loads the app at the visitor's first interaction (prerender/boot.ts): a key press
    // starts it. Once the app shows the page's own content, its scripts (the lazily loaded ones too) have arrived.
    await page.keyboard.press("Shift");
    await appSettled(page);
  }
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    expect(body).not.toContain("e2e-secret-never-in-browser");
    expect(body).not.toContain("sk_test_e2e_secret_never_in_browser");
  }
});
