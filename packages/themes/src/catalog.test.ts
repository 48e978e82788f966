import { describe, expect, it } from "vitest";
import { themeIds } from "@foliocraft/schemas";
import { isThemeId, resolveThemeId } from "./catalog";

describe("theme catalogue", () => {
  it("has the 20 themes of spec §9, minimal first", () => {
    expect(themeIds).toHaveLength(20);
    expect(new Set(themeIds).size).toBe(20);
    expect(themeIds[0]).toBe("minimal");
  });

  it("keeps a known theme", () => {
    expect(resolveThemeId("neon")).toBe("neon");
    expect(isThemeId("ocean-deep")).toBe(true);
  });

  it.each([undefined, null, "", "Minimal", "unknown", 42])("falls back to minimal for %s", (value) => {
    expect(resolveThemeId(value)).toBe("minimal");
    expect(isThemeId(value)).toBe(false);
  });
});
