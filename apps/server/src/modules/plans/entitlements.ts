import { freeThemeIds, getTheme } from "@foliocraft/themes";
import { apiMessage, type ThemeId } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ProfileRow } from "../accounts/profile-repository";

/** The profile fields that decide what a user may do. */
export type EntitlementProfile = Pick<ProfileRow, "plan" | "isPremium" | "isAdmin" | "subscriptionEnd">;

/**
 * Pro features are on for admins (always premium, spec §4) and for a pro plan that has not run out. A missing
 * profile reads as free (spec §3).
 */
export function hasPro(profile: EntitlementProfile | undefined, now: Date = new Date()): boolean {
  if (!profile) return false;
  if (profile.isAdmin) return true;
  if (profile.plan !== "pro" || !profile.isPremium) return false;
  return profile.subscriptionEnd === null || profile.subscriptionEnd.getTime() > now.getTime();
}

/** What a user is doing with a theme: previewing is always allowed, these are not for Pro themes on the free plan. */
export type ThemeAction = "publish" | "export" | "deploy";

// One sentence per action (never an English verb passed into a translated sentence).
const refusalId = {
  publish: "proThemeToPublish",
  export: "proThemeToExport",
  deploy: "proThemeToDeploy",
} as const satisfies Record<ThemeAction, string>;

/** Throws 403 `permission-denied` naming the upgrade when a free user would publish, export or deploy a Pro theme. */
export function assertThemeAllowed(
  profile: EntitlementProfile | undefined,
  theme: ThemeId,
  action: ThemeAction,
  now: Date = new Date(),
): void {
  if ((freeThemeIds as readonly string[]).includes(theme) || hasPro(profile, now)) return;
  throw new AppError(
    "permission-denied",
    // The theme's name ("Neon") is a proper name, the same in every language.
    apiMessage(refusalId[action], { theme: getTheme(theme).name }),
    { theme, upgrade: true },
  );
}
