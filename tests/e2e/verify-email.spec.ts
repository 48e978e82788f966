import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { mailTo } from "./mail";

// Issue 18: an e-mail verification link never replaces the session of someone else signed in on this browser. The
// link opens /verify-email, which asks first; a cross-site GET of the old link address only forwards to that page.

test.use({ extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${1 + Math.floor(Math.random() * 250)}` } });

const PASSWORD = "verify-horse-1";
let counter = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++counter}@example.com`;
const randomAddress = () => `10.77.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Signs up through `request` (its cookies are the browser's when it is page.request) and skips onboarding. */
async function signUp(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail(name);
  const response = await request.post("/api/account/sign-up", {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { "x-forwarded-for": randomAddress() },
  });
  expect(response.status()).toBe(201);
  expect((await request.put("/api/profile/onboarding", { data: { skipped: true } })).ok()).toBe(true);
  return email;
}

/** The verification link e-mailed to `email`. */
async function verificationLink(request: APIRequestContext, email: string): Promise<URL> {
  const mail = await mailTo(request, email, "Confirm your e-mail address for Foliocraft");
  const link = /(\S+\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, "the e-mail holds the verification link").toBeDefined();
  return new URL(link!);
}

test("signed in as someone else: the link asks first; staying keeps the session, continuing switches", async ({
  page,
  playwright,
  baseURL,
}) => {
  const stranger = await playwright.request.newContext({ baseURL });
  const linkOwner = await signUp(stranger, "link-owner");
  const link = await verificationLink(stranger, linkOwner);
  expect(link.pathname).toBe("/verify-email");

  const me = await signUp(page.request, "signed-in");
  // Opened as a link from another site would open it (the old address of the link forwards to the page).
  await page.goto(`/api/auth/verify-email?token=${link.searchParams.get("token")}`);
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  await expect(page.getByRole("heading", { name: "Which account do you want to use?" })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${me}. This link verifies ${linkOwner}.`)).toBeVisible();
  // Nothing changed yet: this browser is still signed in as me.
  const before = (await (await page.request.get("/api/session")).json()) as { user: { email: string } };
  expect(before.user.email).toBe(me);

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

  await page.getByRole("button", { name: `Continue as ${linkOwner}` }).click();
  await expect(page.getByText(`${linkOwner} is verified.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("banner").getByText(linkOwner)).toBeVisible();
  await stranger.dispose();
});

test("'stay' verifies the address and keeps the person who is signed in", async ({ page, playwright, baseURL }) => {
  const stranger = await playwright.request.newContext({ baseURL });
  const linkOwner = await signUp(stranger, "stay-owner");
  const link = await verificationLink(stranger, linkOwner);
  const me = await signUp(page.request, "stayer");

  await page.goto(link.pathname + link.search);
  await page.getByRole("button", { name: `Stay signed in as ${me}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("banner").getByText(me)).toBeVisible();
  const owner = (await (await stranger.get("/api/session")).json()) as { user: { emailVerified: boolean } };
  expect(owner.user.emailVerified).toBe(true);
  await stranger.dispose();
});
