import { defaultThemeId, themeIds, type ThemeId } from "@foliocraft/schemas";

/** True when `id` names one of the 20 themes. */
export function isThemeId(id: unknown): id is ThemeId {
  return typeof id === "string" && (themeIds as readonly string[]).includes(id);
}

/** The theme to render for a stored value: a missing or unknown theme falls back to minimal (spec §4). */
export function resolveThemeId(id: unknown): ThemeId {
  return isThemeId(id) ? id : defaultThemeId;
}
