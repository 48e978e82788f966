import { onboardingDataSchema } from "@foliocraft/schemas";
import type { OnboardingData } from "@foliocraft/schemas";
import { safeStorage } from "../../lib/safe-storage";
import { ONBOARDING_DATA_KEY } from "../auth/finish-sign-in";

/** Keeps the onboarding answers on this device under `onboardingData` (spec §3). */
export function saveLocalOnboarding(data: OnboardingData): void {
  safeStorage.set(ONBOARDING_DATA_KEY, JSON.stringify(data));
}

/** The answers stored on this device, or null when there are none (or they are not a valid set of answers). */
export function loadLocalOnboarding(): OnboardingData | null {
  const raw = safeStorage.get(ONBOARDING_DATA_KEY);
  if (raw === null) return null;
  try {
    return onboardingDataSchema.safeParse(JSON.parse(raw)).data ?? null;
  } catch {
    return null;
  }
}

/** Whether anything is stored under `onboardingData` (the sign-in redirect looks only at that). */
export function hasLocalOnboarding(): boolean {
  return safeStorage.get(ONBOARDING_DATA_KEY) !== null;
}
