import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { fullPortfolioFixture, type Inbox } from "@foliocraft/schemas";
import { expect, test } from "./fixtures";

// The visitor contact form end to end: a portfolio published through the real API, its form submitted in Chromium
// on /p/{username} (a page without script) and on an exported copy opened from disk (another origin), and the
// owner reading the messages in the dashboard inbox.

const PASSWORD = "correct-horse-1";
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;
const success = "Thanks! I'll be in touch.";

/** Signs up (the context keeps the session cookie), claims a username, publishes a portfolio with the form on. */
async function publishWithContactForm(request: APIRequestContext) {
  const email = `contact-${unique()}@example.com`;
  const signUp = await request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const username = `ama-${unique()}`;
  expect((await request.put("/api/profile/username", { data: { username } })).status()).toBe(200);
  const content = fullPortfolioFixture();
  content.personal.profilePicture = "";
  content.projects = content.projects.map((p) => ({ ...p, imageUrl: "" }));
  content.contactForm = { enabled: true, formTitle: "Send a message", description: "", successMessage: success };
  const created = await request.post("/api/portfolios", { data: { name: "Ama's portfolio", content } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/portfolios/${id}/publish`)).status()).toBe(200);
  return { id, username };
}

const inbox = async (request: APIRequestContext) => (await (await request.get("/api/inbox")).json()) as Inbox;

test("a visitor writes on /p/{username} without JavaScript; the owner reads it in the dashboard inbox", async ({
  page,
  browser,
}) => {
  const { username } = await publishWithContactForm(page.request);
  // The visitor: a context of their own, no session, JavaScript off (the page carries none anyway).
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/p/${username}`);
  const form = visitor.getByRole("region", { name: "Send a message" });
  await form.getByLabel("Name").fill("Kofi Boateng");
  await form.getByLabel("Email").fill("kofi@example.com");
  await form.getByLabel("Message").fill("Hello Ama,\nare you free in May?");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/p/${username}\\?sent=1#contact-form$`));
  await expect(visitor.getByRole("status")).toHaveText(success);
  await visitorContext.close();
  // axe needs script in the page, so the check runs in a context with JavaScript on, on the same outcome page.
  await page.goto(`/p/${username}?sent=1#contact-form`);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await page.goto("/dashboard");
  const section = page.getByRole("region", { name: "Messages from visitors" });
  await expect(section.getByText("Unread: 1")).toBeVisible();
  const message = section.getByRole("article", { name: /Kofi Boateng/ });
  await expect(message.getByText(/are you free in May\?/)).toBeVisible();
  await message.getByRole("button", { name: "Mark the message from Kofi Boateng as read" }).click();
  await expect(section.getByText("Unread: 0")).toBeVisible();
});

test("an exported site opened from disk sends its form to the server, with and without JavaScript", async ({
  page,
  browser,
}) => {
  const { id } = await publishWithContactForm(page.request);
  const zip = await page.request.get(`/api/portfolios/${id}/export.zip`);
  expect(zip.status()).toBe(200);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-export-"));
  try {
    for (const [name, bytes] of Object.entries(unzipSync(new Uint8Array(await zip.body())))) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), bytes);
    }
    const indexUrl = pathToFileURL(path.join(dir, "index.html")).href;
    expect(strFromU8(fs.readFileSync(path.join(dir, "index.html")))).toContain('src="contact-form.js"');

    // With JavaScript (file:// origin, "null"): the script posts with fetch and shows the owner's message in place.
    // No test-only X-Forwarded-For here: a custom header would make the browser send a CORS preflight no real
    // visitor's request needs (the script's post is a "simple" request).
    const visitor = await browser.newContext({ extraHTTPHeaders: {} });
    const site = await visitor.newPage();
    await site.goto(indexUrl);
    const form = site.getByRole("region", { name: "Send a message" });
    await form.getByLabel("Name").fill("Efua Owusu");
    await form.getByLabel("Email").fill("efua@example.com");
    await form.getByLabel("Message").fill("Sent from the exported site");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(form.getByRole("status")).toHaveText(success);
    expect(site.url()).toBe(indexUrl);
    await expect(form.getByLabel("Name")).toHaveValue("");
    await visitor.close();

    // Without JavaScript the form still posts; the server redirects to the hosted page, which shows the outcome.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(indexUrl);
    const plainForm = plain.getByRole("region", { name: "Send a message" });
    await plainForm.getByLabel("Name").fill("Yaw Mensah");
    await plainForm.getByLabel("Email").fill("yaw@example.com");
    await plainForm.getByLabel("Message").fill("No script here");
    await plainForm.getByRole("button", { name: "Send" }).click();
    await expect(plain).toHaveURL(/\/p\/ama-[\w-]+\?sent=1#contact-form$/);
    await expect(plain.getByRole("status")).toHaveText(success);
    await noScript.close();

    const received = await inbox(page.request);
    expect(received.messages.map((m) => [m.name, m.message])).toEqual([
      ["Yaw Mensah", "No script here"],
      ["Efua Owusu", "Sent from the exported site"],
    ]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
