import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../i18n/i18n";
import { LANGUAGE_STORAGE_KEY, isSupportedLanguage } from "../../i18n/detect-language";
import { safeStorage } from "../../lib/safe-storage";
import { useSession } from "../auth/use-session";
import { hasLocalOnboarding, saveLocalOnboarding } from "../onboarding/onboarding-storage";
import { applyAppearance, currentAppearance } from "./appearance";
import { planPreferenceSync } from "./preference-sync";
import { profileQueryKey, updateProfile, useProfile } from "./profile-api";

/** localStorage: whose profile this device has already synced (one id; another user signing in syncs again). */
export const PROFILE_SYNCED_KEY = "foliocraft.profileSyncedFor";

/**
 * The first time a user's profile is seen on this device (a sign-in on a fresh browser): brings the profile's
 * language, theme and onboarding answers here, or saves this device's own choices to the profile
 * (preference-sync.ts). Rendered by the signed-in pages a sign-in lands on; renders nothing.
 */
export function ProfileSync() {
  const { user } = useSession();
  const { data: profile } = useProfile();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!user || !profile || safeStorage.get(PROFILE_SYNCED_KEY) === user.id) return;
    // Marked first: a second render (StrictMode, a refetch) must not run the same plan twice.
    safeStorage.set(PROFILE_SYNCED_KEY, user.id);
    const language = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
    const plan = planPreferenceSync({
      profile,
      local: {
        language,
        theme: currentAppearance(),
        languageStored: isSupportedLanguage(safeStorage.get(LANGUAGE_STORAGE_KEY)),
        themeStored: currentAppearance() !== "system",
      },
      hasLocalOnboarding: hasLocalOnboarding(),
    });
    if (plan.onboardingData) saveLocalOnboarding(plan.onboardingData);
    if (plan.applyLocally.theme) applyAppearance(plan.applyLocally.theme);
    if (plan.applyLocally.language) {
      changeLanguage(plan.applyLocally.language).catch((error: unknown) =>
        console.error("Could not apply the profile's language", error),
      );
    }
    if (Object.keys(plan.saveToProfile).length > 0) {
      // Not worth a toast: the choice still applies on this device; the profile catches up next time.
      updateProfile({ preferences: plan.saveToProfile }).then(
        (saved) => queryClient.setQueryData(profileQueryKey, saved),
        (error: unknown) => console.error("Could not save this device's preferences to the profile", error),
      );
    }
  }, [user, profile, i18n, queryClient]);

  return null;
}
