import { describe, expect, it } from "vitest";
import { arabicPortfolioFixture } from "@foliocraft/schemas";
import { renderSite } from "../render";
import { pageWeightRange } from "./font-weights";

describe("pageWeightRange", () => {
  it("is 400–700 at least: normal text, bold headings and table heads", () => {
    expect(pageWeightRange("")).toEqual([4, 7]);
    expect(pageWeightRange(".a{font-weight:500}.b{font-weight:600}")).toEqual([4, 7]);
  });

  it("widens to every weight a rule or a font shorthand names, rounded outwards", () => {
    expect(pageWeightRange(".a{font-weight:300}.b{font-weight:650}")).toEqual([3, 7]);
    expect(pageWeightRange(".a{font:800 clamp(3rem,9vw,7rem)/1 var(--font-heading)}")).toEqual([4, 8]);
    // A size or line-height is not a weight; a font shorthand without a weight names none.
    expect(pageWeightRange(".a{font:.85rem/1.2 var(--font-heading)}.b{font:inherit}")).toEqual([4, 7]);
    expect(pageWeightRange(".a{font-weight:lighter}")).toEqual([1, 7]);
  });

  it("reaches 900 where bolder can: <strong> inside text of 600 or more", () => {
    expect(pageWeightRange("<p><strong>x</strong></p>")).toEqual([4, 7]);
    expect(pageWeightRange(".lead{font-weight:600}<p><strong>x</strong></p>")).toEqual([4, 9]);
    expect(pageWeightRange(".lead{font-weight:bolder}")).toEqual([4, 9]);
  });

  it("keeps the whole axis when a weight is not a plain value", () => {
    expect(pageWeightRange(".a{font-weight:var(--w)}")).toEqual([1, 9]);
  });

  it("covers every weight a theme's stylesheet sets (neon sets 300, gradient-vibrant 800)", () => {
    const range = (theme: string) => {
      const site = renderSite(arabicPortfolioFixture(), {
        theme,
        showPoweredBy: false,
        poweredByUrl: "https://foliocraft.example",
        year: 2026,
      });
      const css = site.css;
      return pageWeightRange(css);
    };
    expect(range("neon")[0]).toBeLessThanOrEqual(3);
    expect(range("gradient-vibrant")[1]).toBeGreaterThanOrEqual(8);
  });
});
