import type { Page } from "@playwright/test";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { expect, test } from "./fixtures";
import { expectAxeCleanInBothSchemes } from "./page-audits";

// Custom domains (issue 11 §4) in Chromium against the built server: a free owner sees the upgrade offer in
// Settings → Custom domain and upgrades through the fake Paystack checkout, adds a domain, sees the two DNS records
// to create, the records are put into the fake DNS server the e2e server resolves with (DNS_RESOLVER), and
// "Verify now" turns the status to Verified. Axe in light and dark at 375 px on the way.

const PASSWORD = "correct-horse-1";
const dnsControl = `http://127.0.0.1:${process.env.E2E_DNS_CONTROL_PORT}`;

/** Clicks pay and returns the page showing the hosted checkout (a popup window, or this tab). */
async function openCheckout(page: Page, pay: () => Promise<void>): Promise<Page> {
  const popup = page.waitForEvent("popup", { timeout: 30_000 }).catch(() => null);
  await pay();
  const sameTab = page.waitForURL(/\/checkout\//, { timeout: 30_000 }).then(() => page);
  return (await Promise.race([popup.then((p) => p ?? sameTab), sameTab])) as Page;
}

test("a Pro owner adds a domain, sees the DNS records and verifies it against DNS", async ({ page, request }) => {
  test.setTimeout(90_000);
  // Paystack's inline script is unreachable here: the checkout falls back to the fake's hosted page.
  await page.context().route(/https:\/\/(checkout|js|api)\.paystack\.co(m)?\//, (route) => route.abort());
  const id = Date.now().toString(36);
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email: `domain-${id}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  // A published portfolio (free theme) for the domain to show.
  const username = `domain-${id}`;
  expect((await page.request.put("/api/profile/username", { data: { username } })).status()).toBe(200);
  const content = fullPortfolioFixture();
  content.personal.profilePicture = "";
  content.projects = content.projects.map((p) => ({ ...p, imageUrl: "" }));
  const created = await page.request.post("/api/portfolios", { data: { name: "Ama's portfolio", content } });
  expect(created.status()).toBe(201);
  const { id: portfolioId } = (await created.json()) as { id: string };
  expect((await page.request.post(`/api/portfolios/${portfolioId}/publish`)).status()).toBe(200);
  await page.setViewportSize({ width: 375, height: 800 });

  // Free: the section offers the upgrade (the payments module's dialog), not the form.
  await page.goto("/settings#domain");
  const section = page.getByRole("region", { name: "Custom domain" });
  await expect(section.getByRole("heading", { name: "Custom domains are a Pro feature" })).toBeVisible();
  await expect(section.getByLabel("Domain name")).toHaveCount(0);
  await expectAxeCleanInBothSchemes(page, "free");
  await section.getByRole("button", { name: "Upgrade to Pro" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to Premium" });
  const checkout = await openCheckout(page, () => dialog.getByRole("button", { name: /^Pay GHS\s30\.00$/ }).click());
  await checkout.getByRole("button", { name: "Pay with mobile money" }).click();
  await expect(page.getByText("Welcome to Premium! 🎉")).toBeVisible({ timeout: 15_000 });

  // Pro: add a domain (typed in capitals, normalised by the server).
  await page.goto("/settings#domain");
  const domain = `www.ama-${id}.example`;
  await section.getByLabel("Domain name").fill(domain.toUpperCase());
  await section.getByRole("button", { name: "Add domain" }).click();
  await expect(section.getByRole("heading", { name: domain })).toBeVisible();
  await expect(section.getByText("Pending", { exact: true })).toBeVisible();
  await expect(section.getByText(/DNS changes can take up to 24 hours to propagate/).first()).toBeVisible();
  await expect(section.getByText("sites.foliocraft.test", { exact: true })).toBeVisible();
  await expect(section.getByText(`_foliocraft.${domain}`, { exact: true })).toBeVisible();
  const txtValue = (await section.getByText(/^foliocraft-verify=/).textContent()) ?? "";
  expect(txtValue).toMatch(/^foliocraft-verify=[\w-]+$/);
  await expect(section.getByRole("button", { name: "Copy the value of the TXT record" })).toBeVisible();
  await expectAxeCleanInBothSchemes(page, "pending");

  // Nothing in DNS yet: still pending, with what was (not) found.
  await section.getByRole("button", { name: "Verify now" }).click();
  await expect(section.getByText("No TXT record found yet.", { exact: false }).first()).toBeVisible();
  await expect(section.getByText(/Last checked/)).toBeVisible();

  // The owner creates the records at their DNS provider (here: the fake DNS server), then verifies.
  for (const [name, records] of [
    [domain, { cname: "sites.foliocraft.test" }],
    [`_foliocraft.${domain}`, { txt: [txtValue] }],
  ] as const) {
    const put = await request.put(`${dnsControl}/records/${encodeURIComponent(name)}`, { data: records });
    expect(put.status()).toBe(200);
  }
  await section.getByRole("button", { name: "Verify now" }).focus();
  await page.keyboard.press("Enter");
  await expect(section.getByText("Verified", { exact: true })).toBeVisible();
  await expect(section.getByText("Your domain points to sites.foliocraft.test.")).toBeVisible();
  await expect(
    section.getByRole("link", { name: new RegExp(`https://${domain.replace(/\./g, "\\.")}`) }),
  ).toBeVisible();
  await expectAxeCleanInBothSchemes(page, "verified");

  // The built server now serves the portfolio at / for that host (behind the e2e proxy: X-Forwarded-Host).
  await expect(async () => {
    const home = await page.request.get("/", { headers: { "x-forwarded-host": domain } });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain("<h1>Ama Mensah</h1>");
  }).toPass({ timeout: 10_000 });
  const app = await page.request.get("/", { headers: { "x-forwarded-host": `other-${id}.example` } });
  expect(await app.text()).not.toContain("<h1>Ama Mensah</h1>");

  // The on-demand-TLS question now answers yes for this domain.
  expect((await page.request.get(`/api/custom-domains/allowed?domain=${domain}`)).status()).toBe(200);
  expect((await page.request.get(`/api/custom-domains/allowed?domain=other-${id}.example`)).status()).toBe(404);
});
