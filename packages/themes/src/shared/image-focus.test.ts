// @vitest-environment jsdom
/// <reference lib="dom" />
import { fullPortfolioFixture, themeIds, type PortfolioContent } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { renderSite } from "../render";
import { imageFocusCss } from "./image-focus";

const render = (content: PortfolioContent, theme = content.theme, assetBase?: string) => {
  const site = renderSite(content, {
    theme,
    showPoweredBy: false,
    poweredByUrl: "https://foliocraft.example/",
    year: 2026,
    ...(assetBase ? { assetBase } : {}),
  });
  const html = site.files.find((f) => f.path === "index.html")!.contents as string;
  const css = site.css;
  return { html, css };
};

/** The rendered page in a real DOM, with only the focal-point rules as its stylesheet. */
function pageWith(content: PortfolioContent, theme: PortfolioContent["theme"], assetBase?: string) {
  const { html } = render(content, theme, assetBase);
  const doc = new DOMParser().parseFromString(html, "text/html");
  const rules = imageFocusCss(content, assetBase);
  return { doc, rules };
}

const upload = `/assets/${"c".repeat(64)}.webp`;

// Twenty full renders parsed into a DOM: longer than vitest's default 5 s on a busy 2-core machine.
describe("imageFocusCss", { timeout: 30_000 }, () => {
  it("adds nothing when no picture has a focal point, or it is the centre", () => {
    const content = fullPortfolioFixture();
    expect(imageFocusCss(content)).toBe("");
    content.personal.profilePictureFocus = { x: 50, y: 50 };
    content.projects[0]!.imageFocus = { x: 50, y: 50 };
    expect(imageFocusCss(content)).toBe("");
  });

  it("positions the profile photo and each project image at their focal points, on every theme", () => {
    const content = fullPortfolioFixture();
    content.personal.profilePicture = upload;
    content.personal.profilePictureFocus = { x: 20, y: 35.5 };
    content.projects[0]!.imageUrl = 'https://example.com/shot.webp?size=large&v="2"';
    content.projects[0]!.imageFocus = { x: 80, y: 10 };
    for (const theme of themeIds) {
      const { doc, rules } = pageWith(content, theme, "assets/");
      expect(rules).toContain(".avatar{object-position:20% 35.5%}");
      const [, selector] = /^(\.project-img\[[^\]]+\])\{object-position:80% 10%\}$/m.exec(rules) ?? [];
      expect(selector, theme).toBeDefined();
      // The selector picks out exactly the <img> the renderer wrote for that project.
      const matched = doc.querySelectorAll(selector!);
      expect(matched.length, theme).toBe(1);
      expect(matched[0]!.getAttribute("src")).toBe('https://example.com/shot.webp?size=large&v="2"');
      // The photo's rule applies to the photo the theme drew, when it drew one.
      for (const img of Array.from(doc.querySelectorAll("img.avatar")))
        expect(img.getAttribute("src")).toBe(`assets/${"c".repeat(64)}.webp`);
    }
  });

  it("is part of the rendered stylesheet, and nothing in an address can end the <style> element", () => {
    const content = fullPortfolioFixture();
    content.projects[0]!.imageUrl = "https://example.com/a.webp?</style><script>x</script>";
    content.projects[0]!.imageFocus = { x: 0, y: 100 };
    const { css } = render(content);
    expect(css).toContain("{object-position:0% 100%}");
    expect(css).not.toMatch(/<\/style|<script/i);
  });

  it("draws an unfocused page exactly as before (no extra bytes, so no new CSP hash)", () => {
    const content = fullPortfolioFixture();
    const before = render(content).css;
    content.personal.profilePictureFocus = { x: 50, y: 50 };
    expect(render(content).css).toBe(before);
  });
});
