import { describe, expect, it } from "vitest";
import { HtmlValidate } from "html-validate";
import {
  fullPortfolioFixture,
  themeIds,
  withLanguageAdded,
  withTranslation,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { renderSite, type RenderOptions } from "./render";
import { renderSiteVersions } from "./render-site-versions";

const options: RenderOptions = {
  showPoweredBy: true,
  poweredByUrl: "https://foliocraft.example/",
  year: 2026,
};

/** English primary, Arabic and Chinese translations (Arabic's bio left untranslated: it falls back). */
function trilingual(): PortfolioContent {
  let c = withLanguageAdded(withLanguageAdded(fullPortfolioFixture(), "ar"), "zh");
  c = withTranslation(c, "ar", "personal.title", "مطورة برمجيات متكاملة");
  c = withTranslation(c, "zh", "personal.title", "全栈开发者");
  c = withTranslation(c, "zh", "personal.bio", "我构建快速、无障碍的网络应用。");
  return c;
}

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: { "no-trailing-whitespace": "off", "long-title": "off", "no-inline-style": "error" },
});

const text = (files: { path: string; contents: string | Uint8Array }[], path: string) => {
  const f = files.find((x) => x.path === path);
  if (!f || typeof f.contents !== "string") throw new Error(`missing ${path}`);
  return f.contents;
};

const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]);

describe("one page per language", () => {
  const versions = [
    { lang: "en", href: "https://foliocraft.example/p/ama" },
    { lang: "ar", href: "https://foliocraft.example/p/ama/ar" },
    { lang: "zh", href: "https://foliocraft.example/p/ama/zh" },
  ] as const;

  it("draws the translation, the renderer's texts and direction in the page's language, with the switcher and hreflang", () => {
    const html = text(
      renderSite(trilingual(), {
        ...options,
        language: "ar",
        languageVersions: versions,
        canonicalUrl: versions[1].href,
      }).files,
      "index.html",
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("مطورة برمجيات متكاملة");
    // Untranslated: the primary text, never an empty field.
    expect(html).toContain("I build fast, accessible web apps.");
    expect(html).toContain("انتقل إلى المحتوى");
    expect(html).toContain('<link rel="canonical" href="https://foliocraft.example/p/ama/ar">');
    expect(alternatesOf(html)).toEqual([
      ["en", versions[0].href],
      ["ar", versions[1].href],
      ["zh", versions[2].href],
      ["x-default", versions[0].href],
    ]);
    expect(html).toMatch(/<nav class="fc-langs" aria-label="اللغة">/);
    expect(html).toContain(
      '<a href="https://foliocraft.example/p/ama/ar" lang="ar" hreflang="ar" aria-current="page">العربية</a>',
    );
    expect(html).toContain('<a href="https://foliocraft.example/p/ama/zh" lang="zh" hreflang="zh">中文</a>');
  });

  it("gives the switcher's names a face of their own script on every version (العربية on the English page)", () => {
    const site = renderSite(trilingual(), {
      ...options,
      language: "en",
      languageVersions: versions,
      subsetFonts: true,
    });
    const css = site.css;
    expect(text(site.files, "index.html")).toContain(">العربية</a>");
    expect(css).toMatch(/font-family:"Noto Sans Arabic"/);
    expect(css).toMatch(/font-family:"Noto Sans SC"/);
    // A per-page subset, which holds the letters of the name.
    expect(css).toMatch(/noto-sans-arabic-arabic-wght-normal\.[0-9a-f]+\.w\d+\.s[0-9a-v]+\.woff2/);
  });

  it("draws neither switcher nor alternates for a one-language portfolio", () => {
    const html = text(renderSite(fullPortfolioFixture(), options).files, "index.html");
    expect(html).not.toContain("fc-langs");
    expect(html).not.toContain("hreflang");
  });

  it("is valid HTML in every theme and language", async () => {
    for (const theme of themeIds) {
      for (const language of ["en", "ar", "zh"] as const) {
        const html = text(
          renderSite(trilingual(), { ...options, theme, language, languageVersions: versions }).files,
          "index.html",
        );
        const report = await validator.validateString(html);
        const messages = report.results.flatMap((r) =>
          r.messages.map((m) => `${theme}/${language} ${m.ruleId}: ${m.message}`),
        );
        expect(messages).toEqual([]);
      }
    }
  }, 120_000);
});

describe("renderSiteVersions (ZIP and deploys)", () => {
  it("puts the primary at the top and each translation in its folder, every link relative and reciprocal", () => {
    const { files, fonts } = renderSiteVersions(trilingual(), {
      ...options,
      assetBase: "assets/",
      shareImage: { href: "share.png", width: 1200, height: 630, alt: "Ama" },
    });
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(["index.html", "404.html", "ar/index.html", "zh/index.html"]));
    expect(paths).not.toContain("ar/404.html");
    const root = text(files, "index.html");
    const ar = text(files, "ar/index.html");
    const zh = text(files, "zh/index.html");
    expect(alternatesOf(root)).toEqual([
      ["en", "index.html"],
      ["zh", "zh/index.html"],
      ["ar", "ar/index.html"],
      ["x-default", "index.html"],
    ]);
    expect(alternatesOf(ar)).toEqual([
      ["en", "../index.html"],
      ["zh", "../zh/index.html"],
      ["ar", "../ar/index.html"],
      ["x-default", "../index.html"],
    ]);
    expect(zh).toContain('<html lang="zh" dir="ltr">');
    expect(zh).toContain("全栈开发者");
    expect(ar).toContain("<style>");
    expect(ar).toContain('content="../share.png"');
    // Fonts are linked one folder up; the Arabic and Chinese pages bring their scripts' fonts.
    expect(ar).toMatch(/url\(\.\.\/fonts\//);
    expect(fonts.length).toBeGreaterThan(renderSite(fullPortfolioFixture(), options).fonts.length);
    // No absolute link to the site itself anywhere: it works from disk and under any sub-path.
    for (const html of [root, ar, zh]) expect(html).not.toMatch(/(?:href|src)="\/(?!\/)/);
  });

  it("is exactly the one-page site for a one-language portfolio", () => {
    const one = fullPortfolioFixture();
    const { files, fonts } = renderSite(one, options);
    expect(renderSiteVersions(one, options)).toEqual({ files, fonts });
  });
});
