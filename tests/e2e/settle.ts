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
 * Waits until the app has taken over the page and shows the page's own content: mounted in #root, the prerendered
 * markup replaced or hydrated, and no page-loading fallback (PageLoading, the info pages' splash: data-page-loading)
 * left, so the lazily loaded page code has arrived and rendered.
 */
export async function appSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return (
      !!root &&
      root.childElementCount > 0 &&
      !root.hasAttribute("data-prerendered") &&
      !root.querySelector("[data-page-loading]")
    );
  });
}

/**
 * Opens a path and waits until the app has taken over the page: prerendered marketing pages are readable at once,
 * but a radio button or a form does nothing until the app has hydrated them.
 */
export async function gotoApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appSettled(page);
}
