/// <reference types="vite/client" />
import {
  arabicPortfolioFixture,
  fullPortfolioFixture,
  nearEmptyPortfolioFixture,
  resumePortfolioFixture,
  themeIds,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { buildPageModel } from "../build-page-model";
import { renderSite, type RenderOptions } from "../render";
import { getThemeModule } from "../theme-catalog";
import { themeCatalog, themeModules } from "./registry";

// Every theme folder, found by the test runner (the package itself does no I/O).
const folders = Object.keys(import.meta.glob("./*/index.ts")).map((path) => path.split("/")[1]);
const options: RenderOptions = {
  showPoweredBy: true,
  poweredByUrl: "https://foliocraft.example/",
  canonicalUrl: "https://foliocraft.example/p/ama",
  contactEndpoint: "https://foliocraft.example/api/public/contact/ama",
  resumeHref: "https://foliocraft.example/p/ama/resume",
  year: 2026,
};
const fixtures: [string, () => PortfolioContent][] = [
  ["full", fullPortfolioFixture],
  ["near-empty", nearEmptyPortfolioFixture],
  ["Arabic", arabicPortfolioFixture],
  // Every résumé section and field (issue 22); not in the screenshot baselines, which keep the full fixture.
  ["résumé", resumePortfolioFixture],
];
const file = (content: PortfolioContent, opts: Partial<RenderOptions>, path: string) =>
  String(renderSite(content, { ...options, ...opts }).files.find((f) => f.path === path)?.contents);
/** The page's stylesheet (inlined into index.html). */
const stylesOf = (content: PortfolioContent, opts: Partial<RenderOptions>) =>
  renderSite(content, { ...options, ...opts }).css;

describe("the theme registry", () => {
  it("lists one module per folder, named by its id, in the order of spec §9", () => {
    expect([...folders].sort()).toEqual([...themeIds].sort());
    expect(themeModules.map((m) => m.meta.id)).toEqual([...themeIds]);
    const metaFiles = Object.keys(import.meta.glob("./*/meta.ts")).map((path) => path.split("/")[1]);
    expect([...metaFiles].sort()).toEqual([...themeIds].sort());
    // The catalogue lists the very entries the modules carry, in the same order.
    themeCatalog.forEach((meta, i) => expect(themeModules[i]?.meta).toBe(meta));
    expect(themeCatalog).toHaveLength(themeModules.length);
  });

  it.each(themeModules.map((m) => [m.meta.id, m] as const))(
    "%s: its default palette is the one of its scheme",
    (_id, m) => {
      expect(m.meta.palettes[m.meta.scheme]).toBe(m.meta.colors);
    },
  );
});

// Text-only rules that are matters of taste, not validity, are turned off (as in render.test.ts).
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: { "no-trailing-whitespace": "off", "long-title": "off", "no-inline-style": "error" },
});

