import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The theme step's style controls (issue 19 item 3) in real Chromium at 375 px, light and dark, keyboard only.

const PASSWORD = "correct-horse-1";

async function openThemeStep(page: Page): Promise<string> {
  const email = `style-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signUp = await page.request.post("/api/account/sign-up", {
    data: { name: "Ama Mensah", email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  await page.goto("/generate");
  await expect(page).toHaveURL(/\/generate\?id=[^&]+/);
  const id = new URL(page.url()).searchParams.get("id") as string;
  await page.goto(`/generate?id=${id}&step=theme`);
  // The builder loads the portfolio and its lazily loaded steps first: longer than 5 s on a loaded 2-core machine.
  await expect(page.getByRole("heading", { name: "Your style" })).toBeVisible({ timeout: 20_000 });
  return id;
}

for (const scheme of ["light", "dark"] as const) {
  test(`at 375 px in ${scheme}: fits the screen, no serious axe issue, sections reorder from the keyboard`, async ({
    page,
  }, info) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 375, height: 800 });
    const id = await openThemeStep(page);
    const panel = page.locator("section[aria-labelledby=theme-style-title]");
    await panel.scrollIntoViewIfNeeded();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page })
      .include("section[aria-labelledby=theme-style-title]")
      .analyze();
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    await panel.screenshot({ path: info.outputPath(`theme-style-${scheme}.png`) });

    // Keyboard only: focus the handle, pick up, move up two places (above Skill groups and Skills), drop.
    const handle = page.getByRole("button", { name: "Move Projects" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    const live = page.locator("[id^=DndLiveRegion]");
    await expect(live).toHaveText("Picked up Projects, position 4 of 19.");
    await page.keyboard.press("ArrowUp");
    await expect(live).toHaveText("Projects moved to position 3 of 19.");
    await page.keyboard.press("ArrowUp");
    await expect(live).toHaveText("Projects moved to position 2 of 19.");
    await page.keyboard.press("Space");
    await expect(live).toHaveText("Projects dropped at position 2 of 19.");
    const rows = panel.locator("li[data-section]");
    await expect(rows.nth(1)).toHaveAttribute("data-section", "projects");
    // The move is saved with the portfolio.
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/portfolios/${id}`);
        const body = (await res.json()) as { content: { style?: { sections?: { id: string }[] } } };
        return body.content.style?.sections?.slice(0, 2).map((s) => s.id);
      })
      .toEqual(["about", "projects"]);
  });
}
