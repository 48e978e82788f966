import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

// Onboarding (issue 4 §1) in real Chromium against the real server: validation, skip, completion with the answers on
// the server, the builder prefilled from them, keyboard only, Arabic, dark, 375 px and axe.

const PASSWORD = "correct-horse-1";
let counter = 0;
const randomAddress = () =>
  `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++counter}@example.com`;

/** Signs up through the API in the page's own cookie jar, so the page is signed in as a brand-new user. */
async function signUp(page: Page, name = "Ama Mensah") {
  const email = uniqueEmail("onboarding");
  const response = await page.request.post("/api/account/sign-up", {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
    // Sign-ups are limited per address (10 an hour): each one here comes from an address of its own.
    headers: { "x-forwarded-for": randomAddress() },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function profile(page: Page) {
  const response = await page.request.get("/api/profile");
  expect(response.ok()).toBe(true);
  return (await response.json()) as { onboardingCompleted: boolean; onboardingData: unknown };
}

test("Next stays disabled until the step is filled; Back is disabled on step 0", async ({ page }) => {
  await signUp(page, "Kofi Boateng");
  await page.goto("/onboarding");
  await expect(page.getByRole("progressbar", { name: "Onboarding progress" })).toHaveAttribute("aria-valuenow", "1");
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  const next = page.getByRole("button", { name: "Next", exact: true });
  await expect(page.getByLabel("Your name")).toHaveValue("Kofi Boateng");
  await expect(next).toBeDisabled();
  await page.getByLabel("Profession").fill("Data Analyst");
  await expect(next).toBeEnabled();
  await page.getByLabel("Your name").fill("");
  await expect(next).toBeDisabled();
  await page.getByLabel("Your name").fill("Kofi");
  await next.click();

  await expect(page.getByRole("heading", { level: 2, name: "Your experience" })).toBeFocused();
  await expect(next).toBeDisabled();
  await page.getByRole("radio", { name: /Senior/ }).check();
  await next.click();
  await expect(next).toBeDisabled();
  // Interests alone are not enough: at least one skill.
  await page.getByRole("button", { name: "Teaching" }).click();
  await expect(next).toBeDisabled();
  await page.getByRole("button", { name: "SQL" }).click();
  await expect(page.getByRole("button", { name: "SQL" })).toHaveAttribute("aria-pressed", "true");
  await next.click();
  const complete = page.getByRole("button", { name: "Complete Setup" });
  await expect(complete).toBeDisabled();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("button", { name: "SQL" })).toHaveAttribute("aria-pressed", "true");
});

test("Skip: the spec's toast, then /generate after 1 s; the server records it", async ({ page }) => {
  await signUp(page);
  await page.goto("/onboarding");
  await page.getByRole("button", { name: "Skip" }).click();
  await expect(page.getByText("Skipping onboarding. Redirecting to portfolio builder...")).toBeVisible();
  const clicked = Date.now();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.waitForURL(/\/generate(\?|$)/);
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(800);
  await expect.poll(async () => (await profile(page)).onboardingCompleted).toBe(true);
  expect((await profile(page)).onboardingData).toBeNull();
});

test("completion from the keyboard alone: toast, /generate after 1 s, answers on the server and the device, builder prefilled", async ({
  page,
}) => {
  await signUp(page, "Ama Mensah");
  await page.goto("/onboarding");
  const profession = page.getByLabel("Profession");
  await profession.focus();
  await page.keyboard.type("Frontend Developer");
  // Tab past Back (disabled) and Skip to Next.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Next", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 2, name: "Your experience" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Mid-level/ })).toBeChecked();
  await page.getByRole("button", { name: "Next", exact: true }).focus();
  await page.keyboard.press("Enter");

  await page.getByRole("button", { name: "TypeScript" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "React" }).focus();
  await page.keyboard.press("Space");
  await page.getByLabel("Add your own skill").focus();
  await page.keyboard.type("Accessibility audits");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Accessibility audits" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Open Source" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "Next", exact: true }).focus();
  await page.keyboard.press("Enter");

  await page.getByRole("radio", { name: /Modern/ }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Your portfolio will start with the Dark Minimal theme.")).toBeVisible();
  await page.getByRole("button", { name: "Complete Setup" }).focus();
  await page.keyboard.press("Enter");

  const answers = {
    name: "Ama Mensah",
    profession: "Frontend Developer",
    experience: "mid",
    skills: ["TypeScript", "React", "Accessibility audits"],
    interests: ["Open Source"],
    preferredStyle: "modern",
  };
  await expect(page.getByText("Onboarding completed! Redirecting to portfolio builder...")).toBeVisible();
  const shown = Date.now();
  await page.waitForURL(/\/generate(\?|$)/);
  expect(Date.now() - shown).toBeGreaterThanOrEqual(700);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("onboardingData") ?? "null"))).toEqual(answers);
  expect(await profile(page)).toMatchObject({ onboardingCompleted: true, onboardingData: answers });

  // The answers prefill a new portfolio: name, profession as title, skills, the theme the style suggests.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Create new portfolio" }).click();
  await page.waitForURL(/\/generate\?id=/);
  await expect(page.getByLabel("Full name")).toHaveValue("Ama Mensah");
  const id = new URL(page.url()).searchParams.get("id");
  const created = (await (await page.request.get(`/api/portfolios/${id}`)).json()) as {
    theme: string;
    content: { personal: { fullName: string; title: string }; skills: string[] };
  };
  expect(created.theme).toBe("dark-minimal");
  expect(created.content.personal).toMatchObject({ fullName: "Ama Mensah", title: "Frontend Developer" });
  expect(created.content.skills).toEqual(answers.skills);
});

