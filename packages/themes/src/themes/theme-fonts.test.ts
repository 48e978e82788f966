import { describe, expect, it } from "vitest";
import { foundationCss } from "../shared/foundation-css";
import { themeModules } from "./registry";

// Every face a page draws comes from its font pairing (self-hosted, the same on every machine). A theme that names a
// family itself — a system stack, or a bundled face the chosen pairing does not load — is drawn by whatever the
// visitor's machine has, so a theme's CSS reaches fonts only through the pairing's variables.
const fontValues = (css: string) =>
  [...css.matchAll(/(?:font-family|--mono|--font[a-z-]*)\s*:\s*([^;}]*)/g)].map((m) => m[1]!.trim());
const throughPairing = /^(?:inherit|var\(--[a-z-]+\)(?:\s*,\s*var\(--[a-z-]+\))*)$/;

describe("theme fonts", () => {
  it.each(themeModules.map((t) => [t.meta.id, t.css]))("%s names no font family of its own", (_id, css) => {
    const values = fontValues(css);
    expect(values.filter((v) => !throughPairing.test(v))).toEqual([]);
    // The `font` shorthand too: a size and line height, then the family through a variable.
    const shorthand = [...css.matchAll(/[{;]font\s*:\s*([^;}]*)/g)].map((m) => m[1]!.trim());
    expect(shorthand.filter((v) => v !== "inherit" && !/var\(--[a-z-]+\)$/.test(v))).toEqual([]);
  });

  it("the foundation's own rules (the 404 page among them) draw with the pairing too", () => {
    expect(fontValues(foundationCss).filter((v) => !throughPairing.test(v))).toEqual([]);
  });
});
