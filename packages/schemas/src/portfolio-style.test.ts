import { describe, expect, it } from "vitest";
import { fullPortfolioFixture, portfolioContentSchema } from "./portfolio";

describe("portfolio style", () => {
  it("gives content saved before styling existed the theme's own look", () => {
    const { style: _dropped, ...old } = fullPortfolioFixture();
    const parsed = portfolioContentSchema.parse(old);
    expect(parsed.style).toEqual({ density: "comfortable", sections: [] });
    expect(parsed.style.accent).toBeUndefined();
    expect(parsed.style.fontPairing).toBeUndefined();
    expect(parsed.style.colorScheme).toBeUndefined();
  });

  it("keeps a full style", () => {
    const style = {
      accent: "#0B4F8A",
      fontPairing: "fraunces-manrope",
      colorScheme: "auto",
      density: "spacious",
      sections: [
        { id: "projects", visible: true },
        { id: "skills", visible: false },
      ],
    } as const;
    expect(portfolioContentSchema.parse({ ...fullPortfolioFixture(), style }).style).toEqual(style);
  });

  it("refuses a colour that is not #rrggbb, an unknown section and a section listed twice", () => {
    const parse = (style: unknown) => portfolioContentSchema.safeParse({ ...fullPortfolioFixture(), style }).success;
    expect(parse({ accent: "red" })).toBe(false);
    expect(parse({ accent: "#12345" })).toBe(false);
    expect(parse({ sections: [{ id: "blog", visible: true }] })).toBe(false);
    expect(
      parse({
        sections: [
          { id: "skills", visible: true },
          { id: "skills", visible: false },
        ],
      }),
    ).toBe(false);
    expect(parse({ colorScheme: "sepia" })).toBe(false);
    expect(parse({ density: "huge" })).toBe(false);
    expect(parse({})).toBe(true);
  });
});
