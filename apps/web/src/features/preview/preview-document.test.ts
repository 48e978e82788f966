import { fullPortfolioFixture } from "@foliocraft/schemas";
import { renderSite } from "@foliocraft/themes";
import { describe, expect, it } from "vitest";
import { buildPreviewDocument } from "./preview-document";

const options = { theme: "corporate", year: 2026, showPoweredBy: true, poweredByUrl: "https://app.test/" } as const;

describe("buildPreviewDocument", () => {
  it("draws the language version asked for, as /p/{username}/{lang} publishes it (issue 21)", () => {
    const content = {
      ...fullPortfolioFixture(),
      language: "en" as const,
      translations: { ar: { "personal.title": { text: "مهندسة برمجيات", sourceHash: "x" } } },
    };
    const arabic = buildPreviewDocument(content, { ...options, language: "ar" });
    expect(arabic).toContain('<html lang="ar" dir="rtl"');
    expect(arabic).toContain("مهندسة برمجيات");
    // A field with no translation keeps the primary text, never an empty section.
    expect(arabic).toContain("<h1>Ama Mensah</h1>");
    // The primary, no choice, or a language the portfolio does not have: the primary page.
    const primary = buildPreviewDocument(content, options);
    expect(primary).toContain('<html lang="en"');
    expect(primary).not.toContain("مهندسة برمجيات");
    expect(buildPreviewDocument(content, { ...options, language: "en" })).toBe(primary);
    expect(buildPreviewDocument(content, { ...options, language: "fr" })).toBe(primary);
  });

  it("is the published page with its stylesheet inlined and nothing else to fetch but images and the app's fonts", () => {
    const content = fullPortfolioFixture();
    const html = buildPreviewDocument(content, options);
    // The published page (/p/) is the standalone render: its fonts come from the app's /fonts/ route; symbols are
    // inline SVG (packages/themes shared/symbols.ts), fetched from nowhere.
    const { css } = renderSite(content, { ...options, standalone: true });
    for (const [, href] of css.matchAll(/url\(([^)]*)\)/g))
      expect(href).toMatch(/^(\/fonts\/[a-z0-9-]+\.[0-9a-f]{10}\.woff2|"data:image\/svg\+xml,[^"]+")$/);

    expect(html).toContain(`<style>${css}`);
    expect(html).not.toContain('href="styles.css"');
    expect(html).not.toContain('href="favicon.svg"');
    // Outside links are inert in the preview; in-page ones keep working.
    expect(html).toContain('a[href]:not([href^="#"]){pointer-events:none}');
    expect(html).toContain("<h1>Ama Mensah</h1>");
    expect(html).toContain("© 2026 Ama Mensah");
    expect(html).toContain('href="https://app.test/"');
    // Nothing for the sandbox to block: no script at all, not even the search engines' data block.
    expect(html).not.toContain("<script");
  });

  it("draws the Resume download section when it offers the generated PDF, as the published page will", () => {
    const c = fullPortfolioFixture();
    const generated = { ...c, resume: { enabled: true, url: "", source: "generated" as const } };
    expect(buildPreviewDocument(generated, options)).toContain('href="resume.pdf"');
    // The owner's own file stays linked when they keep it.
    expect(buildPreviewDocument(c, options)).toContain(`href="${c.resume.url}"`);
  });

  it("renders the theme it is given, not the one stored in the content", () => {
    const content = { ...fullPortfolioFixture(), theme: "minimal" as const };
    const corporate = buildPreviewDocument(content, options);
    const minimal = buildPreviewDocument(content, { ...options, theme: "minimal" });
    // Corporate draws its sidebar résumé; minimal has no sidebar.
    expect(corporate).toContain(`<aside class="side"`);
    expect(minimal).not.toContain(`<aside class="side"`);
  });

  it("drops the footer link when the owner removed the branding", () => {
    const html = buildPreviewDocument(fullPortfolioFixture(), { ...options, showPoweredBy: false });
    expect(html).not.toContain("Powered by");
  });

  it("keeps user text escaped (the frame shows it, never parses it as markup)", () => {
    const content = fullPortfolioFixture();
    content.personal.fullName = '<img src=x onerror="alert(1)">';
    const html = buildPreviewDocument(content, options);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});
