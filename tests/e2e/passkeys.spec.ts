import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Passkeys (issue 24) in real Chromium against the real server, with Chromium's virtual authenticator standing in for
// the device (CDP WebAuthn domain: a platform authenticator that keeps discoverable credentials and verifies its
// user): added in settings, used to sign in from the login page, then removed.

const PASSWORD = "correct-horse-1";

/** A new account, signed in on `page`, onboarding skipped. */
async function signUp(page: Page, name: string): Promise<string> {
  const email = `passkey-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  expect((await page.request.put("/api/profile/onboarding", { data: { skipped: true } })).ok()).toBe(true);
  return email;
}

/**
 * Gives the page a device that holds passkeys and confirms its owner (as a fingerprint or PIN would). Chromium's
 * virtual authenticator answers at once, also a conditional (autofill) request: it stands in for the person who picks
 * the passkey in the autofill list.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

/** A browser without passkey autofill (conditional mediation): only the passkey button offers passkeys. */
async function withoutPasskeyAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", {
      value: () => Promise.resolve(false),
    });
  });
}

/** The `mediation` of every passkey sign-in request the page makes ("none" for the button's, "conditional" for autofill). */
async function recordPasskeyRequests(page: Page): Promise<string[]> {
  const mediations: string[] = [];
  await page.exposeFunction("recordPasskeyRequest", (mediation: string) => mediations.push(mediation));
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) => {
      void (window as unknown as { recordPasskeyRequest: (m: string) => Promise<void> }).recordPasskeyRequest(
        options?.mediation ?? "none",
      );
      return get(options);
    };
  });
  return mediations;
}

/** Adds a passkey named `name` in settings (the page is signed in). */
async function addPasskeyInSettings(page: Page, name: string) {
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Passkeys" });
  await section.getByLabel("Passkey name").fill(name);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByRole("list", { name: "Your passkeys" }).getByText(name)).toBeVisible();
}

/** Serious or critical axe findings in the passkeys part of settings. */
async function passkeysAxe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include("#passkeys").analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test("add a passkey in settings, sign out, sign in with it, and remove it", async ({ page }) => {
  // The button's journey: in a browser with passkey autofill the login page would sign in before any click.
  await withoutPasskeyAutofill(page);
  await signUp(page, "Kofi Boateng");
  const device = await addVirtualAuthenticator(page);

  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  // A name is asked for first.
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByText("Give the passkey a name.")).toBeVisible();
  await section.getByLabel("Passkey name").fill("Work laptop");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  const list = section.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText("Work laptop")).toBeVisible();
  await expect(list.getByText(/not used to sign in yet/)).toBeVisible();
  expect(await device.credentials()).toHaveLength(1);
  expect(await passkeysAxe(page)).toEqual([]);

  // Signed out, the passkey alone signs back in: no e-mail, no password.
  expect((await page.request.post("/api/account/sign-out")).ok()).toBe(true);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto("/settings");
  await expect(list.getByText(/last used/)).toBeVisible();
  await list.getByRole("button", { name: "Remove passkey Work laptop" }).click();
  await expect(list.getByText("Remove “Work laptop”? It will no longer sign you in.")).toBeVisible();
  await list.getByRole("button", { name: "Remove passkey", exact: true }).click();
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();

  // The device still holds the credential, but the server no longer knows it.
  expect((await page.request.post("/api/account/sign-out")).ok()).toBe(true);
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(
    page.getByText("This passkey is not registered for any account here. Sign in another way."),
  ).toBeVisible();
  expect((await (await page.request.get("/api/session")).json()).user).toBeNull();
});

test("the passkeys part of settings passes axe in Arabic, dark, at 375 px", async ({ page }) => {
  await signUp(page, "سلمى حداد");
  await addVirtualAuthenticator(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/about");
  await page.evaluate(() => localStorage.setItem("language", "ar"));
  await page.goto("/settings");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const section = page.getByRole("region", { name: "مفاتيح المرور" });
  await section.getByLabel("اسم مفتاح المرور").fill("هاتفي");
  await section.getByRole("button", { name: "إضافة مفتاح مرور" }).click();
  await expect(section.getByText("هاتفي")).toBeVisible();
  await section.getByRole("button", { name: "إزالة مفتاح المرور هاتفي" }).click();
  await expect(section.getByText("إزالة «هاتفي»؟ لن يسجّل دخولك بعد الآن.")).toBeVisible();
  expect(await passkeysAxe(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a passkey offered in the e-mail field's autofill signs in without the passkey button", async ({ page }) => {
  const requests = await recordPasskeyRequests(page);
  await signUp(page, "Amara Okafor");
  await addVirtualAuthenticator(page);
  await addPasskeyInSettings(page, "Phone");
  // Adding it made the passkey (navigator.credentials.create): no sign-in request yet.
  expect(requests).toEqual([]);
  expect((await page.request.post("/api/account/sign-out")).ok()).toBe(true);

  // Chromium shows the autofill list in its own interface, out of a test's reach; its virtual authenticator answers a
  // conditional request at once, standing in for the person who picks the passkey there. The request is only made
  // with a field marked "webauthn" on the page (@simplewebauthn checks), and nothing is clicked.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Signed in successfully!")).toBeVisible();
  // No second, modal request: the passkey button was never pressed.
  expect(requests).toEqual(["conditional"]);

  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Passkeys" }).getByText(/last used/)).toBeVisible();
});
