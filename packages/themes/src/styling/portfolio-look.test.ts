import { describe, expect, it } from "vitest";
import { fullPortfolioFixture, type PortfolioContent, type PortfolioStyle } from "@foliocraft/schemas";
import { renderSite } from "../render";
import { contrastRatio } from "./contrast";

const options = { showPoweredBy: false, poweredByUrl: "https://foliocraft.example", year: 2026 };

function styled(style: Partial<PortfolioStyle>, theme: PortfolioContent["theme"] = "minimal"): PortfolioContent {
  const c = fullPortfolioFixture();
  return { ...c, theme, style: { ...c.style, ...style } };
}
const file = (content: PortfolioContent, path: string) =>
  String(renderSite(content, { ...options, theme: content.theme }).files.find((f) => f.path === path)?.contents);
/** The page's stylesheet (inlined into index.html). */
const stylesOf = (content: PortfolioContent) => renderSite(content, { ...options, theme: content.theme }).css;
const lastVar = (css: string, name: string) =>
  [...css.matchAll(new RegExp(`--${name}:(#[0-9a-f]{6})`, "g"))].at(-1)?.[1];

describe("per-portfolio style in the rendered site", () => {
  it("uses a passing accent as chosen, and the favicon follows it", () => {
    const content = styled({ accent: "#0b4f8a" });
    expect(lastVar(stylesOf(content), "accent")).toBe("#0b4f8a");
    expect(file(content, "favicon.svg")).toContain('fill="#0b4f8a"');
  });

  it("never publishes an accent below AA: a failing one is moved to the nearest passing colour", () => {
    const css = stylesOf(styled({ accent: "#ffe066" }));
    const accent = lastVar(css, "accent") ?? "";
    expect(accent).not.toBe("#ffe066");
    expect(contrastRatio(accent, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(lastVar(css, "accentText") ?? "", accent)).toBeGreaterThanOrEqual(4.5);
  });

  it("switches a light theme to its dark palette, or follows the visitor", () => {
    const dark = stylesOf(styled({ colorScheme: "dark" }));
    expect(dark).toMatch(/:root\{--bg:#[0-9a-f]{6};[^}]*color-scheme:dark\}/);
    const auto = stylesOf(styled({ colorScheme: "auto" }));
    expect(auto).toMatch(/@media \(prefers-color-scheme:dark\)\{:root\{--bg:[^}]*color-scheme:dark\}\}/);
    // A dark theme follows the visitor the other way round.
    expect(stylesOf(styled({ colorScheme: "auto" }, "dark-minimal"))).toContain("@media (prefers-color-scheme:light)");
    // A theme whose palette is its identity keeps it.
    expect(stylesOf(styled({ colorScheme: "light" }, "cosmic-space"))).not.toContain("prefers-color-scheme");
    expect(lastVar(stylesOf(styled({ colorScheme: "light" }, "cosmic-space")), "bg")).toBe(
      lastVar(stylesOf(styled({}, "cosmic-space")), "bg"),
    );
  });

  it("sets density as custom properties", () => {
    expect(stylesOf(styled({}))).toContain(":root{--density:1}");
    const compact = stylesOf(styled({ density: "compact" }));
    expect(compact).toContain(":root{--density:0.7}");
    expect(stylesOf(styled({ density: "spacious" }))).toContain(":root{--density:1.45}");
  });

  it("uses the chosen pairing only when the theme allows it", () => {
    expect(stylesOf(styled({ fontPairing: "fraunces-manrope" }, "warm-amber"))).toContain('"Fraunces"');
    const notAllowed = stylesOf(styled({ fontPairing: "jetbrains-mono" }, "minimal"));
    expect(notAllowed).not.toContain("JetBrains");
    expect(notAllowed).toContain('--font-heading:"Inter"');
  });

  it("orders and hides sections as the portfolio says", () => {
    const html = file(
      styled({
        sections: [
          { id: "projects", visible: true },
          { id: "skills", visible: false },
          { id: "experience", visible: true },
        ],
      }),
      "index.html",
    );
    const at = (id: string) => html.indexOf(`<section id="${id}"`);
    expect(at("skills")).toBe(-1);
    expect(at("projects")).toBeGreaterThan(-1);
    expect(at("projects")).toBeLessThan(at("experience"));
    expect(at("experience")).toBeLessThan(at("about"));
  });
});
