import { describe, expect, it } from "vitest";
import { fullPortfolioFixture, type PortfolioContent } from "@foliocraft/schemas";
import { renderSite } from "./render";
import { fontRuns, shareCardDesign } from "./share-card";

const options = { showPoweredBy: false, poweredByUrl: "https://folio.example", year: 2026 };
const head = (c: PortfolioContent, extra: object = {}) =>
  String(renderSite(c, { ...options, ...extra }).files.find((f) => f.path === "index.html")?.contents);

describe("share card design", () => {
  it("draws an Arabic page right to left with the Arabic face after the theme's Latin ones", () => {
    const c = { ...fullPortfolioFixture(), language: "ar" as const };
    const design = shareCardDesign(c, "minimal");
    expect(design.dir).toBe("rtl");
    expect(design.headingFamilies.at(-1)).toBe("noto-sans-arabic");
    expect(shareCardDesign(fullPortfolioFixture(), "minimal").dir).toBe("ltr");
  });

  it("takes Japanese glyph shapes for a Japanese page, Chinese ones otherwise", () => {
    const ja = shareCardDesign({ ...fullPortfolioFixture(), language: "ja" }, "minimal");
    const zh = shareCardDesign({ ...fullPortfolioFixture(), language: "zh" }, "minimal");
    expect(ja.headingFamilies).toContain("noto-sans-jp");
    expect(zh.headingFamilies).toContain("noto-sans-sc");
  });

  it("splits text into runs by the file that covers each character; spaces stay with the run around them", () => {
    const runs = fontRuns("Zoë ليلى 王", ["inter", "noto-sans-arabic", "noto-sans-sc"]);
    expect(runs.map((r) => r.text).join("")).toBe("Zoë ليلى 王");
    expect(runs[0]?.file).toMatch(/^inter-latin-/);
    expect(runs.find((r) => r.text.includes("ليلى"))?.file).toMatch(/^noto-sans-arabic-arabic-/);
    expect(runs.find((r) => r.text.includes("王"))?.file).toMatch(/^noto-sans-sc-/);
    // A character no family covers is left out rather than drawn as a box.
    expect(fontRuns("A\u{1F600}", ["inter"]).map((r) => r.text)).toEqual(["A"]);
  });
});

describe("share image meta tags", () => {
  const share = { href: "https://folio.example/share/abc.png", width: 1200, height: 630, alt: "Ama <Mensah>" };

  it("name the image, its size and its description for Open Graph and X", () => {
    const html = head(fullPortfolioFixture(), { shareImage: share });
    expect(html).toContain('<meta property="og:image" content="https://folio.example/share/abc.png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:alt" content="Ama &lt;Mensah&gt;">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta name="twitter:image" content="https://folio.example/share/abc.png">');
  });

  it("accept a file beside index.html or one folder up (a translation's page), refuse any other relative or scripted address", () => {
    expect(head(fullPortfolioFixture(), { shareImage: { ...share, href: "share.png" } })).toContain(
      '<meta property="og:image" content="share.png">',
    );
    expect(head(fullPortfolioFixture(), { shareImage: { ...share, href: "../share.png" } })).toContain(
      '<meta property="og:image" content="../share.png">',
    );
    for (const href of ["javascript:alert(1)", "../../x.png", "../a/x.png", "./../x.png", "//evil.example/x.png"]) {
      expect(head(fullPortfolioFixture(), { shareImage: { ...share, href } })).not.toContain("og:image:width");
    }
  });
});
