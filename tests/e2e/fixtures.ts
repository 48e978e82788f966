import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";
import { watchPage } from "./failure-notes";

export { expect } from "@playwright/test";

/** A stable private address for a test, from its id. */
function clientAddressFor(testId: string): string {
  const [a = 0, b = 0, c = 1] = createHash("sha256").update(testId).digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

/**
 * Every journey comes from a client address of its own (X-Forwarded-For; the end-to-end server trusts its proxy,
 * TRUST_PROXY=true), as real visitors do. The per-address limits (10 sign-ups an hour…) stay in force, but one
 * test's sign-ups never use up another's allowance. A spec (test.use) or a request that sets its own keeps it.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const own = extraHTTPHeaders?.["x-forwarded-for"];
    await use({ ...extraHTTPHeaders, "x-forwarded-for": own ?? clientAddressFor(testInfo.testId) });
  },
  // What the page showed and which API calls failed, kept for the failed list when the journey fails.
  page: async ({ page }, use, testInfo) => {
    const watch = watchPage(page);
    await use(page);
    await watch.noteFailure(testInfo);
  },
});
