import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { HtmlValidate } from "html-validate";
import { fullPortfolioFixture, nearEmptyPortfolioFixture, themeIds, type PortfolioContent } from "@foliocraft/schemas";
import { renderNotFoundPage, renderSite, type RenderOptions } from "./render";
import { freeThemeIds, themeCatalog } from "./theme-catalog";

const options: RenderOptions = {
  showPoweredBy: true,
  poweredByUrl: "https://foliocraft.example/",
  canonicalUrl: "https://foliocraft.example/p/ama",
  contactEndpoint: "https://foliocraft.example/api/public/contact/ama",
  year: 2026,
};

const file = (content: PortfolioContent, opts: Partial<RenderOptions> = {}, path = "index.html") => {
  const f = renderSite(content, { ...options, ...opts }).files.find((x) => x.path === path);
  if (!f || typeof f.contents !== "string") throw new Error(`missing ${path}`);
  return f.contents;
};
/** The page's stylesheet (inlined into index.html). */
const stylesOf = (content: PortfolioContent, opts: Partial<RenderOptions> = {}) =>
  renderSite(content, { ...options, ...opts }).css;

// Text-only rules that are matters of taste, not validity, are turned off.
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: { "no-trailing-whitespace": "off", "long-title": "off", "no-inline-style": "error" },
});

async function expectValid(html: string) {
  const report = await validator.validateString(html);
  const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
  expect(messages).toEqual([]);
}

describe("theme catalogue data", () => {
  it("covers the 20 themes with exactly three free ones", () => {
    expect(themeCatalog.map((t) => t.id)).toEqual([...themeIds]);
    expect([...freeThemeIds].sort()).toEqual(["dark-minimal", "minimal", "simple-elegant"]);
  });

  it("wraps every animation in prefers-reduced-motion", () => {
    for (const id of ["animated", "neon", "gradient"]) {
      const css = stylesOf(fullPortfolioFixture(), { theme: id });
      expect(css).toMatch(/@media \(prefers-reduced-motion:no-preference\)\{@keyframes/);
      // The foundation's reduce block is the kill switch (animation:none), not an animation.
      const reduce =
        "@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}";
      expect(css).toContain(reduce);
      const outside = css.replace(reduce, "").replace(/@media \(prefers-reduced-motion:no-preference\)\{.*\}\}/g, "");
      expect(outside).not.toMatch(/animation:/);
    }
  });

  it("gives each theme a distinct stylesheet", () => {
    const sheets = new Set(themeIds.map((id) => stylesOf(fullPortfolioFixture(), { theme: id })));
    expect(sheets.size).toBe(20);
  });
});

