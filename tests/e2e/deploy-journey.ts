import { createHash } from "node:crypto";
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { unzipSync } from "fflate";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { adminSession, adminStatePath } from "./admin";
import { expect } from "./fixtures";

// What the deploy journeys share (deploy.spec.ts, deploy-vercel.spec.ts): an owner with a portfolio, Pro, the
// exported files to compare a deploy with, and the live region that announces the steps.

/** The fake deploy APIs' control port (apps/server/src/testing/fake-deploy-main.ts). */
export const deployControl = `http://127.0.0.1:${process.env.E2E_DEPLOY_CONTROL_PORT}`;

const PASSWORD = "correct-horse-1";
let counter = 0;
const unique = () => `${Date.now().toString(36)}${++counter}`;

/** Signs up (the page's context keeps the session), claims a username and creates a portfolio. */
export async function owner(page: Page) {
  const email = `deploy-${unique()}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  const username = `ama${unique()}`;
  expect((await page.request.put("/api/profile/username", { data: { username } })).status()).toBe(200);
  const content = fullPortfolioFixture();
  content.personal.profilePicture = "";
  content.projects = content.projects.map((p) => ({ ...p, imageUrl: "" }));
  const created = await page.request.post("/api/portfolios", { data: { name: "Ama's portfolio", content } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return { userId, username, portfolioId: id };
}

/** Pro, granted by the administrator (ADMIN_EMAILS in playwright.config.ts) from a context of its own. */
export async function makePro(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  userId: string,
) {
  // The shared administrator's kept session (admin.ts): each deploy journey signing in again passed the account's
  // sign-in limit once the Vercel and Cloudflare journeys joined.
  const admin = await adminSession(playwright, baseURL ?? "", "192.0.2.90", adminStatePath);
  const upgrade = await admin.post(`/api/admin/users/${userId}/upgrade`, { data: { subscriptionType: "monthly" } });
  expect(upgrade.status()).toBe(200);
  await admin.dispose();
}

/** The ZIP export of the portfolio as path → sha256: what every deploy must publish exactly. */
export async function exportedFiles(request: APIRequestContext, portfolioId: string) {
  const zip = await request.get(`/api/portfolios/${portfolioId}/export.zip`);
  expect(zip.status()).toBe(200);
  const files = unzipSync(new Uint8Array(await zip.body()));
  return Object.fromEntries(
    Object.entries(files).map(([path, bytes]) => [path, createHash("sha256").update(bytes).digest("hex")]),
  );
}
export const hashes = (files: Record<string, { sha256: string }>) =>
  Object.fromEntries(Object.entries(files).map(([path, f]) => [path, f.sha256]));

/** The deploy progress's live region, which announces each step and the outcome. */
export const liveRegion = (page: Page) => page.locator("p[aria-live='polite']");
