import type { Page, TestInfo } from "@playwright/test";

/** The annotation type `npm test` (scripts/test.mjs) prints under a failed journey's first error lines. */
export const PAGE_AT_FAILURE = "page at failure";

const MAX_NOTES = 6;

/**
 * Watches a journey's page for what a person would have seen go wrong: API answers of 400 and up, console errors and
 * uncaught exceptions. A CI run keeps only its log, so when the test fails, `noteFailure` writes these, with the page's
 * address and its visible alerts and toasts, into an annotation the failed list repeats (a flake then names its cause).
 */
export function watchPage(page: Page): { noteFailure: (testInfo: TestInfo) => Promise<void> } {
  const seen: string[] = [];
  const remember = (line: string) => {
    seen.push(line.slice(0, 160));
    if (seen.length > MAX_NOTES) seen.shift();
  };
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.pathname.startsWith("/api/")) {
      remember(`${response.request().method()} ${url.pathname} → ${response.status()}`);
    }
  });
  page.on("requestfailed", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/"))
      remember(`${request.method()} ${url.pathname} failed: ${request.failure()?.errorText}`);
  });
  page.on("console", (message) => {
    // The browser's own "Failed to load resource" line repeats a response already noted above.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      remember(`console: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => remember(`uncaught: ${error.message}`));

  return {
    async noteFailure(testInfo) {
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const shown = await page
        .evaluate(() =>
          Array.from(document.querySelectorAll('[role="alert"], [role="status"]'))
            .map((node) => (node as HTMLElement).innerText.trim())
            .filter(Boolean)
            .slice(0, 4),
        )
        .catch(() => [] as string[]);
      const parts = [`at ${new URL(page.url()).pathname}`];
      if (shown.length > 0)
        parts.push(`showing: ${shown.map((text) => text.replace(/\s+/g, " ").slice(0, 100)).join(" / ")}`);
      if (seen.length > 0) parts.push(`saw: ${seen.join(" / ")}`);
      testInfo.annotations.push({ type: PAGE_AT_FAILURE, description: parts.join("; ") });
    },
  };
}
