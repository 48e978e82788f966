import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { Browser, Page } from "@playwright/test";
import { readFileSync } from "node:fs";

// Settings (issue 4 §3) in real Chromium against the real server: appearance and language that persist across a
// reload and follow the user to a fresh browser, account name and password, other sessions, connecting GitHub
// through the popup (the fake provider), exporting data, deleting the account, and the page with axe.

// Own client address (the e2e server trusts X-Forwarded-For): the per-address limits of sign-in and of the
// provider popup must not depend on what other specs did before.
test.use({ extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });

const PASSWORD = "correct-horse-1";
const fakeURL = `http://127.0.0.1:${process.env.E2E_FAKE_PORT}`;
let counter = 0;
const randomAddress = () =>
  `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++counter}@example.com`;

/** A signed-in user who finished onboarding. */
async function signUp(page: Page, name = "Ama Mensah") {
  const email = uniqueEmail("settings");
  const response = await page.request.post("/api/account/sign-up", {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
    // Sign-ups are limited per address (10 an hour): each one here comes from an address of its own.
    headers: { "x-forwarded-for": randomAddress() },
  });
  expect(response.status()).toBe(201);
  expect((await page.request.put("/api/profile/onboarding", { data: { skipped: true } })).ok()).toBe(true);
  return email;
}

/** Signs in through the form in a brand-new browser context (no cookies, no storage). */
async function signInFresh(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.251" } });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  return { context, page };
}

test("appearance and language apply at once, survive a reload and follow the user to a fresh browser", async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  await page.goto("/settings");
  const appearance = page.getByRole("region", { name: "Appearance" });
  await expect(appearance.getByRole("radio", { name: "System" })).toBeChecked();
  await appearance.getByRole("radio", { name: "Dark" }).check();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(appearance.getByText("Saved. It will follow you to your other devices.")).toBeVisible();

  await page.getByLabel("Interface language").selectOption("de");
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("region", { name: "Sprache" }).getByRole("status")).toHaveText(
    "Gespeichert. Die Einstellung folgt dir auf deine anderen Geräte.",
  );

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("region", { name: "Darstellung" }).getByRole("radio", { name: "Dunkel" })).toBeChecked();

  const fresh = await signInFresh(browser, email);
  await fresh.page.waitForURL(/\/dashboard$/);
  await expect(fresh.page.locator("html")).toHaveAttribute("lang", "de");
  await expect(fresh.page.locator("html")).toHaveClass(/dark/);
  await expect(fresh.page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await fresh.page.reload();
  await expect(fresh.page.locator("html")).toHaveAttribute("lang", "de");
  await fresh.context.close();

  // Back to system: the stored choice is gone and the page follows the browser's preference.
  await page.getByRole("region", { name: "Darstellung" }).getByRole("radio", { name: "Wie das System" }).check();
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveClass(/dark/);
});

test("account: the name and a new password persist; other sessions can be signed out", async ({ page, browser }) => {
  // Three sign-ins (two in fresh browsers) and a settings page of many sections: past 30 s on a loaded CI machine.
  test.setTimeout(60_000);
  const email = await signUp(page, "Ama Mensah");
  const other = await signInFresh(browser, email);
  await other.page.waitForURL(/\/dashboard$/);

  await page.goto("/settings");
  const account = page.getByRole("region", { name: "Account" });
  await expect(account.getByText(email)).toBeVisible();
  await expect(account.getByText("Signed in on other browsers or devices: 1")).toBeVisible();
  await account.getByLabel("Name").fill("Ama K. Mensah");
  await account.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Profile updated successfully!")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Account" }).getByLabel("Name")).toHaveValue("Ama K. Mensah");

  await account.getByRole("button", { name: "Sign out other sessions" }).click();
  await expect(page.getByText("Your other sessions have been signed out.")).toBeVisible();
  await expect(account.getByText("Signed in on other browsers or devices: 0")).toBeVisible();
  const otherSession = (await (await other.page.request.get("/api/session")).json()) as { user: unknown };
  expect(otherSession.user).toBeNull();
  await other.context.close();

  await account.getByLabel("Current password").fill("not-my-password");
  await account.getByLabel("New password", { exact: true }).fill("new-horse-22");
  await account.getByLabel("Confirm new password").fill("new-horse-22");
  await account.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();
  await account.getByLabel("Current password").fill(PASSWORD);
  await account.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed. Your other sessions were signed out.")).toBeVisible();

  const withNew = await signInFresh(browser, email, "new-horse-22");
  await withNew.page.waitForURL(/\/dashboard$/);
  await expect(withNew.page.getByText("Welcome back, Ama K. Mensah")).toBeVisible();
  await withNew.context.close();
});

