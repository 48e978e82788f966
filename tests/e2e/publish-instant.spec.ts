import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

// Issue 20 item 1: publishing is instant. The public page is revalidated on every visit (no-cache + ETag), so after
// "Publish changes" the live page shows the new version at once: in a new tab, and in the same tab, where the
// browser holds the previous version in its HTTP cache.

const PASSWORD = "correct-horse-1";
const unique = (name: string) => `${name}-${Date.now().toString(36)}`;

const saveStatus = (page: Page) => page.locator('[role="status"][aria-live="polite"]').first();
const allSaved = (page: Page) => expect(saveStatus(page)).toHaveText("All changes saved", { timeout: 10_000 });

test("publish, change, publish changes: View live and the same tab show the new version at once", async ({
  page,
  context,
}) => {
  // A whole journey through the builder (two saves, two publishes) on a shared machine.
  test.setTimeout(120_000);
  const signUp = await page.request.post("/api/account/sign-up", {
    data: {
      name: "Efua Owusu",
      email: `${unique("instant")}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(signUp.status()).toBe(201);
  await page.goto("/generate");
  await expect(page).toHaveURL(/\/generate\?id=[^&]+/);
  const id = new URL(page.url()).searchParams.get("id") as string;
  await page.getByLabel("Full name").fill("Efua First Edition");
  await allSaved(page);

  await page.goto(`/generate?id=${id}&step=export`);
  // Issue 20 item 7: the field starts from the account's name, and a reserved name says why.
  await expect(page.getByLabel("Username")).toHaveValue(/^efua-owusu(-\d+)?$/);
  await expect(page.getByText(/Suggested from your name/)).toBeVisible();
  await page.getByLabel("Username").fill("pricing");
  await expect(
    page.getByText(
      "This username is reserved. Please choose another It is the address of one of Foliocraft's own pages.",
    ),
  ).toBeVisible();
  const axe = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  const username = unique("efua").slice(0, 30).toLowerCase();
  await page.getByLabel("Username").fill(username);
  await expect(page.getByText("This username is available")).toBeVisible();
  await page.getByRole("button", { name: "Claim username" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Your portfolio is live!")).toBeVisible();

  // The browser now holds the first version (same tab), revalidated on every use.
  const first = await page.goto(`/p/${username}`);
  expect(first?.headers()["cache-control"]).toBe("no-cache");
  expect(first?.headers().etag).toMatch(/^W\/"/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Efua First Edition");

  await page.goto(`/generate?id=${id}`);
  await page.getByLabel("Full name").fill("Efua Second Edition");
  await allSaved(page);
  await page.goto(`/generate?id=${id}&step=export`);
  await page.getByRole("button", { name: "Publish changes" }).click();
  await expect(page.getByText("Your portfolio is live!")).toBeVisible();

  // "View live" (the address link, a new tab) shows the new version on its first load.
  const [live] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: new RegExp(`/p/${username}`) }).click(),
  ]);
  await expect(live.getByRole("heading", { level: 1 })).toHaveText("Efua Second Edition");
  await live.close();

  // The dashboard's View live, in the same tab that cached the first version.
  await page.goto("/dashboard");
  await page
    .getByRole("link", { name: /View live/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/p/${username}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Efua Second Edition");
  // Back and forward: still the new version.
  await page.goBack();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Efua Second Edition");
});
