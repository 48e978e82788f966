import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";
import { mailTo } from "./mail";

// The one administrator of the e2e server (ADMIN_EMAILS in playwright.config.ts), shared by every spec that needs
// one: whichever spec runs first creates the account, the others sign in with the same password.
export const ADMIN_EMAIL = "admin-e2e@foliocraft.test";
const ADMIN_PASSWORD = "admin-e2e-pass-1";

/** An account whose address is listed in ADMIN_EMAILS. */
interface AdminAccount {
  name: string;
  email: string;
  password: string;
}

const siteAdmin: AdminAccount = { name: "Site Admin", email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

/**
 * Signs `request` in as an administrator, creating the account on first use. Admin rights come only with a verified
 * address, so the e-mailed verification link is followed (as its page does: a same-origin POST of the token).
 */
export async function signInAsAdmin(request: APIRequestContext, account: AdminAccount = siteAdmin): Promise<void> {
  const signUp = await request.post("/api/account/sign-up", {
    data: { name: account.name, email: account.email, password: account.password, confirmPassword: account.password },
  });
  if (signUp.status() !== 201) {
    const signIn = await request.post("/api/account/sign-in", {
      data: { email: account.email, password: account.password },
    });
    expect(signIn.status()).toBe(200);
  }
  const isAdmin = async () =>
    ((await (await request.get("/api/session")).json()) as { user: { isAdmin?: boolean } | null }).user?.isAdmin;
  if (await isAdmin()) return;
  const mail = await mailTo(request, account.email, "Confirm your e-mail address for Foliocraft");
  const link = /(\S+\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, "the e-mail holds the verification link").toBeDefined();
  const verified = await request.post("/api/account/verify-email", {
    data: { token: new URL(link!).searchParams.get("token") },
  });
  expect(verified.status()).toBe(200);
  await expect.poll(isAdmin).toBe(true);
}
