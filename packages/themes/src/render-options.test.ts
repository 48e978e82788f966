import { describe, expect, it } from "vitest";
import { HtmlValidate } from "html-validate";
import { fullPortfolioFixture, themeIds } from "@foliocraft/schemas";
import { renderSite, type RenderOptions } from "./render";

const options: RenderOptions = {
  showPoweredBy: true,
  poweredByUrl: "https://folio.example/",
  canonicalUrl: "https://folio.example/p/ama",
  year: 2026,
};
const sha = "c".repeat(64);

const filesOf = (opts: Partial<RenderOptions> = {}, content = fullPortfolioFixture()) =>
  Object.fromEntries(renderSite(content, { ...options, ...opts }).files.map((f) => [f.path, String(f.contents)]));
const stylesOf = (opts: Partial<RenderOptions> = {}) => renderSite(fullPortfolioFixture(), { ...options, ...opts }).css;

describe("standalone pages (the server's /p/{username} and previews)", () => {
  it.each(themeIds)("inlines the stylesheet and favicon of %s and stays valid HTML", async (theme) => {
    const files = filesOf({ theme, standalone: true });
    const html = files["index.html"]!;
    expect(html).toContain(`<style>${stylesOf({ theme, standalone: true })}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('href="favicon.svg"');
    const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]*)"/.exec(html)?.[1];
    expect(decodeURIComponent(icon ?? "")).toBe(files["favicon.svg"]);
    const report = await new HtmlValidate({
      extends: ["html-validate:recommended"],
      rules: { "no-trailing-whitespace": "off", "long-title": "off" },
    }).validateString(html);
    expect(report.results.flatMap((r) => r.messages.map((m) => m.message))).toEqual([]);
  });

  it("links the favicon beside it when not standalone, and inlines its styles all the same (no render-blocking request)", () => {
    const html = filesOf()["index.html"]!;
    expect(html).toContain('<link rel="icon" href="favicon.svg" type="image/svg+xml">');
    expect(html).toContain(`<style>${stylesOf()}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });
});

describe("uploads (/assets/{sha256}.{ext}) in the content", () => {
  const withUploads = () => {
    const c = fullPortfolioFixture();
    c.personal.profilePicture = `/assets/${sha}.webp`;
    c.resume = { enabled: true, url: `/assets/${sha}.pdf` };
    return c;
  };

  it("keeps them on the app's /assets/ route by default, absolute in Open Graph and JSON-LD", () => {
    const html = filesOf({}, withUploads())["index.html"]!;
    expect(html).toContain(`<img class="avatar" src="/assets/${sha}.webp"`);
    expect(html).toContain(`href="/assets/${sha}.pdf"`);
    expect(html).toContain(`<meta property="og:image" content="https://folio.example/assets/${sha}.webp">`);
    expect(html).toContain(`"image":"https://folio.example/assets/${sha}.webp"`);
  });

  it("links them relatively from an export's asset folder, and leaves relative files out of Open Graph", () => {
    const html = filesOf({ assetBase: "assets/", canonicalUrl: undefined }, withUploads())["index.html"]!;
    expect(html).toContain(`src="assets/${sha}.webp"`);
    expect(html).toContain(`href="assets/${sha}.pdf"`);
    expect(html).not.toContain("og:image");
    expect(html).not.toMatch(/(href|src)="\//);
  });
});

describe("404.html", () => {
  it("carries its own styles, so it works at any depth of a static host", () => {
    const files = filesOf();
    const css = stylesOf();
    expect(css).toContain("@font-face");
    // The stylesheet inline, without the @font-face rules: fonts/ is relative, wrong one folder down.
    const withoutFonts = css
      .split("\n")
      .filter((line) => !line.startsWith("@font-face"))
      .join("\n");
    expect(files["404.html"]).toContain(`<style>${withoutFonts}</style>`);
    expect(files["404.html"]).not.toContain('rel="stylesheet"');
    expect(files["404.html"]).not.toMatch(/url\((?!"data:)/);
  });
});
