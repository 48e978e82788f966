import type { Page } from "@playwright/test";

/**
 * Brings the page to the state people read once its motion is over: the fonts loaded, then every running finite
 * time-driven animation and transition ended at once (`finish()` jumps to the end state waiting would reach, without
 * waiting out a theme's seconds-long entrance). After a colour-scheme switch buttons fade to the new scheme's colours
 * (transition-colors), and axe must measure contrast on the colours people read; a theme's entrance must not be
 * measured mid-fade. Left alone: infinite loops (they never end), scroll-driven animations (they end when the page
 * is scrolled) and paused ones (the page paused them).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: the class change that starts the transitions is applied first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const animation of document.getAnimations()) {
      if (animation.timeline !== document.timeline || animation.playState !== "running") continue;
      if (animation.effect?.getComputedTiming().endTime === Infinity) continue;
      animation.finish();
    }
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
