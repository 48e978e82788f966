import type { Page } from "@playwright/test";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { expect, test } from "./fixtures";

// Deploy connections when the browser blocks the popup (issue 7): the same tab goes to the provider, comes back
// through the callback page to the deploy page it left, and shows the connection, with no popup ever opened.

const PASSWORD = "correct-horse-1";
const fakeGithub = `http://127.0.0.1:${process.env.E2E_FAKE_PORT}`;
const fakeNetlify = `http://127.0.0.1:${process.env.E2E_NETLIFY_PORT}`;
let counter = 0;
const unique = () => `${Date.now().toString(36)}b${++counter}`;

/** Signs up (the page's context keeps the session) and creates a portfolio. */
async function owner(page: Page) {
  const email = `deploy-blocked-${unique()}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  const content = fullPortfolioFixture();
  content.personal.profilePicture = "";
  content.projects = content.projects.map((p) => ({ ...p, imageUrl: "" }));
  const created = await page.request.post("/api/portfolios", { data: { name: "Ama's portfolio", content } });
  expect(created.status()).toBe(201);
  return { portfolioId: ((await created.json()) as { id: string }).id };
}

test("with popups blocked, connecting goes to the provider in this tab and comes back to the deploy page", async ({
  page,
}) => {
  await page.request.post(`${fakeGithub}/__mode`, { data: { tokenMode: "ok", authorizeMode: "ok" } });
  // The browser blocks every popup: window.open answers null, as it does for a blocked one.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const popups: string[] = [];
  page.context().on("page", (opened) => popups.push(opened.url()));
  // Every address this tab loads (each hop of a redirect too), to prove it went through the provider.
  const visited: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(request.url());
  });

  const { portfolioId } = await owner(page);
  const deployPage = `/deploy?portfolio=${portfolioId}`;
  await page.goto(deployPage);
  await expect(page.getByText("Netlify is not connected.")).toBeVisible();

  // Netlify: to its authorize page, back to /auth/netlify/callback, then to the deploy page it left.
  await page.getByRole("button", { name: "Connect Netlify" }).first().click();
  await expect(page.getByText(/Connected to Netlify as /).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/deploy\\?portfolio=${portfolioId}$`));
  await expect(page.getByText("Netlify is now connected for deploys.")).toBeVisible();
  expect(visited.some((url) => url.startsWith(`${fakeNetlify}/authorize?`))).toBe(true);
  expect(visited.some((url) => url.includes("/auth/netlify/callback?code="))).toBe(true);

  // GitHub the same way: its authorize page, /auth/github/callback/deploy, and back.
  visited.length = 0;
  await expect(page.getByText("GitHub is not connected.")).toBeVisible();
  await page.getByRole("button", { name: "Connect GitHub" }).first().click();
  await expect(page.getByText(/Connected to GitHub as octo\./).first()).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/deploy\\?portfolio=${portfolioId}$`));
  await expect(page.getByText("GitHub is now connected for deploys.")).toBeVisible();
  expect(visited.some((url) => url.startsWith(`${fakeGithub}/login/oauth/authorize?`))).toBe(true);
  expect(visited.some((url) => url.includes("/auth/github/callback/deploy?code="))).toBe(true);

  expect(popups).toEqual([]);
  expect(page.context().pages()).toHaveLength(1);
});
