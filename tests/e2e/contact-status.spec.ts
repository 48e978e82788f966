import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gotoApp } from "./settle";
import { mailTo } from "./mail";
import { signInAsAdmin } from "./admin";

// /contact (validation, a message that reaches the support address over real SMTP) and /status (live checks of the
// e2e server and an incident an admin posts through the API), plus Arabic right-to-left and axe in light and dark.

async function auditAxe(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test("contact: an empty form shows every field's message", async ({ page }) => {
  await gotoApp(page, "/contact");
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  await page.getByRole("button", { name: "Send message" }).click();
  for (const message of [
    "Name is required",
    "Email is required",
    "Choose a subject from the list",
    "Message is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
});

test("contact: a message is thanked in the page and reaches support by e-mail, answerable to the visitor", async ({
  page,
  request,
}) => {
  const name = `Kwame Asante ${Date.now()}`;
  await gotoApp(page, "/contact");
  const support = page.getByRole("complementary", { name: "When we answer" });
  await expect(support).toContainText("Support hours: 9 AM to 5 PM GMT");
  await expect(support).toContainText("We reply within 24 hours.");
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill("kwame@example.com");
  await page.getByRole("combobox", { name: "Subject" }).selectOption("Bug Report");
  await page.getByRole("textbox", { name: "Message" }).fill("The preview does not load on my phone.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! We'll get back to you soon." })).toBeVisible();

  const mail = await mailTo(request, "support@foliocraft.test", `[Foliocraft contact] Bug Report: ${name}`);
  expect(mail.text).toContain("The preview does not load on my phone.");
  expect(mail.text).toContain(`${name} <kwame@example.com>`);
});

test("contact: the prerendered form cannot be sent before the app takes over; then it works, hydrated cleanly", async ({
  page,
  browser,
}) => {
  // The HTML as served, without running anything: a POST form whose fields and Send button are disabled, so an
  // early click never submits it natively (a GET would put the visitor's name, e-mail and message into the URL).
  const response = await page.request.get("/contact");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-prerendered="/contact"');
  const form = /<form\b[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
  expect(form).toMatch(/^<form\b[^>]*\smethod="post"/);
  expect(form).toMatch(/<fieldset\b[^>]*\sdisabled=""/);
  expect(form).toMatch(/<button\b[^>]*type="submit"[^>]*\sdisabled=""[^>]*>Send message</);
  // For a browser without JavaScript, a line says why (Playwright's script-less Chromium does not show <noscript>).
  expect(form).toContain("<noscript><p");
  expect(form).toContain("The contact form needs JavaScript.");

  // Without JavaScript the fields and the button stay disabled.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto("/contact");
  await expect(plain.getByRole("button", { name: "Send message" })).toBeDisabled();
  await expect(plain.getByRole("textbox", { name: "Name" })).toBeDisabled();
  await noScript.close();

  // With it, the app hydrates the markup in place (React reports any mismatch as an error) and the form sends.
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoApp(page, "/contact");
  await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  await page.getByRole("textbox", { name: "Name" }).fill("Akua Boateng");
  await page.getByRole("textbox", { name: "Email" }).fill("akua@example.com");
  await page.getByRole("combobox", { name: "Subject" }).selectOption("Other");
  await page.getByRole("textbox", { name: "Message" }).fill("Hello from a hydrated page.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! We'll get back to you soon." })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
});

test("status: live checks of this server, and an incident an admin posts through the API", async ({ page }) => {
  // Admin rights need the verified address: signInAsAdmin follows the e-mailed link.
  await signInAsAdmin(page.request, {
    name: "Status Admin",
    email: "status-admin@foliocraft.test",
    password: "admin-pass-1",
  });
  const title = `Slow ZIP exports ${Date.now()}`;
  const posted = await page.request.post("/api/admin/incidents", {
    data: {
      title,
      status: "degraded",
      impact: "minor",
      description: "Downloads take longer than usual.",
      startsAt: "2026-11-20T09:30:00Z",
      updates: [{ at: "2026-11-20T09:45:00Z", message: "We found the cause." }],
    },
  });
  expect(posted.status()).toBe(201);

  await gotoApp(page, "/status");
  await expect(page.getByRole("link", { name: "Back to home" })).toBeVisible();
  const services = page.getByRole("list", { name: "Services" });
  // The e2e server: embedded database, SMTP to the peer, the built-in writer, Paystack keys configured.
  await expect(services.locator('[data-component="database"]')).toContainText("Operational");
  await expect(services.locator('[data-component="email"]')).toContainText("The mail server accepted our connection");
  await expect(services.locator('[data-component="ai"]')).toContainText("The built-in writer is running");
  await expect(services.locator('[data-component="payments"]')).toContainText("Operational");
  await expect(page.getByText(/^Last checked at /)).toBeVisible();

  const current = page.getByRole("region", { name: "Current incidents" });
  await expect(current.getByRole("heading", { name: title })).toBeVisible();
  await expect(current).toContainText("November 20, 2026");
  await expect(current).toContainText("We found the cause.");
  await expect(current).toContainText("Impact: minor");

  // The same incident in German: its date is written the German way.
  await page.evaluate(() => localStorage.setItem("language", "de"));
  await gotoApp(page, "/status");
  await expect(page.getByRole("region", { name: "Aktuelle Störungen" })).toContainText("20. November 2026");
});

test("contact in Arabic is right-to-left", async ({ page }) => {
  await gotoApp(page, "/about");
  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await gotoApp(page, "/contact");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByText("الرسالة مطلوبة", { exact: true })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`contact and status pass axe at 375 px (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoApp(page, "/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message is required")).toBeVisible();
    await auditAxe(page, `contact ${colorScheme}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await gotoApp(page, "/status");
    await expect(page.getByText(/^Last checked at /)).toBeVisible();
    await auditAxe(page, `status ${colorScheme}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