test("signing in on a fresh browser brings the answers along: /dashboard, not onboarding again", async ({
  page,
  browser,
}) => {
  const email = await signUp(page);
  await page.goto("/onboarding");
  await page.getByLabel("Profession").fill("Illustrator");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("radio", { name: /Student/ }).check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Figma" }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("radio", { name: /Creative/ }).check();
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await page.waitForURL(/\/generate(\?|$)/);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto("/login");
  await other.getByLabel("Email").fill(email);
  await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await other.getByRole("button", { name: "Sign in", exact: true }).click();
  await other.waitForURL(/\/dashboard$/);
  await expect
    .poll(() => other.evaluate(() => JSON.parse(localStorage.getItem("onboardingData") ?? "null")?.profession))
    .toBe("Illustrator");
  await fresh.close();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`onboarding passes axe at 375 px in Arabic, ${colorScheme}, on every step`, async ({ page }) => {
    await signUp(page);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("language", "ar"));
    await page.goto("/onboarding");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const check = async (step: string) => {
      await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", step);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `step ${step}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    };
    await check("1");
    await page.getByLabel("المهنة").fill("مصممة");
    await page.getByRole("button", { name: "التالي" }).click();
    await check("2");
    await page.getByRole("radio", { name: /خبير/ }).check();
    await page.getByRole("button", { name: "التالي" }).click();
    await check("3");
    await page.getByRole("button", { name: "Python" }).click();
    await page.getByRole("button", { name: "التالي" }).click();
    await check("4");
    // The forward arrow of Next points left in a right-to-left page: Back sits at the start (right) edge.
    const back = await page.getByRole("button", { name: "رجوع" }).boundingBox();
    const complete = await page.getByRole("button", { name: "إكمال الإعداد" }).boundingBox();
    expect(back!.x).toBeGreaterThan(complete!.x);
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  test(`a selected chip looks selected (${colorScheme}): its own colours, a check mark and aria-pressed`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme });
    await signUp(page, "Esi Owusu");
    await page.goto("/onboarding");
    await page.getByLabel("Profession").fill("Designer");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("radio", { name: /Senior/ }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    const chosen = page.getByRole("button", { name: "SQL" });
    const other = page.getByRole("button", { name: "Python" });
    await chosen.click();
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    await expect(other).toHaveAttribute("aria-pressed", "false");
    // Move the pointer away: the selected look must not be a hover effect.
    await page.mouse.move(0, 0);
    const look = (chip: typeof chosen) =>
      chip.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color, check: el.querySelector("svg") !== null };
      });
    const selected = await look(chosen);
    const plain = await look(other);
    expect(selected.background).not.toBe(plain.background);
    expect(selected.color).not.toBe(plain.color);
    expect(selected.check).toBe(true);
    expect(plain.check).toBe(false);
    await testInfo.attach(`chips-${colorScheme}`, {
      body: await page.getByRole("group").first().screenshot(),
      contentType: "image/png",
    });
  });
}
