import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Settings → API keys and Settings → Webhooks (issue 24) in real Chromium against the real server: a key is created,
// shown once, copied, used on /api/v1 and revoked (then 401); a webhook to a receiver this spec runs on 127.0.0.1
// (the e2e server allows loopback: FOLIOCRAFT_WEBHOOKS_ALLOW_LOOPBACK) gets a signed test event, its delivery shows
// in the log, and "Send again" delivers the same event once more.

// The machine the suite runs on may be loaded: states are awaited with room (never a fixed wait).
test.describe.configure({ timeout: 120_000 });
const settle = { timeout: 30_000 };

const PASSWORD = "correct-horse-1";
let counter = 0;

/** A new account, signed in on `page`, onboarding skipped. */
async function signUp(page: Page, name: string) {
  const email = `api-hooks-${Date.now()}-${++counter}@example.com`;
  const response = await page.request.post("/api/account/sign-up", {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
  expect((await page.request.put("/api/profile/onboarding", { data: { skipped: true } })).ok()).toBe(true);
}

/** A local receiver that records each request whole and answers 200. */
async function startReceiver() {
  const requests: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does: HMAC-SHA256 over "t.body" with the secret, compared in constant time. */
function signedWith(secret: string, header: string, body: string) {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=")));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

test("API keys: create a key, see it once, copy it, call /api/v1 with it, revoke it (then 401)", async ({
  page,
  context,
  playwright,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, "Kofi Boateng");
  await page.goto("/settings#apiKeys");
  const section = page.locator("#apiKeys");
  await section.getByLabel("Key name").fill("Journey script");
  await section.getByRole("radio", { name: "Read only" }).check();
  await section.getByRole("button", { name: "Create key" }).click();
  const shown = section.getByText(/^fc_[A-Za-z0-9_-]{43}$/);
  await expect(shown).toBeVisible(settle);
  const secret = (await shown.textContent())!;
  await section.getByRole("button", { name: "Copy key" }).click();
  await expect(section.getByRole("button", { name: "Copied" })).toBeVisible(settle);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await section.getByRole("button", { name: "I have saved it" }).click();
  // Shown once: gone from the page, and the list shows only its first characters.
  await expect(shown).toHaveCount(0, settle);
  await expect(section.getByText(`${secret.slice(0, 11)}…`)).toBeVisible(settle);

  // A client with no cookies: the key alone.
  const client = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const listed = await client.get("/api/v1/portfolios");
  expect(listed.status()).toBe(200);
  expect(listed.headers()["ratelimit-limit"]).toBe("100");

  page.once("dialog", (dialog) => void dialog.accept());
  await section.getByRole("button", { name: "Revoke" }).click();
  await expect(section.getByText("Revoked", { exact: true })).toBeVisible(settle);
  const refused = await client.get("/api/v1/portfolios");
  expect(refused.status()).toBe(401);
  expect((await refused.json()).error.messageId).toBe("apiKeyInvalid");
  await client.dispose();
});

test("webhooks: a private address is refused; a test event arrives signed, is logged, and is sent again", async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signUp(page, "Efua Owusu");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/settings#webhooks");
    const section = page.locator("#webhooks");
    await expect(section.getByText("You have no webhooks yet.")).toBeVisible(settle);

    await section.getByLabel("Webhook address").fill("http://10.0.0.1/hooks");
    await section.getByRole("button", { name: "Add webhook" }).click();
    await expect(section.getByRole("alert")).toContainText("private, local or reserved network address", settle);

    await section.getByLabel("Webhook address").fill(receiver.url);
    await section.getByRole("button", { name: "Add webhook" }).click();
    const shown = section.getByText(/^whsec_[A-Za-z0-9_-]{43}$/);
    await expect(shown).toBeVisible(settle);
    const secret = (await shown.textContent())!;
    await section.getByRole("button", { name: "I have saved it" }).click();
    await expect(shown).toHaveCount(0, settle);
    await expect(section.getByRole("heading", { name: receiver.url })).toBeVisible(settle);

    await section.getByRole("button", { name: "Send test event" }).click();
    await expect(section.getByText("Delivered")).toBeVisible(settle);
    await expect(section.getByText("Response 200")).toBeVisible(settle);
    await expect(section.getByText("Attempts: 1")).toBeVisible(settle);
    expect(receiver.requests).toHaveLength(1);
    const [first] = receiver.requests;
    expect(first!.headers["foliocraft-event-type"]).toBe("webhook.test");
    expect(signedWith(secret, String(first!.headers["foliocraft-signature"]), first!.body)).toBe(true);

    // The section at 375 px with a webhook and its log: no serious axe violation, no sideways scroll.
    const results = await new AxeBuilder({ page }).include("#webhooks").analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // "Send again", from the keyboard.
    await section.getByRole("button", { name: "Send again" }).focus();
    await page.keyboard.press("Enter");
    await expect(section.getByText("Delivered")).toHaveCount(2, settle);
    expect(receiver.requests).toHaveLength(2);
    const [, again] = receiver.requests;
    expect(again!.headers["foliocraft-event-id"]).toBe(first!.headers["foliocraft-event-id"]);
    expect(again!.body).toBe(first!.body);
    expect(signedWith(secret, String(again!.headers["foliocraft-signature"]), again!.body)).toBe(true);
  } finally {
    await receiver.close();
  }
});
