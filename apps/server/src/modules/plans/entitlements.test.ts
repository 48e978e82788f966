import { describe, expect, it } from "vitest";
import { AppError } from "../../errors";
import { assertThemeAllowed, hasPro, type EntitlementProfile } from "./entitlements";

const now = new Date("2026-06-01T12:00:00Z");
const free: EntitlementProfile = { plan: "free", isPremium: false, isAdmin: false, subscriptionEnd: null };
const pro = (end: Date | null): EntitlementProfile => ({
  plan: "pro",
  isPremium: true,
  isAdmin: false,
  subscriptionEnd: end,
});

describe("hasPro", () => {
  it("is false without a profile and on the free plan", () => {
    expect(hasPro(undefined, now)).toBe(false);
    expect(hasPro(free, now)).toBe(false);
  });
  it("is true for a pro plan until its end date, false after", () => {
    expect(hasPro(pro(new Date("2026-06-02T00:00:00Z")), now)).toBe(true);
    expect(hasPro(pro(new Date("2026-06-01T11:59:59Z")), now)).toBe(false);
    expect(hasPro(pro(null), now)).toBe(true);
  });
  it("is always true for admins (spec §4)", () => {
    expect(hasPro({ ...free, isAdmin: true }, now)).toBe(true);
  });
});

describe("assertThemeAllowed", () => {
  it("lets everyone use the three free themes", () => {
    for (const theme of ["minimal", "dark-minimal", "simple-elegant"] as const) {
      expect(() => assertThemeAllowed(free, theme, "publish", now)).not.toThrow();
    }
  });
  it("refuses Pro themes to free and expired users with a 403 naming the upgrade", () => {
    for (const profile of [free, pro(new Date("2026-01-01T00:00:00Z")), undefined]) {
      let caught: unknown;
      try {
        assertThemeAllowed(profile, "neon", "export", now);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(AppError);
      expect(caught).toMatchObject({
        code: "permission-denied",
        statusCode: 403,
        details: { theme: "neon", upgrade: true },
      });
      expect((caught as AppError).message).toBe(
        "The Neon theme is a Pro theme. Upgrade to Pro to export it, or choose one of the free themes.",
      );
      // One sentence per action, with only the theme's (proper) name as a parameter.
      expect(caught).toMatchObject({ messageId: "proThemeToExport", params: { theme: "Neon" } });
    }
  });
  it("names the action by its own message id, never by an English verb in a parameter", () => {
    for (const [action, messageId] of [
      ["publish", "proThemeToPublish"],
      ["export", "proThemeToExport"],
      ["deploy", "proThemeToDeploy"],
    ] as const) {
      expect(() => assertThemeAllowed(free, "neon", action, now)).toThrow(
        expect.objectContaining({ messageId, params: { theme: "Neon" } }) as Error,
      );
    }
  });
  it("allows Pro themes for active Pro users", () => {
    expect(() => assertThemeAllowed(pro(null), "neon", "deploy", now)).not.toThrow();
  });
});
