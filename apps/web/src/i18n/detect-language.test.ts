import { describe, expect, it } from "vitest";
import { detectLanguage, directionOf, isSupportedLanguage } from "./detect-language";

describe("detectLanguage", () => {
  it("prefers a supported stored choice over the browser language", () => {
    expect(detectLanguage({ stored: "ja", browserLanguage: "fr-FR" })).toBe("ja");
  });

  it("falls back to the browser language prefix when nothing supported is stored", () => {
    expect(detectLanguage({ stored: null, browserLanguage: "pt-BR" })).toBe("pt");
    expect(detectLanguage({ stored: "klingon", browserLanguage: "zh-CN" })).toBe("zh");
    expect(detectLanguage({ stored: null, browserLanguage: "AR-eg" })).toBe("ar");
    expect(detectLanguage({ stored: null, browserLanguage: "hi" })).toBe("hi");
  });

  it("ends in English when neither is supported", () => {
    expect(detectLanguage({ stored: null, browserLanguage: "nl-NL" })).toBe("en");
    expect(detectLanguage({ stored: "", browserLanguage: undefined })).toBe("en");
  });

  it("does not accept a stored code with a region or in capitals: only the exact ten codes", () => {
    expect(detectLanguage({ stored: "de-DE", browserLanguage: "es" })).toBe("es");
    expect(detectLanguage({ stored: "DE", browserLanguage: "es" })).toBe("es");
  });
});

describe("isSupportedLanguage / directionOf", () => {
  it("knows the ten languages", () => {
    for (const code of ["en", "es", "fr", "de", "pt", "it", "zh", "ja", "ar", "hi"]) {
      expect(isSupportedLanguage(code)).toBe(true);
    }
    expect(isSupportedLanguage("ru")).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });

  it("writes Arabic right to left and the others left to right", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("hi")).toBe("ltr");
    expect(directionOf("en")).toBe("ltr");
  });
});
