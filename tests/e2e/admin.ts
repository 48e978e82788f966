import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
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

/** Where the deploy journeys keep the administrator's session: one file for the workers of this run (their parent). */
export const adminStatePath = path.join(os.tmpdir(), `foliocraft-e2e-admin-${process.ppid}.json`);

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

/**
 * The shared administrator's session. The account allows 10 sign-ins in 15 minutes and other specs need it too,
 * while Playwright starts a new worker after every failed test: so one session is kept in a file and reused by the
 * workers that follow, signing in again only when it is gone or no longer an administrator's.
 */
export async function adminSession(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  address: string,
  statePath: string,
): Promise<APIRequestContext> {
  const extraHTTPHeaders = { "x-forwarded-for": address };
  if (existsSync(statePath)) {
    const kept = await playwright.request.newContext({ baseURL, extraHTTPHeaders, storageState: statePath });
    const session = (await (await kept.get("/api/session")).json()) as { user: { isAdmin?: boolean } | null };
    if (session.user?.isAdmin) return kept;
    await kept.dispose();
  }
  const admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders });
  await signInAsAdmin(admin);
  await admin.storageState({ path: statePath });
  return admin;
}
