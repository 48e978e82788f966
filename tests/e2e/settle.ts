import type { Page } from "@playwright/test";

/**
 * Waits until every running CSS transition and animation has finished: after a colour-scheme switch, buttons fade
 * to the new scheme's colours (transition-colors), and axe must measure contrast on the colours people read.
 * Infinite animations are left out (they never finish).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames: the class change that starts the transitions is applied first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Opens a path and waits until the app has taken over the page: prerendered marketing pages are readable at once,
 * but a radio button or a form does nothing until the app has hydrated them.
 */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => !document.getElementById("root")?.hasAttribute("data-prerendered"));
  // The page's own content hydrates once its lazily loaded code has arrived.
  await page.waitForLoadState("networkidle");
}
