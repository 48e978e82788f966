import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { APIRequestContext, Page } from "@playwright/test";

// Google and GitHub sign-in in real Chromium: the popup goes to the fake provider (apps/server/src/testing/
// fake-oauth.ts, a process of its own), comes back to /auth/{provider}/callback, whose page posts the code to the
// server and reports to the opener. Each journey checks what the popup shows and what the opener does.

// These journeys' own client address (the e2e server trusts X-Forwarded-For): the per-address limits on starting
// and finishing a provider sign-in must not depend on what the other specs did before.
test.use({ extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${1 + Math.floor(Math.random() * 250)}` } });

const fakeURL = `http://127.0.0.1:${process.env.E2E_FAKE_PORT}`;

let counter = 0;
/** A provider account nobody has used yet: a new numeric id (GitHub's ids are numbers) and its own e-mail. */
const newAccount = (name: string) => {
  const id = `${Date.now() % 1_000_000_000}${++counter}`;
  return { id, email: `${name}-${id}@example.com` };
};

/** How the fake provider answers next; every setting is given, so no test depends on the one before. */
async function fakeProvider(
  request: APIRequestContext,
  settings: { id?: string; email?: string; tokenMode?: string; authorizeMode?: string } = {},
) {
  const response = await request.post(`${fakeURL}/__mode`, {
    data: { tokenMode: "ok", authorizeMode: "ok", ...settings },
  });
  expect(response.status()).toBe(204);
}

/** Opens `path`, records the messages this window receives, clicks the provider button and returns the popup. */
async function openPopup(page: Page, path: string, button: "Continue with GitHub" | "Continue with Google") {
  await page.goto(path);
  await page.evaluate(() => {
    const log: unknown[] = [];
    (window as unknown as { received: unknown[] }).received = log;
    window.addEventListener("message", (event) => log.push({ data: event.data as unknown, origin: event.origin }));
  });
  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: button }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/callback\?/);
  return popup;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

test("GitHub, new user from /signup?plan=monthly: the popup reports and closes; the opener goes to onboarding", async ({
  page,
  request,
  baseURL,
}) => {
  const account = newAccount("octo-new");
  await fakeProvider(request, account);
  const popup = await openPopup(page, "/signup?plan=monthly", "Continue with GitHub");

  await expect(popup.getByRole("heading", { level: 1, name: "GitHub authentication" })).toBeVisible();
  await expect(popup.getByRole("heading", { name: "Authentication Successful" })).toBeVisible();
  await expect(popup.getByText(/This window will close in \d s\./)).toBeVisible();

  await expect(page.getByText("Successfully signed up with GitHub!")).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?plan=monthly$/);
  await expect(page.getByRole("banner").getByText(account.email)).toBeVisible();
  // The message came from this origin and carries no token (the session cookie is the credential).
  expect(await received(page)).toEqual([
    { data: { type: "GITHUB_AUTH_SUCCESS", isNewUser: true }, origin: new URL(baseURL!).origin },
  ]);
  await popup.waitForEvent("close", { timeout: 10_000 });
});

