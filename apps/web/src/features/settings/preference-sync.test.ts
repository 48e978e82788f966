import { describe, expect, it } from "vitest";
import { fakeProfile } from "./fake-account-api";
import { planPreferenceSync } from "./preference-sync";

const answers = {
  name: "Ama",
  profession: "Designer",
  experience: "mid" as const,
  skills: ["Figma"],
  interests: [],
  preferredStyle: "elegant" as const,
};
const detected = { languageStored: false, themeStored: false };

describe("planPreferenceSync", () => {
  it("an established account brings its language, theme and answers to a fresh device", () => {
    const profile = fakeProfile({
      preferences: { theme: "dark", language: "ar", notifications: true },
      onboardingData: answers,
    });
    expect(
      planPreferenceSync({
        profile,
        local: { language: "en", theme: "system", ...detected },
        hasLocalOnboarding: false,
      }),
    ).toEqual({ applyLocally: { language: "ar", theme: "dark" }, saveToProfile: {}, onboardingData: answers });
  });

  it("changes only what differs, and keeps answers already on the device", () => {
    const profile = fakeProfile({
      preferences: { theme: "dark", language: "en", notifications: true },
      onboardingData: answers,
    });
    expect(
      planPreferenceSync({ profile, local: { language: "en", theme: "dark", ...detected }, hasLocalOnboarding: true }),
    ).toEqual({ applyLocally: {}, saveToProfile: {}, onboardingData: null });
  });

  it("a choice made on this device stands and is saved to the profile", () => {
    const profile = fakeProfile({ preferences: { theme: "dark", language: "de", notifications: true } });
    expect(
      planPreferenceSync({
        profile,
        local: { language: "ar", theme: "system", languageStored: true, themeStored: false },
        hasLocalOnboarding: false,
      }),
    ).toEqual({ applyLocally: { theme: "dark" }, saveToProfile: { language: "ar" }, onboardingData: null });
    expect(
      planPreferenceSync({
        profile,
        local: { language: "de", theme: "light", languageStored: false, themeStored: true },
        hasLocalOnboarding: false,
      }),
    ).toEqual({ applyLocally: {}, saveToProfile: { theme: "light" }, onboardingData: null });
  });

  it("a brand-new account takes what the device detected (the language it signed up in)", () => {
    const profile = fakeProfile({ onboardingCompleted: false });
    expect(
      planPreferenceSync({
        profile,
        local: { language: "fr", theme: "system", ...detected },
        hasLocalOnboarding: false,
      }),
    ).toEqual({ applyLocally: {}, saveToProfile: { language: "fr" }, onboardingData: null });
    expect(
      planPreferenceSync({
        profile,
        local: { language: "en", theme: "system", ...detected },
        hasLocalOnboarding: false,
      }).saveToProfile,
    ).toEqual({});
  });
});
