import { describe, expect, it } from "vitest";
import { converter } from "culori";
import { buttonTextFor, contrastRatio, isAccessibleAccent, nearestAccessibleAccent } from "./contrast";

const oklch = converter("oklch");

describe("contrastRatio", () => {
  it("gives WCAG's ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // #767676 is the well-known lightest grey that passes AA on white.
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });
});

describe("nearestAccessibleAccent", () => {
  const light = { bg: "#ffffff", surface: "#f6f6f6" };
  const dark = { bg: "#111111", surface: "#1c1c1c" };

  it("keeps a passing accent as it is", () => {
    expect(nearestAccessibleAccent("#0b4f8a", light)).toBe("#0b4f8a");
    expect(isAccessibleAccent("#0b4f8a", light)).toBe(true);
  });

  it("darkens a too-light accent on a light page until it passes, keeping its hue", () => {
    const yellow = "#ffd400";
    expect(isAccessibleAccent(yellow, light)).toBe(false);
    const fixed = nearestAccessibleAccent(yellow, light);
    if (!fixed) throw new Error("no passing colour");
    expect(isAccessibleAccent(fixed, light)).toBe(true);
    expect(oklch(fixed)?.l).toBeLessThan(oklch(yellow)?.l ?? 0);
    expect(Math.abs((oklch(fixed)?.h ?? 0) - (oklch(yellow)?.h ?? 0))).toBeLessThan(12);
    // Nearest: it stops just past the threshold instead of jumping to a much darker colour.
    expect(contrastRatio(fixed, light.surface)).toBeLessThan(4.7);
  });

  it("lightens a too-dark accent on a dark page, checked on its cards too", () => {
    const navy = "#1e3a8a";
    const fixed = nearestAccessibleAccent(navy, dark);
    if (!fixed) throw new Error("no passing colour");
    expect(contrastRatio(fixed, dark.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, dark.surface)).toBeGreaterThanOrEqual(4.5);
    expect(oklch(fixed)?.l).toBeGreaterThan(oklch(navy)?.l ?? 1);
    expect(contrastRatio(fixed, dark.surface)).toBeLessThan(4.7);
  });
});

describe("buttonTextFor", () => {
  it("keeps the theme's button text when it passes, else picks white or black", () => {
    expect(buttonTextFor("#0b4f8a", "#ffffff")).toBe("#ffffff");
    expect(buttonTextFor("#ffd400", "#ffffff")).toBe("#000000");
    for (const accent of ["#777777", "#5b8def", "#e11d48", "#10b981"]) {
      const text = buttonTextFor(accent, "#ffffff");
      expect(contrastRatio(text, accent)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
