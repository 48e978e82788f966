import { fullPortfolioFixture } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { renderSite, type RenderOptions } from "./render";

const base: RenderOptions = { showPoweredBy: false, poweredByUrl: "https://foliocraft.example/", year: 2026 };
const backHref = (opts: Partial<RenderOptions>) => {
  const page = String(
    renderSite(fullPortfolioFixture(), { ...base, ...opts }).files.find((f) => f.path === "404.html")?.contents,
  );
  const match = /<a href="([^"]*)">Back to Ama Mensah<\/a>/.exec(page);
  if (!match?.[1]) throw new Error("no Back link");
  return match[1];
};

// Static hosts answer a missing path at any depth with the site's 404.html: its links resolve against that path.
const missing = [
  "https://ama.github.io/portfolio/nope",
  "https://ama.github.io/portfolio/a/b/c/nope",
  "https://ama.dev/x/y/z",
];

describe("404.html's Back link", () => {
  it("goes home from any depth and under a sub-path when the site's address is known", () => {
    const home = "https://ama.github.io/portfolio/";
    for (const at of missing.slice(0, 2)) expect(new URL(backHref({ homeUrl: home }), at).href).toBe(home);
    const canonical = "https://foliocraft.example/p/ama";
    for (const at of missing) expect(new URL(backHref({ canonicalUrl: canonical }), at).href).toBe(canonical);
    // The site's own address wins over the canonical one (a deploy links back to itself).
    expect(backHref({ homeUrl: home, canonicalUrl: canonical })).toBe(home);
  });

  it("without an address, stays relative: right from disk and for a missing page at the site's top level", () => {
    const href = backHref({});
    expect(href).toBe("index.html");
    expect(new URL(href, "file:///home/ama/site/404.html").href).toBe("file:///home/ama/site/index.html");
    expect(new URL(href, "https://ama.github.io/portfolio/nope").href).toBe(
      "https://ama.github.io/portfolio/index.html",
    );
  });

  it("never takes an unsafe address", () => {
    expect(backHref({ homeUrl: "javascript:alert(1)" })).toBe("index.html");
  });

  it("is written in the portfolio's language", () => {
    const c = fullPortfolioFixture();
    c.language = "es";
    const page = String(renderSite(c, base).files.find((f) => f.path === "404.html")?.contents);
    expect(page).toContain('<html lang="es" dir="ltr">');
    expect(page).toContain("Página no encontrada");
    expect(page).toContain(">Volver a Ama Mensah</a>");
  });
});
