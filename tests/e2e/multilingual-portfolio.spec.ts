import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { unzipSync } from "fflate";
import type { Browser, Page } from "@playwright/test";
import { fullPortfolioFixture, withLanguageAdded, withTranslation, type PortfolioContent } from "@foliocraft/schemas";
import { createAuditOwner } from "./audit-owner";
import { expect, test } from "./fixtures";
import { htmlErrors, seriousAxeViolations, textDrawnBySystemFonts, visit } from "./page-audits";
import { startStaticSiteServer } from "./static-site-server";

// Issue 21: one portfolio in English, Arabic and Chinese. Every version is valid and accessible on /p/, its hreflang
// links are reciprocal (read from all three pages), the switcher works with JavaScript off, and the ZIP works from
// disk and under a sub-path (/repo/) with the switcher going between the versions.

function trilingual(): PortfolioContent {
  let c = withLanguageAdded(withLanguageAdded(fullPortfolioFixture(), "ar"), "zh");
  c = withTranslation(c, "ar", "personal.title", "مطورة برمجيات متكاملة");
  c = withTranslation(c, "ar", "personal.bio", "أبني تطبيقات ويب سريعة وسهلة الوصول.");
  c = withTranslation(c, "zh", "personal.title", "全栈开发者");
  c = withTranslation(c, "zh", "personal.bio", "我构建快速、无障碍的网络应用。");
  return c;
}

/** The page's hreflang alternates as the browser reads them: language → absolute address. */
async function alternates(page: Page): Promise<Record<string, string>> {
  return page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    Object.fromEntries(links.map((l) => [l.getAttribute("hreflang")!, (l as HTMLLinkElement).href])),
  );
}

/** Goes from `start` through the switcher to Arabic, then Chinese, then back to the primary, JavaScript off. */
async function switchWithoutScript(browser: Browser, start: string, expected: { ar: string; zh: string; en: string }) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(start);
  const switcher = page.getByRole("navigation", { name: "Language" });
  await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  await switcher.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(expected.ar);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await page.getByRole("navigation", { name: "اللغة" }).getByRole("link", { name: "中文" }).click();
  await expect(page).toHaveURL(expected.zh);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh");
  await expect(page.getByText("全栈开发者").first()).toBeVisible();
  await page.getByRole("navigation", { name: "语言" }).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(expected.en);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
}

test("a portfolio in English, Arabic and Chinese: valid, accessible, reciprocal, switchable without JavaScript, as pages and as a ZIP", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const app = new URL(String(baseURL)).origin;
  const { owner, withPictures, dispose } = await createAuditOwner(
    playwright,
    app,
    "10.221.0.1",
    "langs",
    path.join(testInfo.project.outputDir, ".multilingual-admin.json"),
  );
  await owner.publish(withPictures(trilingual()), "minimal");
  const urls = {
    en: `${app}/p/${owner.username}`,
    ar: `${app}/p/${owner.username}/ar`,
    zh: `${app}/p/${owner.username}/zh`,
  };

  for (const [lang, url] of Object.entries(urls)) {
    const v = await visit(page, url);
    expect(v.status, url).toBe(200);
    expect.soft(await htmlErrors(v.html), `${lang}: html-validate`).toEqual([]);
    expect.soft(await seriousAxeViolations(page), `${lang}: axe`).toEqual([]);
    // The switcher names each version in its own script: العربية and 中文 on the English page too, by our faces.
    expect.soft(await textDrawnBySystemFonts(page), `${lang}: text drawn by system fonts`).toEqual([]);
    // Reciprocal: every version names all three and the primary as x-default.
    expect(await alternates(page), `${lang}: hreflang`).toEqual({ ...urls, "x-default": urls.en });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
  }
  await switchWithoutScript(browser, urls.en, urls);

  // The ZIP under a sub-path, as on GitHub project pages.
  const zip = await owner.exportZip();
  const sites = await startStaticSiteServer();
  try {
    const base = sites.mount("/repo/", zip);
    for (const [lang, file] of [
      ["en", ""],
      ["ar", "ar/index.html"],
      ["zh", "zh/index.html"],
    ] as const) {
      const v = await visit(page, base + file);
      expect(v.status, `ZIP ${lang}`).toBe(200);
      expect.soft(await htmlErrors(v.html), `ZIP ${lang}: html-validate`).toEqual([]);
      expect.soft(await seriousAxeViolations(page), `ZIP ${lang}: axe`).toEqual([]);
      expect.soft(await textDrawnBySystemFonts(page), `ZIP ${lang}: text drawn by system fonts`).toEqual([]);
    }
    await switchWithoutScript(browser, `${base}index.html`, {
      en: `${base}index.html`,
      ar: `${base}ar/index.html`,
      zh: `${base}zh/index.html`,
    });
  } finally {
    await sites.close();
  }

  // The same ZIP opened from disk.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-langs-"));
  try {
    for (const [name, bytes] of Object.entries(unzipSync(zip))) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), bytes);
    }
    const file = (name: string) => pathToFileURL(path.join(dir, name)).href;
    await switchWithoutScript(browser, file("index.html"), {
      en: file("index.html"),
      ar: file("ar/index.html"),
      zh: file("zh/index.html"),
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    await dispose();
  }
});
