import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

// The one administrator of the e2e server (ADMIN_EMAILS in playwright.config.ts), shared by every spec that needs
// one: whichever spec runs first creates the account, the others sign in with the same password.
export const ADMIN_EMAIL = "admin-e2e@foliocraft.test";
const ADMIN_PASSWORD = "admin-e2e-pass-1";

/** Signs `request` in as the administrator, creating the account on first use. */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const signUp = await request.post("/api/account/sign-up", {
    data: { name: "Site Admin", email: ADMIN_EMAIL, password: ADMIN_PASSWORD, confirmPassword: ADMIN_PASSWORD },
  });
  if (signUp.status() !== 201) {
    const signIn = await request.post("/api/account/sign-in", {
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signIn.status()).toBe(200);
  }
}
