import type { ThemeId } from "@foliocraft/schemas";
import { themeCatalog, themeModules } from "./themes/registry";
import type { ThemeMeta, ThemeModule } from "./theme-module";

export { themeCatalog } from "./themes/registry";

/** The catalogue entry of a theme id. */
export function getTheme(id: ThemeId): ThemeMeta {
  return themeCatalog.find((d) => d.id === id) ?? (themeCatalog[0] as ThemeMeta);
}

/** The module (layout and CSS) of a theme id. */
export function getThemeModule(id: ThemeId): ThemeModule {
  return themeModules.find((m) => m.meta.id === id) ?? (themeModules[0] as ThemeModule);
}

/** Themes a free user may publish, export and deploy (spec §1, §6). */
export const freeThemeIds: readonly ThemeId[] = themeCatalog.filter((d) => d.tier === "free").map((d) => d.id);