describe.each(themeIds)("theme %s", (theme) => {
  it.each(fixtures)("renders the %s fixture as valid HTML (index and 404)", async (_name, fixture) => {
    for (const path of ["index.html", "404.html"]) {
      const report = await validator.validateString(file(fixture(), { theme, contactStatus: "invalid" }, path));
      expect(report.results.flatMap((r) => r.messages.map((m) => `${path} ${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });

  it("draws one main landmark, every section of the page model with its id, Contact and the footer", () => {
    const content = fullPortfolioFixture();
    const html = file(content, { theme }, "index.html");
    expect(html.match(/<main id="main"/g)).toHaveLength(1);
    for (const section of buildPageModel(content, options).sections) expect(html).toContain(`id="${section.id}"`);
    expect(html).toContain('id="contact"');
    expect(html).toContain("© 2026 Ama Mensah");
    expect(html.indexOf('<a class="skip" href="#main">')).toBeLessThan(html.indexOf("<main"));
  });

  it("draws every résumé section and field of the résumé fixture, each section once under its own heading", () => {
    const content = resumePortfolioFixture();
    const html = file(content, { theme }, "index.html");
    const ids = ["skill-groups", "volunteer", "certificates", "publications", "languages", "interests", "references"];
    for (const id of ids) expect(html.match(new RegExp(`<section id="${id}"|id="${id}"`, "g")), id).toHaveLength(1);
    for (const heading of ["Expertise", "Volunteering", "Certificates", "Publications", "Languages", "Interests"]) {
      expect(html).toContain(heading);
    }
    for (const text of [
      // work: location, company description, highlights, own link
      "Lagos, Nigeria",
      "Online payments for Africa.",
      "Cut checkout errors by 30%",
      'href="https://paystack.com"',
      // education: grade, courses, link
      "First Class",
      "Algorithms",
      'href="https://www.ug.edu.gh"',
      // projects: who for, roles, highlights
      "Accra Traders Union",
      "Lead developer",
      "Works offline",
      // the new sections
      "Code Club Ghana",
      "Taught 120 students",
      "AWS Certified Developer",
      "Mobile money APIs in practice",
      "Smashing Magazine",
      "Twi",
      "Conversational",
      "Highlife",
      "Ama is the engineer I trust with our hardest problems.",
      "Web development",
      "Expert",
      // a profile on a network the social links do not know
      'href="https://soundcloud.com/ama-beats"',
    ]) {
      expect(html, text).toContain(text.includes("href") ? text : text.replace(/'/g, "&#39;"));
    }
    // A profile already among the social links is not repeated among the ways to reach the owner.
    const hrefs = buildPageModel(content, options).contact.links.map((l) => l.href);
    expect(hrefs.filter((h) => h === "https://github.com/ama")).toHaveLength(1);
  });

  it("shows content at first paint and stops all motion for prefers-reduced-motion", () => {
    const css = stylesOf(fullPortfolioFixture(), { theme });
    expect(css).toContain(
      "@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important",
    );
    // No entrance starts invisible: Lighthouse needs a largest contentful paint.
    expect(css).not.toMatch(/@keyframes[\w\s-]*\{\s*(from|0%)\s*\{[^}]*opacity:\s*0[;}]/);
    expect(css).not.toMatch(/(^|[;{])\s*opacity:\s*0\s*[;}]/);
    expect(css).not.toMatch(/@import/);
    // The only url()s are the bundled font files, beside index.html, and symbols drawn inline (shared/symbols.ts):
    // nothing else is fetched.
    for (const [, href] of css.matchAll(/url\(([^)]*)\)/g))
      expect(href).toMatch(/^(fonts\/[a-z0-9-]+\.[0-9a-f]{10}\.woff2|"data:image\/svg\+xml,[^"]+")$/);
  });

  it("offers a pause control exactly when something loops (WCAG 2.2.2), in the page's language", () => {
    const loops = /animation[^;}]*\binfinite\b/.test(getThemeModule(theme).css);
    expect(!!getThemeModule(theme).meta.loops, "meta.loops matches an infinite animation in the CSS").toBe(loops);
    const html = file(arabicPortfolioFixture(), { theme }, "index.html");
    const control = '<input type="checkbox" id="fc-motion" class="motion-input"><label for="fc-motion"';
    if (loops) {
      expect(html.indexOf(control)).toBeGreaterThan(html.indexOf('<a class="skip"'));
      expect(html.indexOf(control)).toBeLessThan(html.indexOf("<main"));
      expect(html).toContain("إيقاف الحركة مؤقتًا");
      expect(stylesOf(arabicPortfolioFixture(), { theme })).toContain("html:has(.motion-input:checked) *,");
    } else expect(html).not.toContain('id="fc-motion"');
  });

  it("scales its own vertical rhythm with the portfolio's density", () => {
    // portfolio-look.ts sets only --density (0.7 / 1 / 1.45); a theme that never reads it ignores the choice.
    expect(getThemeModule(theme).css).toMatch(/var\(--density,\s*1\)/);
  });

  it("keeps technology tags apart from the buttons and never nests cards", () => {
    const html = file(fullPortfolioFixture(), { theme }, "index.html");
    const css = stylesOf(fullPortfolioFixture(), { theme });
    // Where a section is drawn as a card, its items are not cards too.
    if (/main section\{[^}]*border:/.test(css)) expect(html).not.toContain('class="card');
    if (html.includes('class="tags"') && html.includes('class="links"')) {
      // The classic blocks: the link row has a top margin of its own.
      expect(css).toMatch(/\.links\{[^}]*margin:1rem 0 0/);
    }
  });
});