test("GitHub, existing user: signed in, to /dashboard when onboarding data is stored", async ({ page, request }) => {
  const account = newAccount("octo-again");
  await fakeProvider(request, account);
  const first = await openPopup(page, "/login", "Continue with GitHub");
  await expect(first.getByRole("heading", { name: "Authentication Successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  // Until it closes, a second click would reuse that window (same name) rather than open a new popup.
  await first.waitForEvent("close", { timeout: 10_000 });

  // A later visit, signed out, on a device where onboarding was done.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.evaluate(() => localStorage.setItem("onboardingData", JSON.stringify({ name: "Octo" })));
  const popup = await openPopup(page, "/login", "Continue with GitHub");
  await expect(popup.getByRole("heading", { name: "Authentication Successful" })).toBeVisible();
  await expect(page.getByText("Signed in with GitHub successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await received(page)).toEqual([
    expect.objectContaining({ data: { type: "GITHUB_AUTH_SUCCESS", isNewUser: false } }),
  ]);
});

test("Google, new user from /login: the Google popup reports; onboarding", async ({ page, request }) => {
  const account = newAccount("gina");
  await fakeProvider(request, account);
  const popup = await openPopup(page, "/login", "Continue with Google");
  await expect(popup).toHaveURL(/\/auth\/google\/callback\?/);
  await expect(popup.getByRole("heading", { level: 1, name: "Google authentication" })).toBeVisible();
  await expect(popup.getByRole("heading", { name: "Authentication Successful" })).toBeVisible();
  await expect(page.getByText("Successfully signed up with Google!")).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(await received(page)).toEqual([
    expect.objectContaining({ data: { type: "GOOGLE_AUTH_SUCCESS", isNewUser: true } }),
  ]);
});

/** An error journey: what the popup shows, then the opener's toast; the opener stays where it was, signed out. */
async function expectFailure(page: Page, popupPage: Page, shown: string, toast: string, path: RegExp) {
  await expect(popupPage.getByRole("alert")).toContainText("Authentication Failed");
  await expect(popupPage.getByRole("alert")).toContainText(shown);
  await expect(page.getByRole("status").filter({ hasText: toast })).toBeVisible();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
}

test("the user denies access on /signup: the popup says why; the opener shows the sign-up failure", async ({
  page,
  request,
}) => {
  await fakeProvider(request, { authorizeMode: "deny" });
  const popup = await openPopup(page, "/signup", "Continue with GitHub");
  await expectFailure(
    page,
    popup,
    // Our own words for access_denied, never the provider's error_description.
    "The GitHub sign-in was cancelled.",
    "Failed to sign up with GitHub. Please try again.",
    /\/signup$/,
  );
  await popup.getByText("Debug information").click();
  await expect(popup.getByText("access_denied")).toBeVisible();
  // Spec §9: the callback window closes after 5 s, failed or not.
  await popup.waitForEvent("close", { timeout: 10_000 });
});

test("no code in the answer: No authorization code received from GitHub", async ({ page, request }) => {
  await fakeProvider(request, { authorizeMode: "no-code" });
  const popup = await openPopup(page, "/login", "Continue with GitHub");
  const message = "No authorization code received from GitHub";
  await expectFailure(page, popup, message, message, /\/login$/);
});

test("the token endpoint fails with a 500: GitHub API error", async ({ page, request }) => {
  await fakeProvider(request, { tokenMode: "http-500" });
  const popup = await openPopup(page, "/login", "Continue with GitHub");
  await expectFailure(page, popup, "GitHub API error", "GitHub API error", /\/login$/);
});

test("the token answer has no access_token: Failed to get access token - unexpected response", async ({
  page,
  request,
}) => {
  await fakeProvider(request, { tokenMode: "no-token" });
  const popup = await openPopup(page, "/login", "Continue with GitHub");
  const message = "Failed to get access token - unexpected response";
  await expectFailure(page, popup, message, message, /\/login$/);
  expect(await received(page)).toEqual([
    expect.objectContaining({ data: { type: "GITHUB_AUTH_ERROR", error: message } }),
  ]);
});

test("closing the popup stops the waiting, without an error", async ({ page, request }) => {
  await fakeProvider(request, { authorizeMode: "deny" });
  await page.goto("/login");
  const popupOpened = page.waitForEvent("popup");
  // Keep the popup on the provider: the fake would answer at once, so block its authorize page.
  await page
    .context()
    .route(`${fakeURL}/login/oauth/authorize*`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Authorize Foliocraft?</h1>" }),
    );
  const button = page.getByRole("button", { name: "Continue with GitHub" });
  await button.click();
  const popup = await popupOpened;
  await expect(button).toHaveAttribute("aria-busy", "true");
  await popup.close();
  await expect(button).toHaveAttribute("aria-busy", "false");
  await expect(page.getByRole("status")).toHaveCount(0);
});

test("a blocked popup: the sign-in runs in this tab and lands on onboarding with the plan", async ({
  page,
  request,
}) => {
  const account = newAccount("no-popups");
  await fakeProvider(request, account);
  // What a popup blocker does: window.open returns null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto("/signup?plan=yearly");
  await page.getByRole("button", { name: "Continue with GitHub" }).click();
  await expect(page).toHaveURL(/\/onboarding\?plan=yearly$/);
  await expect(page.getByText("Successfully signed up with GitHub!")).toBeVisible();
  await expect(page.getByRole("banner").getByText(account.email)).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the callback page passes axe at 375 px in the ${colorScheme} theme, debug info open`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    // Opened directly (no popup): it finishes here and shows the failure with a way back.
    await page.goto(
      "/auth/github/callback?error=access_denied&error_description=Denied+by+the+user.&state=abcdef123456",
    );
    await expect(page.getByRole("alert")).toContainText("The GitHub sign-in was cancelled.");
    await expect(page.getByText("Denied by the user.")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to log in" })).toBeVisible();
    await page.getByText("Debug information").click();
    await expect(page.getByText("abcd… (12)")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
