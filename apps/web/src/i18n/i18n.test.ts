import { describe, expect, it, vi } from "vitest";
import { LANGUAGE_STORAGE_KEY } from "./detect-language";
import { changeLanguage, i18n } from "./i18n";

const html = document.documentElement;
// Keys outside the typed English bundle, for the fallback checks.
const untypedT = (key: string) => (i18n.t as unknown as (key: string) => string)(key);

describe("changeLanguage", () => {
  it("switches to Arabic: stores it, sets <html lang> and dir=rtl, and translates", async () => {
    await expect(changeLanguage("ar")).resolves.toBe(true);
    expect(html.getAttribute("lang")).toBe("ar");
    expect(html.getAttribute("dir")).toBe("rtl");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("ar");
    expect(i18n.t("header.menu")).toBe("القائمة");
  });

  it("sets dir back to ltr for a left-to-right language", async () => {
    await changeLanguage("ar");
    await changeLanguage("hi");
    expect(html.getAttribute("lang")).toBe("hi");
    expect(html.getAttribute("dir")).toBe("ltr");
    expect(i18n.t("header.menu")).toBe("मेनू");
  });

  it("ignores an unsupported code", async () => {
    await changeLanguage("fr");
    await expect(changeLanguage("xx")).resolves.toBe(false);
    await expect(changeLanguage("fr-CA")).resolves.toBe(false);
    expect(i18n.language).toBe("fr");
    expect(html.getAttribute("lang")).toBe("fr");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("fr");
  });

  it("falls back to English for a key a language lacks, then to the key itself", async () => {
    i18n.addResource("en", "translation", "test.onlyInEnglish", "Only in English");
    await changeLanguage("de");
    expect(untypedT("test.onlyInEnglish")).toBe("Only in English");
    expect(untypedT("test.nowhere")).toBe("test.nowhere");
  });
});

describe("initI18n", () => {
  async function freshInit(setup: () => void) {
    vi.resetModules();
    setup();
    const fresh = await import("./i18n");
    await fresh.initI18n();
    return fresh.i18n;
  }

  it("starts in the stored language, with its bundle loaded before the first render", async () => {
    const instance = await freshInit(() => window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "ja"));
    expect(instance.language).toBe("ja");
    expect(instance.t("header.menu")).toBe("メニュー");
    expect(html.getAttribute("lang")).toBe("ja");
    expect(html.getAttribute("dir")).toBe("ltr");
  });

  it("starts in the browser language's prefix when nothing is stored", async () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("ar-EG");
    const instance = await freshInit(() => window.localStorage.removeItem(LANGUAGE_STORAGE_KEY));
    expect(instance.language).toBe("ar");
    expect(html.getAttribute("dir")).toBe("rtl");
  });

  it("starts in English for an unsupported browser language", async () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("sv-SE");
    const instance = await freshInit(() => window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "sv"));
    expect(instance.language).toBe("en");
    expect(html.getAttribute("lang")).toBe("en");
  });
});
