import { freeThemeIds, getTheme } from "@foliocraft/themes";
import { apiMessage, defaultThemeId, type ThemeId } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { ProfileRow } from "../accounts/profile-repository";

/**
 * The profile fields that decide what a user may do. `premiumSince` (set by the first upgrade, kept after it ends)
 * tells a lapsed Pro owner from one who never had Pro; callers that do not need that may leave it out.
 */
export type EntitlementProfile = Pick<ProfileRow, "plan" | "isPremium" | "isAdmin" | "subscriptionEnd"> &
  Partial<Pick<ProfileRow, "premiumSince">>;

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

/** Whether a theme needs Pro to be published, exported or deployed. */
export function isProTheme(theme: ThemeId): boolean {
  return !(freeThemeIds as readonly string[]).includes(theme);
}

/**
 * The theme a site is drawn with: the stored one, or the free default (minimal) while a Pro theme's owner is not Pro
 * (a refund, an expiry). The stored choice is never changed, so it is back the moment the plan is renewed.
 */
export function themeToRender(
  profile: EntitlementProfile | undefined,
  stored: ThemeId,
  now: Date = new Date(),
): { theme: ThemeId; lapsed: boolean } {
  if (!isProTheme(stored) || hasPro(profile, now)) return { theme: stored, lapsed: false };
  return { theme: defaultThemeId, lapsed: true };
}

/** What a user is doing with a theme: previewing is always allowed, these are not for Pro themes on the free plan. */
export type ThemeAction = "publish" | "export" | "deploy";

// One sentence per action (never an English verb passed into a translated sentence).
const refusalId = {
  publish: "proThemeToPublish",
  export: "proThemeToExport",
  deploy: "proThemeToDeploy",
} as const satisfies Record<ThemeAction, string>;

/**
 * Throws 403 `permission-denied` naming the upgrade when a free user would publish, export or deploy a Pro theme.
 * Export and deploy refuse only an owner who never had Pro: a lapsed one's site is drawn with the free default
 * instead (`themeToRender`), as their public page is.
 */
export function assertThemeAllowed(
  profile: EntitlementProfile | undefined,
  theme: ThemeId,
  action: ThemeAction,
  now: Date = new Date(),
): void {
  if (!isProTheme(theme) || hasPro(profile, now)) return;
  if (action !== "publish" && profile?.premiumSince != null) return;
  throw new AppError(
    "permission-denied",
    // The theme's name ("Neon") is a proper name, the same in every language.
    apiMessage(refusalId[action], { theme: getTheme(theme).name }),
    { theme, upgrade: true },
  );
}
