import { describe, expect, it } from "vitest";
import { fullPortfolioFixture, type AiWriteInput, type LanguageCode } from "@foliocraft/schemas";
import { fixCountryPrepositions } from "./country-prepositions";
import { writeWithBuiltIn } from "./write";

describe("fixCountryPrepositions", () => {
  it("merges the preposition with a country's article", () => {
    expect(fixCountryPrepositions("pt", "Trabalho em Brasil. Sou de Brasil.", "Brasil")).toBe(
      "Trabalho no Brasil. Sou do Brasil.",
    );
    expect(fixCountryPrepositions("pt", "Em Estados Unidos", "Estados Unidos")).toBe("Nos Estados Unidos");
    expect(fixCountryPrepositions("pt", "a partir de Alemanha", "Alemanha")).toBe("a partir da Alemanha");
    expect(fixCountryPrepositions("de", "Ich arbeite in Schweiz, von Iran aus USA", "Schweiz")).toBe(
      "Ich arbeite in der Schweiz, von Iran aus USA",
    );
    expect(fixCountryPrepositions("de", "Von Iran aus", "Iran")).toBe("Vom Iran aus");
    expect(fixCountryPrepositions("de", "aus USA", "USA")).toBe("aus den USA");
    expect(
      fixCountryPrepositions("es", "Trabajo desde Reino Unido, en Reino Unido; soy de Reino Unido", "Reino Unido"),
    ).toBe("Trabajo desde el Reino Unido, en el Reino Unido; soy del Reino Unido");
    expect(fixCountryPrepositions("it", "Da Italia, con amore; lavoro da Stati Uniti", "Italia")).toBe(
      "Dall'Italia, con amore; lavoro da Stati Uniti",
    );
  });

  it("leaves cities, countries without an article and other languages alone", () => {
    expect(fixCountryPrepositions("pt", "Trabalho em Lisboa", "Lisboa")).toBe("Trabalho em Lisboa");
    expect(fixCountryPrepositions("pt", "Trabalho em Portugal", "Portugal")).toBe("Trabalho em Portugal");
    expect(fixCountryPrepositions("pt", "Trabalho em Accra, Gana", "Accra, Gana")).toBe("Trabalho em Accra, Gana");
    expect(fixCountryPrepositions("de", "in Deutschland", "Deutschland")).toBe("in Deutschland");
    expect(fixCountryPrepositions("en", "based in Brasil", "Brasil")).toBe("based in Brasil");
    // Only the location itself: "Brasileira" is another word.
    expect(fixCountryPrepositions("pt", "de Brasileira", "Brasil")).toBe("de Brasileira");
  });
});

describe("the built-in writer with a bare country as the location", () => {
  const cases: [LanguageCode, string, RegExp][] = [
    ["pt", "Brasil", /(?<!\p{L})(em|de|Em|De) Brasil/u],
    ["de", "Schweiz", /(?<!\p{L})(in|aus|von|In|Aus|Von) Schweiz/u],
    ["es", "Reino Unido", /(?<!\p{L})(en|desde|de|En|Desde|De) Reino Unido/u],
    ["it", "Italia", /(?<!\p{L})(da|Da) Italia/u],
  ];
  it.each(cases)("%s: never a bare preposition before %s, in any tone or variation", (language, country, wrong) => {
    const content = fullPortfolioFixture();
    content.personal.location = country;
    content.language = language;
    let mentioned = 0;
    for (const field of ["bio", "about", "title"] as const)
      for (const tone of [undefined, "professional", "friendly", "confident", "concise"] as const)
        for (let variation = 0; variation < 4; variation++) {
          const text = writeWithBuiltIn({
            field,
            action: tone ? "tone" : "generate",
            ...(tone ? { tone } : {}),
            language,
            text: tone ? content.personal[field === "title" ? "title" : field] : "",
            content,
            variation,
          } as AiWriteInput);
          if (text.includes(country)) mentioned += 1;
          expect(text, `${field} ${tone ?? "generate"} #${variation}`).not.toMatch(wrong);
        }
    expect(mentioned).toBeGreaterThan(0);
  });
});
