import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { expect } from "./fixtures";
import { settleAnimations } from "./settle";

// The checks of issue 19's theme audits (tests/e2e/theme-audits.spec.ts), each on a page loaded once: what the
// browser requested and downloaded, axe, the served HTML against html-validate, every internal link, and which
// fonts drew the text. The app screens' journeys share the axe check in light and dark from here too.

/** A page as the browser loaded it: the served HTML and every request it made. */
export interface Visit {
  status: number;
  html: string;
  requests: Request[];
  /** Requests that failed outright (refused, aborted): never a status. */
  failed: string[];
}

/**
 * Opens `url` and brings it to its settled state (fonts loaded, entrance animations ended: settle.ts), recording every
 * request on the way (an `<img loading="lazy">` far below may not be requested: pictures are not what is audited).
 */
export async function visit(page: Page, url: string): Promise<Visit> {
  const requests: Request[] = [];
  const failed: string[] = [];
  const onRequest = (r: Request) => requests.push(r);
  const onFailed = (r: Request) => failed.push(`${r.url()} ${r.failure()?.errorText}`);
  page.on("request", onRequest);
  page.on("requestfailed", onFailed);
  try {
    const response = await page.goto(url);
    if (!response) throw new Error(`${url}: no response`);
    await settleAnimations(page);
    return { status: response.status(), html: await response.text(), requests, failed };
  } finally {
    page.off("request", onRequest);
    page.off("requestfailed", onFailed);
  }
}

/** Requests to anything but the page's own origin (a `data:` URL is part of the page). */
export function foreignRequests(v: Visit, pageUrl: string): string[] {
  const own = new URL(pageUrl).origin;
  return v.requests.map((r) => r.url()).filter((u) => !u.startsWith("data:") && new URL(u).origin !== own);
}

/** Sub-resources answered with an error status (the document itself is checked by the caller). */
export async function failedSubresources(v: Visit, pageUrl: string): Promise<string[]> {
  const subresources = v.requests.filter((r) => r.url() !== pageUrl && !r.url().startsWith("data:"));
  const statuses = await Promise.all(subresources.map(async (r) => (await r.response())?.status()));
  return [
    ...v.failed,
    ...subresources.flatMap((r, i) => {
      const status = statuses[i];
      return status === undefined || status >= 400 ? [`${r.url()} → ${status ?? "no response"}`] : [];
    }),
  ];
}

/**
 * What the browser downloaded for the page, pictures left out: the encoded bodies and the headers of the HTML,
 * stylesheets, fonts and scripts, as they crossed the wire (compressed when the server compressed them).
 */
export async function transferredBytesWithoutImages(v: Visit): Promise<{ total: number; byUrl: string[] }> {
  const counted = v.requests.filter((r) => r.resourceType() !== "image" && !r.url().startsWith("data:"));
  const bytes = await Promise.all(
    counted.map(async (r) => {
      const sizes = await r.sizes();
      return sizes.responseBodySize + sizes.responseHeadersSize;
    }),
  );
  return {
    total: bytes.reduce((a, b) => a + b, 0),
    byUrl: counted.map((r, i) => `${r.url()} ${bytes[i]}`),
  };
}

/** Serious and critical axe violations, one line each with the elements. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * An app screen as people read it in each scheme: switched to light, then dark (the `dark` class on <html> follows the
 * system preference), its colour transitions ended (settle.ts), then no serious or critical axe finding and nothing
 * wider than the viewport. `what` names the screen in a failure.
 */
export async function expectAxeCleanInBothSchemes(page: Page, what: string): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator("html")).toHaveClass(colorScheme === "dark" ? /dark/ : /^(?!.*\bdark\b).*$/);
    await settleAnimations(page);
    expect(await seriousAxeViolations(page), `${what}, ${colorScheme}: axe`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${what}, ${colorScheme}: width`,
    ).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
}

// The recommended preset as it is, every rule on: the served pages are ours, so any message is a defect to fix.
const validator = new HtmlValidate({ extends: ["html-validate:recommended"] });

/** html-validate's messages for a served document (run here, in the test process, not in the browser). */
export async function htmlErrors(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
}

/**
 * Every link of the page that stays on `origins` (the page's own, and the app's for an exported site's links back
 * to its public page) must answer below 400 without following redirects (the resume route redirects to a file that
 * may live elsewhere); every in-page `#fragment` must name an element. Covers anchors, `<link>`s, pictures,
 * scripts and the `url()`s of every @font-face, including the subsets this page's text did not need.
 */
export async function brokenLinks(page: Page, request: APIRequestContext, origins: string[]): Promise<string[]> {
  const { urls, missingFragments } = await page.evaluate(() => {
    const found = new Set<string>();
    const missing: string[] = [];
    const here = location.href.split("#")[0];
    for (const el of Array.from(document.querySelectorAll("a[href], link[href], img[src], script[src]"))) {
      const raw = el.getAttribute("href") ?? el.getAttribute("src") ?? "";
      const url = new URL(raw, document.baseURI);
      if (url.href.split("#")[0] === here && url.hash) {
        if (!document.getElementById(decodeURIComponent(url.hash.slice(1)))) missing.push(raw);
      } else found.add(url.href);
    }
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        for (const [, src] of rule.style.getPropertyValue("src").matchAll(/url\("?([^")]+)"?\)/g))
          found.add(new URL(src!, sheet.href ?? document.baseURI).href);
      }
    }
    return { urls: [...found], missingFragments: missing };
  });
  const own = urls.filter((url) => /^https?:/.test(url) && origins.includes(new URL(url).origin));
  const statuses = await Promise.all(own.map(async (url) => (await request.get(url, { maxRedirects: 0 })).status()));
  const broken = missingFragments.map((f) => `${f} → no such element`);
  own.forEach((url, i) => {
    if (statuses[i]! >= 400) broken.push(`${url} → ${statuses[i]}`);
  });
  return broken;
}

/**
 * The text of the page that Chromium drew with a font installed on this machine rather than a web font of the
 * page: `CSS.getPlatformFontsForNode` for every element that holds text of its own. This Chromium has no
 * Devanagari, CJK or Arabic system font (nor has CI), so a glyph missing from the bundled files shows as a fallback
 * here, and as a box or another design on a visitor's machine.
 */
export async function textDrawnBySystemFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    type Node = (typeof root)["children"] extends (infer N)[] | undefined ? N : never;
    const holders: { nodeId: number; text: string; name: string }[] = [];
    const walk = (node: Node, inBody: boolean) => {
      const body = inBody || node.nodeName === "BODY";
      if (["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(node.nodeName)) return;
      const text = (node.children ?? [])
        .filter((c) => c.nodeType === 3)
        .map((c) => c.nodeValue)
        .join("")
        .trim();
      if (body && node.nodeType === 1 && text) holders.push({ nodeId: node.nodeId, text, name: node.localName });
      for (const child of node.children ?? []) walk(child, body);
    };
    walk(root, false);
    // All asked at once: Chromium answers in order, without a round trip per element.
    const answers = await Promise.all(
      holders.map((h) => cdp.send("CSS.getPlatformFontsForNode", { nodeId: h.nodeId })),
    );
    return holders.flatMap((h, i) => {
      const system = answers[i]!.fonts.filter((f) => !f.isCustomFont);
      return system.length
        ? [`<${h.name}> "${h.text.slice(0, 40)}": ${system.map((f) => f.familyName).join(", ")}`]
        : [];
    });
  } finally {
    await cdp.detach();
  }
}

/** The web fonts that drew the page's `<h1>`. */
export async function fontsOfHeading(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((f) => f.familyName);
  } finally {
    await cdp.detach();
  }
}
