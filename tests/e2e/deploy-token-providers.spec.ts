import type { Page } from "@playwright/test";
import { deployControl, exportedFiles, hashes, liveRegion, makePro, owner } from "./deploy-journey";
import { expect, test } from "./fixtures";

// Deploys to the providers connected with an API token (issue 25), in Chromium against the real server and their
// fakes (fake-vercel.ts, fake-cloudflare.ts, run by fake-deploy-main.ts): connecting with a token (none, refused,
// accepted), a deploy to live with exactly the rendered site, a re-deploy to the same project, a failed deployment
// with Retry, and a token the provider stops accepting, with Reconnect.

interface TokenProvider {
  id: "vercel" | "cloudflare";
  /** The brand, and the card's heading. */
  name: string;
  card: string;
  target: string;
  action: string;
  token: string;
  tokenPage: string;
  login: string;
  url: (username: string) => string;
  failOutcome: string;
  failed: string;
  failedLeft: string;
  /** Vercel's own words about the failure, when it gives some. */
  providerSaid?: string;
  revoke: { status: number; path: string; headline: string; left: string };
}

const providers: TokenProvider[] = [
  {
    id: "vercel",
    name: "Vercel",
    card: "Vercel",
    target: "Vercel project",
    action: "Publish on Vercel",
    token: "e2e-vercel-token",
    tokenPage: "https://vercel.com/account/tokens",
    login: "ama",
    url: (username) => `https://${username}-portfolio.vercel.example`,
    failOutcome: "ERROR",
    failed: "Vercel could not publish the deployment.",
    failedLeft: "but is not live, so the project still serves its previous deployment",
    providerSaid: "The deployment could not be prepared.",
    revoke: {
      status: 403,
      path: "/v2/files$",
      headline: "Vercel refused the request (HTTP 403).",
      left: "No deployment was created on Vercel; your project there is unchanged.",
    },
  },
  {
    id: "cloudflare",
    name: "Cloudflare",
    card: "Cloudflare Pages",
    target: "Cloudflare Pages project",
    action: "Publish on Cloudflare Pages",
    token: "e2e-cloudflare-token",
    tokenPage: "https://dash.cloudflare.com/profile/api-tokens",
    login: "Ama's Account",
    url: (username) => `https://${username}-portfolio.pages.example`,
    failOutcome: "failure",
    failed: "Cloudflare Pages could not publish the deployment.",
    failedLeft: "but is not live, so the project still serves its previous deployment",
    revoke: {
      status: 401,
      path: "/upload-token$",
      headline: "Cloudflare no longer accepts the saved connection",
      left: "exists, but this site was not deployed to it.",
    },
  },
];

type Deployment = { project: string; files: Record<string, { sha256: string }> };