test("connected accounts: GitHub connects through the popup and disconnects; Netlify and Cloudflare connect for deploys", async ({
  page,
}) => {
  const email = await signUp(page);
  // The fake GitHub reports this account's e-mail, verified, under a GitHub id nobody has used.
  const setFake = await page.request.post(`${fakeURL}/__mode`, {
    data: { tokenMode: "ok", authorizeMode: "ok", id: `${Date.now() % 1_000_000_000}`, email, verified: true },
  });
  expect(setFake.status()).toBe(204);

  await page.goto("/settings");
  const list = page.getByRole("list", { name: "Connected accounts" });
  const row = (name: string) => list.getByRole("listitem").filter({ hasText: name });
  await expect(row("GitHub").getByText("Not connected")).toBeVisible();
  // Every deploy provider (issue 25) in its own list. Netlify (issue 4): in the same popup as the deploy page.
  const deploys = page.getByRole("list", { name: "Deploy connections" });
  const deployRow = (name: string) => deploys.getByRole("listitem").filter({ hasText: name });
  await expect(deploys.getByRole("listitem")).toHaveCount(4);
  const netlifyPopup = page.waitForEvent("popup");
  await deployRow("Netlify").getByRole("button", { name: "Connect Netlify" }).click();
  const netlifyWindow = await netlifyPopup;
  await expect(deployRow("Netlify").getByText(/^Connected to Netlify as /)).toBeVisible({ timeout: 15_000 });
  await expect(deployRow("Netlify").getByRole("button", { name: "Disconnect Netlify" })).toBeVisible();
  // Closed now rather than by its own 5 s timer: the next popup reuses the same window name.
  await netlifyWindow.close();
  // Cloudflare: with the API token the person created there, checked by the provider (its fake) and kept on the server.
  const cloudflare = deployRow("Cloudflare");
  await cloudflare.getByRole("button", { name: "Connect Cloudflare" }).click();
  await cloudflare.getByLabel("Cloudflare API token").fill("not-a-real-token");
  await cloudflare.getByRole("button", { name: "Connect Cloudflare" }).click();
  await expect(cloudflare.getByText("Cloudflare did not accept this token.", { exact: false })).toBeVisible();
  await cloudflare.getByLabel("Cloudflare API token").fill("e2e-cloudflare-token");
  await cloudflare.getByRole("button", { name: "Connect Cloudflare" }).click();
  await expect(cloudflare.getByText(/^Connected to Cloudflare as /)).toBeVisible();
  await cloudflare.getByRole("button", { name: "Disconnect Cloudflare" }).click();
  await expect(page.getByText("Cloudflare has been disconnected.")).toBeVisible();
  await expect(cloudflare.getByRole("button", { name: "Connect Cloudflare" })).toBeVisible();

  const popupOpened = page.waitForEvent("popup");
  await row("GitHub").getByRole("button", { name: "Connect GitHub" }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/auth\/github\/callback\?/);
  // The provider account is attached to this user on the server…
  await expect
    .poll(async () => {
      const answer = (await (await page.request.get("/api/account/linked-accounts")).json()) as {
        accounts: { provider: string }[];
      };
      return answer.accounts.map((a) => a.provider).sort();
    })
    .toEqual(["github", "password"]);
  // …and the page says so, whether the popup reported or could only be seen to go away.
  await expect(page.getByText("GitHub is now connected to your account.")).toBeVisible({ timeout: 10_000 });
  await expect(row("GitHub").getByText("Connected", { exact: true })).toBeVisible();
  // Still the same person, still signed in.
  const session = (await (await page.request.get("/api/session")).json()) as { user: { email: string } };
  expect(session.user.email).toBe(email);

  await row("GitHub").getByRole("button", { name: "Disconnect GitHub" }).click();
  await expect(page.getByText("GitHub has been disconnected.")).toBeVisible();
  await expect(row("GitHub").getByText("Not connected")).toBeVisible();
});

test("danger zone: export my data as JSON, then delete the account after typing the e-mail and the password", async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  await page.goto("/settings");
  const danger = page.getByRole("region", { name: "Danger zone" });
  const downloading = page.waitForEvent("download");
  await danger.getByRole("link", { name: "Export my data (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("foliocraft-my-data.json");
  const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as { user: { email: string } };
  expect(exported.user.email).toBe(email);

  await danger.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(`Type ${email} to confirm`).fill("someone-else@example.com");
  await expect(confirm).toBeDisabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(danger.getByRole("button", { name: "Delete my account" })).toBeFocused();

  await danger.getByRole("button", { name: "Delete my account" }).click();
  await dialog.getByLabel(`Type ${email} to confirm`).fill(email);
  // The owner proves it is them: a wrong password is refused at its field, the account stays.
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Current password").fill("not-my-password");
  await confirm.click();
  await expect(dialog.getByText("Your current password is not correct.")).toBeVisible();
  await dialog.getByLabel("Current password").fill(PASSWORD);
  await confirm.click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  const again = await signInFresh(browser, email);
  await expect(again.page.getByRole("alert")).toHaveText("Invalid email or password");
  await again.context.close();
});

test("appearance and language work from the keyboard alone", async ({ page }) => {
  await signUp(page);
  await page.goto("/settings");
  await page.getByRole("radio", { name: "System" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByLabel("Interface language").focus();
  await page.keyboard.press("End");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

for (const colorScheme of ["light", "dark"] as const) {
  for (const language of ["en", "ar"] as const) {
    test(`settings passes axe at 375 px (${language}, ${colorScheme}), dialog included`, async ({ page }) => {
      await signUp(page);
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto("/about");
      await page.evaluate((code) => localStorage.setItem("language", code), language);
      await page.goto("/settings");
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(page.locator("#danger")).toBeVisible();
      const audit = async (what: string) => {
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      };
      await audit("settings");
      await page.locator("#danger button").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await audit("delete dialog");
    });
  }
}
