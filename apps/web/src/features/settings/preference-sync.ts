import type { AppearanceChoice, LanguageCode, OnboardingData, Profile, ProfilePreferences } from "@foliocraft/schemas";

/** The preferences as this device has them, and whether each was chosen here (stored) or only detected. */
export interface LocalPreferences {
  language: LanguageCode;
  theme: AppearanceChoice;
  languageStored: boolean;
  themeStored: boolean;
}

/** What to do when a signed-in user's profile arrives on this device. */
export interface SyncPlan {
  /** Preferences to apply on this device (language switch, theme). */
  applyLocally: Partial<Pick<LocalPreferences, "language" | "theme">>;
  /** Preferences to save to the profile. */
  saveToProfile: Partial<ProfilePreferences>;
  /** Onboarding answers to keep on this device (localStorage `onboardingData`). */
  onboardingData: OnboardingData | null;
}

const keys = ["language", "theme"] as const;

/**
 * Decides how the profile and this device meet the first time this user's profile is seen on this device (issue 4:
 * settings follow the user to another device). For the language and the theme, each on its own:
 * - a choice made on this device (stored, e.g. with the header's language menu before signing in) stands, and is
 *   saved to the profile when it differs;
 * - otherwise an account that finished onboarding brings its saved choice to the device (a sign-in on a fresh
 *   browser), while a brand-new account, which has saved nothing yet, takes what the device detected.
 * The onboarding answers come along when the device has none. Afterwards this device's choices stand; the settings
 * page saves changes to both places.
 */
export function planPreferenceSync(input: {
  profile: Profile;
  local: LocalPreferences;
  /** Whether onboarding answers are already stored on this device. */
  hasLocalOnboarding: boolean;
}): SyncPlan {
  const { profile, local } = input;
  const plan: SyncPlan = { applyLocally: {}, saveToProfile: {}, onboardingData: null };
  for (const key of keys) {
    const saved = profile.preferences[key];
    if (local[key] === saved) continue;
    const chosenHere = key === "language" ? local.languageStored : local.themeStored;
    if (chosenHere || !profile.onboardingCompleted) Object.assign(plan.saveToProfile, { [key]: local[key] });
    else Object.assign(plan.applyLocally, { [key]: saved });
  }
  if (profile.onboardingData && !input.hasLocalOnboarding) plan.onboardingData = profile.onboardingData;
  return plan;
}
