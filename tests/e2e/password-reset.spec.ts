import { expect, test } from "./fixtures";
import { mailTo } from "./mail";
import { appSettled, gotoApp } from "./settle";
import type { Page } from "@playwright/test";

// Password reset through real e-mail: the e2e server delivers over SMTP to the peer playwright.config.ts starts
// (apps/server/src/testing/smtp-peer-main.ts), and this journey reads the message from the peer's HTTP side.

// This journey's own client address (the e2e server trusts X-Forwarded-For): the per-address limits on sign-up and
// sign-in must not depend on how many accounts the other specs created before it.
test.use({ extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${1 + Math.floor(Math.random() * 250)}` } });

const OLD_PASSWORD = "first-horse-1";
const NEW_PASSWORD = "second-horse-2";

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function setNewPassword(page: Page, link: string) {
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
}

test("forgot password → e-mail over SMTP → new password; the old one and a second use of the link fail", async ({
  page,
  request,
  baseURL,
}) => {
  const email = `reset-${Date.now()}@example.com`;
  const header = page.getByRole("banner");

  await page.goto("/signup");
  await page.getByLabel("Name").fill("Efua Owusu");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(OLD_PASSWORD);
  await page.getByLabel("Confirm password").fill(OLD_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  // The sign-up's verification e-mail went out over SMTP too.
  const welcome = await mailTo(request, email, "Confirm your e-mail address for Foliocraft");
  expect(welcome.from).toBe("no-reply@foliocraft.test");
  await header.getByRole("button", { name: "Logout" }).click();
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();

  // Logout reloads the app; type only once the app has taken over and the page's own chunk has rendered, or a late
  // re-render of the form can drop what was typed.
  await gotoApp(page, "/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await appSettled(page);
  await page.getByLabel("Email").fill(email);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toBeVisible();

  const mail = await mailTo(request, email, "Reset your Foliocraft password");
  expect(mail.to).toEqual([email]);
  const link = /(\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, "the e-mail holds the reset link").toBeDefined();
  expect(new URL(link!).origin).toBe(new URL(baseURL!).origin);

  await setNewPassword(page, link!);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password has been changed. Log in with your new password.")).toBeVisible();

  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(header.getByText(email)).toBeVisible();
  await header.getByRole("button", { name: "Logout" }).click();
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();

  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/login$/);

  // The link works once.
  await setNewPassword(page, link!);
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
});
