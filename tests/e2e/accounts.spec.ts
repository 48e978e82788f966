import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";

// The e-mail + password account journeys in real Chromium against the real built server and database.
// Each test has its own browser context (fresh cookies and storage); accounts get unique addresses, since the
// server (and its database) lives for the whole run.

const PASSWORD = "correct-horse-1";
const DAY_SECONDS = 24 * 60 * 60;

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++counter}@example.com`;

/** Creates an account through the API (its own cookie jar, so the page stays signed out). */
async function createAccount(request: APIRequestContext, email: string) {
  const response = await request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
}

async function signIn(page: Page, email: string, password: string, rememberMe: boolean) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Remember me").setChecked(rememberMe);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name.includes("session_token"));
  expect(cookie, "a session cookie is set").toBeDefined();
  return cookie!;
}

test("sign up lands on /onboarding signed in; Logout goes back to / signed out", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Ama Mensah");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Account created successfully!")).toBeVisible();
  const header = page.getByRole("banner");
  await expect(header.getByText(email)).toBeVisible();

  await header.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed out successfully!")).toBeVisible();
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(header.getByText(email)).toHaveCount(0);
});

test("sign up keeps ?plan= and shows the plan banner", async ({ page }) => {
  await page.goto("/signup?plan=yearly");
  await expect(page.getByText("Selected plan: Premium Yearly")).toBeVisible();
  await expect(page.getByText(/2 months free, saving/)).toBeVisible();
  await page.getByLabel("Name").fill("Kofi Boateng");
  await page.getByLabel("Email").fill(uniqueEmail("plan"));
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding\?plan=yearly$/);
});

test("sign-up checks run in the browser with the spec's messages", async ({ page }) => {
  await page.goto("/signup");
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByLabel("Confirm password").fill("abd");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  // Each said once: the mismatch by the spec's toast (its field flagged), the length beside its field.
  await expect(page.getByText("Passwords do not match")).toHaveCount(1);
  await expect(page.getByRole("status").getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Password must be at least 6 characters")).toHaveCount(1);
});

test("signing up twice with one e-mail says the address is taken", async ({ page, request }) => {
  const email = uniqueEmail("taken");
  await createAccount(request, email);
  await page.goto("/signup");
  await page.getByLabel("Name").fill("Ama Mensah");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists. Log in instead.")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test("a wrong password shows the server's message and stays on /login", async ({ page, request }) => {
  const email = uniqueEmail("wrong");
  await createAccount(request, email);
  await signIn(page, email, "not-the-password", true);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.context().cookies()).some((c) => c.name.includes("session_token"))).toBe(false);
});

test("without Remember me: /onboarding and a browser-session cookie", async ({ page, request }) => {
  const email = uniqueEmail("forget");
  await createAccount(request, email);
  await signIn(page, email, PASSWORD, false);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  await expect(page.getByRole("banner").getByText(email)).toBeVisible();
  expect((await sessionCookie(page.context())).expires).toBe(-1);
});

// Remember me keeps the session for the idle period (SESSION_IDLE_DAYS, 14 by default), renewed by use; the absolute
// limit (SESSION_MAX_DAYS) is checked on the server.
test("with Remember me: a 14-day idle cookie; with onboarding data stored, /dashboard", async ({ page, request }) => {
  const email = uniqueEmail("remember");
  await createAccount(request, email);
  await page.goto("/login");
  await page.evaluate(() => localStorage.setItem("onboardingData", JSON.stringify({ name: "Ama" })));
  await signIn(page, email, PASSWORD, true);
  await expect(page).toHaveURL(/\/dashboard$/);

  const expires = (await sessionCookie(page.context())).expires;
  const days = (expires - Date.now() / 1000) / DAY_SECONDS;
  expect(days).toBeGreaterThan(13.9);
  expect(days).toBeLessThanOrEqual(14.01);
});

test("a signed-in user opening /login goes to /dashboard", async ({ page, request }) => {
  const email = uniqueEmail("guard");
  await createAccount(request, email);
  await signIn(page, email, PASSWORD, true);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the sign-in form works from the keyboard alone", async ({ page, request }) => {
  const email = uniqueEmail("keys");
  await createAccount(request, email);
  await page.goto("/login");
  const emailField = page.getByLabel("Email");
  for (let i = 0; i < 40 && !(await emailField.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(emailField).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  // The show/hide toggle is next, and works from the keyboard.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/onboarding$/);
});

test("forgot password answers the same for any address; a reset link without token is invalid", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account exists" })).toHaveText(
    "If an account exists for that e-mail, we have sent a link to reset the password. It is valid for 1 hour.",
  );

  await page.goto("/reset-password");
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto("/reset-password?token=not-a-real-token");
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired.");
});

test("the provider buttons show for the configured providers", async ({ page }) => {
  // The e2e server configures both (playwright.config.ts).
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with GitHub" })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the account pages pass axe at 375 px in the ${colorScheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/login", "/signup?plan=monthly", "/forgot-password", "/reset-password?token=t"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Show the field errors too: they must also be readable.
      if (path !== "/reset-password?token=t") {
        await page.locator("form button[type=submit]").click();
        await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
      }
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
}

test("in Arabic the form is right to left and its messages are translated", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "تسجيل الدخول", exact: true }).click();
  await expect(page.getByText("البريد الإلكتروني مطلوب")).toBeVisible();
  // The show-password toggle sits at the start edge of the field in reading order: the left in RTL.
  const field = await page.getByLabel("كلمة المرور", { exact: true }).boundingBox();
  const toggle = await page.getByRole("button", { name: "إظهار كلمة المرور" }).boundingBox();
  expect(toggle!.x).toBeLessThan(field!.x + field!.width / 2);
});
