import { describe, expect, it } from "vitest";
import { testUser } from "../../test/fake-api";
import { ONBOARDING_DATA_KEY, destinationAfterSignIn } from "./finish-sign-in";

describe("destinationAfterSignIn (spec §2 /login)", () => {
  it.each([
    [true, false, "/dashboard"],
    [true, true, "/dashboard"],
    [false, true, "/dashboard"],
    [false, false, "/onboarding"],
  ] as const)("onboardingCompleted %s, onboarding data stored %s → %s", (completed, stored, expected) => {
    if (stored) window.localStorage.setItem(ONBOARDING_DATA_KEY, "{}");
    expect(destinationAfterSignIn({ ...testUser, onboardingCompleted: completed })).toBe(expected);
  });
});