for (const p of providers) {
  const card = (page: Page) => page.getByRole("region", { name: p.card, exact: true });
  const deployments = async (page: Page) =>
    (await (await page.request.get(`${deployControl}/__${p.id}/deployments`)).json()) as Deployment[];
  /** Pastes `token` into the provider's card and presses its Connect (or Reconnect) button. */
  const pasteToken = async (page: Page, token: string, button = `Connect ${p.name}`) => {
    await card(page).getByLabel(`${p.name} API token`).fill(token);
    await card(page).getByRole("button", { name: button }).click();
  };

  test(`${p.name}: a Pro user connects with a token, publishes exactly the rendered site and re-deploys to the same project`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000); // two deploys to live
    const { userId, username, portfolioId } = await owner(page);
    await makePro(playwright, baseURL, userId);
    await page.goto(`/deploy?portfolio=${portfolioId}`);
    await expect(card(page).getByRole("link", { name: `Create a token on ${p.name}` })).toHaveAttribute(
      "href",
      p.tokenPage,
    );
    await expect(card(page).getByRole("button", { name: p.action })).toBeDisabled();

    // Nothing pasted, then a token the provider refuses: said at the field, nothing stored.
    await card(page)
      .getByRole("button", { name: `Connect ${p.name}` })
      .click();
    await expect(card(page).getByText(`Paste your ${p.name} token first.`)).toBeVisible();
    await pasteToken(page, "not-a-real-token");
    await expect(card(page).getByText(`${p.name} did not accept this token.`, { exact: false })).toBeVisible();
    await expect(card(page).getByLabel(`${p.name} API token`)).toHaveAttribute("aria-invalid", "true");

    await pasteToken(page, p.token);
    await expect(card(page).getByText(`Connected to ${p.name} as ${p.login}.`)).toBeVisible();
    await expect(card(page).getByLabel(`${p.name} API token`)).toHaveCount(0);

    await card(page).getByRole("button", { name: p.action }).click();
    await expect(page.getByRole("heading", { name: `Deploy to ${p.target}` })).toBeVisible();
    await expect(liveRegion(page)).toHaveText("Your site is live.", { timeout: 20_000 });
    await expect(page.getByRole("list").filter({ hasText: "Preparing files" })).toContainText("Building");
    await expect(page.getByRole("link", { name: p.url(username) }).first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: p.target })).toContainText("Succeeded");
    const first = await deployments(page);
    expect(hashes(first.at(-1)!.files)).toEqual(await exportedFiles(page.request, portfolioId));

    // A re-deploy goes to the same project.
    await card(page).getByRole("button", { name: p.action }).click();
    await expect(page.getByRole("row").filter({ hasText: p.target })).toHaveCount(2);
    await expect(liveRegion(page)).toHaveText("Your site is live.", { timeout: 20_000 });
    const all = await deployments(page);
    expect(all.filter((d) => d.project === `${username}-portfolio`)).toHaveLength(2);
  });

  test(`${p.name} errors: a failed deployment and Retry; a token the provider stops accepting and Reconnect`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Three deploys and a reconnect: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const { userId, portfolioId } = await owner(page);
    await makePro(playwright, baseURL, userId);
    await page.goto(`/deploy?portfolio=${portfolioId}`);
    await pasteToken(page, p.token);
    await expect(card(page).getByText(`Connected to ${p.name} as ${p.login}.`)).toBeVisible();

    await page.request.post(`${deployControl}/__${p.id}/outcome`, { data: { outcome: p.failOutcome } });
    await card(page).getByRole("button", { name: p.action }).click();
    const failed = page.getByRole("alert").filter({ hasText: p.failed });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText(p.failedLeft);
    if (p.providerSaid) await expect(failed).toContainText(p.providerSaid);
    await page.request.post(`${deployControl}/__${p.id}/outcome`, { data: { outcome: "" } });
    await failed.getByRole("button", { name: "Retry" }).click();
    await expect(liveRegion(page)).toHaveText("Your site is live.", { timeout: 20_000 });

    // The provider no longer accepts the saved token: Reconnect opens the token form, then Retry publishes.
    await page.request.post(`${deployControl}/__fail`, {
      data: { provider: p.id, status: p.revoke.status, path: p.revoke.path },
    });
    await card(page).getByRole("button", { name: p.action }).click();
    const refused = page.getByRole("alert").filter({ hasText: p.revoke.headline });
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused).toContainText(p.revoke.left);
    await refused.getByRole("button", { name: `Reconnect ${p.name}` }).click();
    await expect(card(page).getByLabel(`${p.name} API token`)).toBeFocused();
    await pasteToken(page, p.token, `Reconnect ${p.name}`);
    await expect(page.getByText(`${p.name} is now connected for deploys.`)).toBeVisible();
    await expect(card(page).getByLabel(`${p.name} API token`)).toHaveCount(0);
    await refused.getByRole("button", { name: "Retry" }).click();
    await expect(liveRegion(page)).toHaveText("Your site is live.", { timeout: 20_000 });
  });
}

test("Vercel: a Pro user picks a team under Deploy to, by keyboard, and the deployment is created in that team", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const card = page.getByRole("region", { name: "Vercel", exact: true });
  const { userId, username, portfolioId } = await owner(page);
  await makePro(playwright, baseURL, userId);
  await page.goto(`/deploy?portfolio=${portfolioId}`);
  // Not connected: nothing to choose yet.
  await expect(card.getByLabel("Deploy to")).toHaveCount(0);
  await card.getByLabel("Vercel API token").fill("e2e-vercel-token");
  await card.getByRole("button", { name: "Connect Vercel" }).click();

  // The personal account and the token's teams (fake-vercel.ts: fakeVercelTeams), the personal account first.
  const deployTo = card.getByLabel("Deploy to");
  await expect(deployTo).toHaveValue("");
  await expect(deployTo.getByRole("option")).toHaveText(["Personal account", "Northwind Studio", "Lighthouse Labs"]);
  // By keyboard: the closed select takes the next option on ArrowDown, which saves it.
  await deployTo.focus();
  await deployTo.press("ArrowDown");
  await expect(deployTo).toHaveValue("team_northwind");
  await expect(card.getByRole("status").filter({ hasText: "Your next deploys go to Northwind Studio." })).toBeVisible();
  await expect(deployTo).toBeFocused();

  // The choice is kept: after a reload it is still selected.
  await page.reload();
  await expect(deployTo).toHaveValue("team_northwind");

  await card.getByRole("button", { name: "Publish on Vercel" }).click();
  await expect(liveRegion(page)).toHaveText("Your site is live.", { timeout: 20_000 });
  const deployments = (await (await page.request.get(`${deployControl}/__vercel/deployments`)).json()) as {
    project: string;
    teamId: string | null;
  }[];
  expect(deployments.filter((d) => d.project === `${username}-portfolio`)).toEqual([
    expect.objectContaining({ teamId: "team_northwind" }),
  ]);
});
