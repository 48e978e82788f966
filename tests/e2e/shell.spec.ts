import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { gotoApp } from "./settle";

// The web shell against the real built server: guard, theme, language and the route error element.
// Nobody can sign in yet (accounts come later), so the signed-out side of the guard is what is checked here.

/** Collects CSP violations and uncaught errors, which would mean the strict CSP broke something. */
function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  return problems;
}

test("a signed-out visitor opening /dashboard is sent to /login", async ({ page }) => {
  const problems = watchForErrors(page);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  expect(problems).toEqual([]);
});

test("the theme toggle's choice is stored and survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/pricing");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
});

test("boot.js alone applies the stored theme and direction, before any app code", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => {
    localStorage.setItem("theme", "dark");
    localStorage.setItem("language", "ar");
  });
  // Without the app's bundles only /boot.js (a file, since the CSP forbids inline script) can act.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  const html = page.locator("html");
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(html).toHaveAttribute("dir", "rtl");
});

test("follows the system theme while nothing is stored", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/about");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
});

test("switching the language to Arabic sets lang and dir=rtl, and survives a reload", async ({ page }) => {
  // The menu works once the app has taken over the prerendered page.
  await gotoApp(page, "/about");
  await page.getByRole("button", { name: "Language: English" }).click();
  await page.getByRole("menuitemradio", { name: "العربية" }).click();

  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "ar");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "عن Foliocraft" })).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "عن Foliocraft" })).toBeVisible();

  await page.getByRole("button", { name: "اللغة: العربية" }).click();
  await page.getByRole("menuitemradio", { name: "English" }).click();
  await expect(html).toHaveAttribute("dir", "ltr");
  await expect(html).toHaveAttribute("lang", "en");
});

test("an unknown route shows the route error element with 404 Not Found", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("404 Not Found")).toBeVisible();
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "A portfolio website in under 5 minutes" })).toBeVisible();
});

test("a public portfolio that does not exist says so", async ({ page }) => {
  await page.goto("/pricing");
  // In-app navigation (the server owns the first load of /p/… once publishing exists).
  await page.evaluate(() => {
    history.pushState(null, "", "/p/nobody");
    dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { level: 1, name: "Portfolio Not Found" })).toBeVisible();
  await expect(page.getByText('The portfolio for "nobody" could not be found.')).toBeVisible();
});

test("on a 320 px phone the menu button reaches the page links and the account links", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("menu");
  for (const name of ["Pricing", "Dashboard", "Generate", "Deploy", "Docs", "Log in", "Sign up"]) {
    await expect(menu.getByRole("menuitem", { name })).toBeVisible();
  }
  await menu.getByRole("menuitem", { name: "Docs" }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Documentation" })).toBeVisible();
  // Nothing sticks out sideways at 320 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