describe("renderSite", () => {
  it.each(themeIds)("renders %s with the full and near-empty fixtures as valid HTML", async (id) => {
    for (const content of [fullPortfolioFixture(), nearEmptyPortfolioFixture()]) {
      const { files } = renderSite(content, { ...options, theme: id });
      expect(files.map((f) => f.path)).toEqual(["index.html", "404.html", "robots.txt", "favicon.svg"]);
      await expectValid(file(content, { theme: id }));
      await expectValid(file(content, { theme: id }, "404.html"));
    }
  });

  it("renders every section of the full fixture", () => {
    const html = file(fullPortfolioFixture());
    for (const text of [
      "Skills",
      "Projects",
      "Experience",
      "Education",
      "Services",
      "Achievements",
      "Testimonials",
      "Hire me",
      "Send a message",
      "Download resume",
      "Contact",
      "Live Demo",
      "GitHub",
      "LinkedIn",
      "Mastodon",
      "Rated 5 out of 5",
      "Rated 4 out of 5",
      // Four filled stars, one outlined: drawn, as no bundled font has ★ (shared/symbols.ts).
      '<span class="star-row st4" aria-hidden="true"></span>',
      "mailto:ama@example.com",
      "tel:+233201234567",
      "Accra, Ghana",
      "<svg",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('action="https://foliocraft.example/api/public/contact/ama"');
  });

  it("hides empty sections but always shows Contact, and falls back bio → about", () => {
    const c = nearEmptyPortfolioFixture();
    c.personal.about = "About text";
    const html = file(c);
    for (const id of [
      "skills",
      "projects",
      "experience",
      "education",
      "services",
      "testimonials",
      "hire-me",
      "contact-form",
      "resume",
    ]) {
      expect(html).not.toContain(`id="${id}"`);
    }
    expect(html).toContain('id="contact"');
    expect(html).toMatch(/<p[^>]*>About text<\/p>/);
  });

  it("omits the contact form without an endpoint", () => {
    expect(file(fullPortfolioFixture(), { contactEndpoint: undefined })).not.toContain("<form");
  });

  it("falls back to minimal for an unknown or missing theme", () => {
    const minimal = stylesOf(fullPortfolioFixture(), { theme: "minimal" });
    expect(stylesOf(fullPortfolioFixture(), { theme: "nope" })).toBe(minimal);
    expect(stylesOf(fullPortfolioFixture(), { theme: undefined })).toBe(minimal);
  });

  it("adds noindex and disallows robots when indexing is off", () => {
    const c = fullPortfolioFixture();
    c.allowIndexing = false;
    expect(file(c)).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(file(c, {}, "robots.txt")).toContain("Disallow: /");
    expect(file(fullPortfolioFixture())).not.toContain("noindex");
    expect(file(fullPortfolioFixture(), {}, "robots.txt")).toContain("Allow: /");
  });

  it("toggles the Powered by link and writes the given year", () => {
    expect(file(fullPortfolioFixture())).toContain("Powered by Foliocraft");
    const html = file(fullPortfolioFixture(), { showPoweredBy: false });
    expect(html).not.toContain("Powered by");
    expect(html).toContain("© 2026 Ama Mensah");
  });

  it("writes SEO head: canonical, Open Graph, Twitter, JSON-LD", () => {
    const html = file(fullPortfolioFixture());
    expect(html).toContain('<link rel="canonical" href="https://foliocraft.example/p/ama">');
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Person"/);
  });

  it("sets rtl for Arabic content", () => {
    const c = fullPortfolioFixture();
    c.language = "ar";
    expect(file(c)).toContain('<html lang="ar" dir="rtl">');
    expect(file(fullPortfolioFixture())).toContain('<html lang="en" dir="ltr">');
  });

  it("uses only relative links for its own files and makes no third-party request", () => {
    const html = file(fullPortfolioFixture());
    expect(html).toContain("<style>");
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('href="favicon.svg"');
    expect(html).not.toMatch(/href="\//);
    for (const id of themeIds) {
      const css = stylesOf(fullPortfolioFixture(), { theme: id });
      expect(css).not.toMatch(/@import/);
      // The only url()s are the bundled font files, beside index.html, and symbols drawn inline (shared/symbols.ts).
      for (const [, href] of css.matchAll(/url\(([^)]*)\)/g))
        expect(href).toMatch(/^(fonts\/[a-z0-9-]+\.[0-9a-f]{10}\.woff2|"data:image\/svg\+xml,[^"]+")$/);
    }
  });

  it("keeps the full fixture's page weight under 60 KB", () => {
    for (const id of themeIds) {
      const bytes = new TextEncoder().encode(file(fullPortfolioFixture(), { theme: id })).length;
      expect(bytes).toBeLessThanOrEqual(60 * 1024);
    }
  });

  it("is deterministic and matches the golden snapshot of minimal", () => {
    const a = renderSite(fullPortfolioFixture(), options);
    expect(renderSite(fullPortfolioFixture(), options)).toEqual(a);
    expect(file(fullPortfolioFixture())).toMatchSnapshot();
    expect(stylesOf(fullPortfolioFixture(), {})).toMatchSnapshot();
  });
});

describe("renderNotFoundPage", () => {
  it("names the username, escaped", async () => {
    const html = renderNotFoundPage('<b>"x"</b>');
    expect(html).toContain("Portfolio Not Found");
    expect(html).toContain('The portfolio for "&lt;b&gt;&quot;x&quot;&lt;/b&gt;" could not be found.');
    await expectValid(html);
  });
});

// Hostile input goes into every string field, bypassing the schema (the renderer must be safe on its own).
const hostile = fc.oneof(
  fc.constantFrom(
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "'\"`",
    "\u202e\u200fمرحبا",
    "</script><script>alert(1)</script>",
    "x".repeat(10_000),
    "<style>*{display:none}</style>",
    'https://ok.example/" onmouseover="alert(1)',
    `/assets/${"a".repeat(64)}.webp`,
    `/assets/${"a".repeat(64)}.webp" onerror="alert(1)`,
    "/assets/../../etc/passwd",
    "//evil.example/x.webp",
  ),
  fc.string({ maxLength: 50 }),
);

function mapStrings(value: unknown, next: () => string): unknown {
  if (typeof value === "string") return next();
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, next));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "language" || k === "theme" || k === "icon" ? v : mapStrings(v, next),
      ]),
    );
  }
  return value;
}

describe("hostile content", () => {
  it("never yields executable markup", () => {
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 40 }), fc.boolean(), (pool, standalone) => {
        let i = 0;
        const content = mapStrings(fullPortfolioFixture(), () => pool[i++ % pool.length] as string) as PortfolioContent;
        content.social = { website: pool[0], github: pool[1 % pool.length], twitter: pool[2 % pool.length] };
        // Every page inlines the theme's own stylesheet, and a standalone one its favicon: those are ours, anything
        // else is injected.
        const html = file(content, { standalone });
        const page = html
          .replace(/<script type="application\/ld\+json">[^<]*<\/script>/, "")
          .replace(/<style>[^<]*<\/style>/, "")
          .replace(
            standalone ? /<link rel="icon" href="data:image\/svg\+xml,[^"]*" type="image\/svg\+xml">/ : /^$/,
            "",
          );
        expect(page).not.toMatch(/<script/i);
        expect(page).not.toMatch(/<style/i);
        // Attribute values are always double-quoted and escaped: strip them, then look for event handlers in tags.
        const tagsOnly = [...page.matchAll(/<[^>]*>/g)].map((m) => m[0].replace(/"[^"]*"/g, '""')).join("");
        expect(tagsOnly).not.toMatch(/\son\w+\s*=/i);
        expect(page).not.toMatch(/(href|src|action)="\s*(javascript|data|vbscript):/i);
        expect(page).not.toMatch(/<img(?![^>]*class="(avatar|project-img)")/);
        // Every tag the renderer opens is one of its own: no tag name from user text.
        const tags = new Set([...page.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]?.toLowerCase()));
        const allowed =
          "html head meta title link body a div header img h1 h2 h3 p main section ul ol li dl dt dd nav article strong span figure blockquote figcaption form label input textarea button svg path circle rect ellipse footer".split(
            " ",
          );
        for (const t of tags) expect(allowed).toContain(t);
      }),
      { numRuns: 150 },
    );
  });
});
