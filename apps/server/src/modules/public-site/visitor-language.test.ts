import { describe, expect, it } from "vitest";
import { visitorLanguage } from "./visitor-language";

describe("visitorLanguage (the 404, 429 and resume pages of visitors without an account)", () => {
  it("is the first of the ten languages the browser asks for, by quality", () => {
    expect(visitorLanguage("fr-CA,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(visitorLanguage("en;q=0.5, ja;q=0.9")).toBe("ja");
    expect(visitorLanguage("sw, zh-Hans-CN;q=0.7, de;q=0.6")).toBe("zh");
    expect(visitorLanguage("PT-br")).toBe("pt");
    expect(visitorLanguage("en-GB, hi;q=0.9")).toBe("en");
  });

  it("is English when the browser asks for none of them, or says nothing", () => {
    expect(visitorLanguage(undefined)).toBe("en");
    expect(visitorLanguage("")).toBe("en");
    expect(visitorLanguage("*")).toBe("en");
    expect(visitorLanguage("sw, nl;q=0.8")).toBe("en");
    expect(visitorLanguage("de;q=0, es;q=0.1")).toBe("es");
    expect(visitorLanguage("de;q=0")).toBe("en");
  });

  it("weighs quality values over the order of the header, and refuses a language with q=0", () => {
    expect(visitorLanguage("fr;q=0.1, de")).toBe("de");
    expect(visitorLanguage("fr;q=0.5, ar;q=0.50001")).toBe("ar");
    // The exact tag is the closer match: `it;q=0` refuses Italian even when `it-CH` is welcome.
    expect(visitorLanguage("it;q=0, it-CH")).toBe("en");
    expect(visitorLanguage("ja;q=0, *;q=0.5")).toBe("en");
    expect(visitorLanguage(["es;q=0.4", "pt;q=0.6"])).toBe("pt");
  });
});
