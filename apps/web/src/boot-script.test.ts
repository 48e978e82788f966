import { languageCodes } from "@foliocraft/schemas";
import { afterEach, describe, expect, it, vi } from "vitest";
import bootSource from "../public/boot.js?raw";
import { directionOf } from "./i18n/detect-language";
import { installMatchMedia } from "./test/match-media";

// public/boot.js runs before the app to avoid a flash of the wrong theme or direction; it must decide exactly
// as the theme store and detectLanguage do, so run it here against the same cases.
const html = document.documentElement;
const runBootScript = () => new Function(bootSource)();

describe("public/boot.js", () => {
  afterEach(() => {
    html.classList.remove("dark");
    html.setAttribute("lang", "en");
    html.setAttribute("dir", "ltr");
  });

  it("applies a stored dark theme even when the system is light", () => {
    installMatchMedia({ darkScheme: false });
    window.localStorage.setItem("theme", "dark");
    runBootScript();
    expect(html.classList.contains("dark")).toBe(true);
  });

  it("applies a stored light theme even when the system is dark", () => {
    installMatchMedia({ darkScheme: true });
    html.classList.add("dark");
    window.localStorage.setItem("theme", "light");
    runBootScript();
    expect(html.classList.contains("dark")).toBe(false);
  });

  it("follows the system preference when nothing is stored", () => {
    installMatchMedia({ darkScheme: true });
    runBootScript();
    expect(html.classList.contains("dark")).toBe(true);
  });

  it.each(languageCodes)("applies stored language %s with its direction", (code) => {
    window.localStorage.setItem("language", code);
    runBootScript();
    expect(html.getAttribute("lang")).toBe(code);
    expect(html.getAttribute("dir")).toBe(directionOf(code));
  });

  it("uses the browser language prefix, else English", () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("ar-SA");
    runBootScript();
    expect(html.getAttribute("lang")).toBe("ar");
    expect(html.getAttribute("dir")).toBe("rtl");

    vi.spyOn(navigator, "language", "get").mockReturnValue("sv-SE");
    window.localStorage.setItem("language", "xx");
    runBootScript();
    expect(html.getAttribute("lang")).toBe("en");
    expect(html.getAttribute("dir")).toBe("ltr");
  });

  it("survives storage that throws", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    installMatchMedia({ darkScheme: true });
    expect(runBootScript).not.toThrow();
    expect(html.classList.contains("dark")).toBe(true);
  });
});
