import type { ThemeMeta, ThemeModule } from "../theme-module";
import { minimalTheme } from "./minimal";
import { minimalMeta } from "./minimal/meta";
import { darkMinimalTheme } from "./dark-minimal";
import { darkMinimalMeta } from "./dark-minimal/meta";
import { corporateTheme } from "./corporate";
import { corporateMeta } from "./corporate/meta";
import { simpleElegantTheme } from "./simple-elegant";
import { simpleElegantMeta } from "./simple-elegant/meta";
import { techSavvyTheme } from "./tech-savvy";
import { techSavvyMeta } from "./tech-savvy/meta";
import { creativeBasicTheme } from "./creative-basic";
import { creativeBasicMeta } from "./creative-basic/meta";
import { minimalistWhiteTheme } from "./minimalist-white";
import { minimalistWhiteMeta } from "./minimalist-white/meta";
import { professionalBlueTheme } from "./professional-blue";
import { professionalBlueMeta } from "./professional-blue/meta";
import { warmAmberTheme } from "./warm-amber";
import { warmAmberMeta } from "./warm-amber/meta";
import { glassmorphismTheme } from "./glassmorphism";
import { glassmorphismMeta } from "./glassmorphism/meta";
import { neonFuturisticTheme } from "./neon-futuristic";
import { neonFuturisticMeta } from "./neon-futuristic/meta";
import { gradientVibrantTheme } from "./gradient-vibrant";
import { gradientVibrantMeta } from "./gradient-vibrant/meta";
import { minimalDarkTheme } from "./minimal-dark";
import { minimalDarkMeta } from "./minimal-dark/meta";
import { sunsetWarmTheme } from "./sunset-warm";
import { sunsetWarmMeta } from "./sunset-warm/meta";
import { oceanDeepTheme } from "./ocean-deep";
import { oceanDeepMeta } from "./ocean-deep/meta";
import { forestNatureTheme } from "./forest-nature";
import { forestNatureMeta } from "./forest-nature/meta";
import { cosmicSpaceTheme } from "./cosmic-space";
import { cosmicSpaceMeta } from "./cosmic-space/meta";
import { animatedTheme } from "./animated";
import { animatedMeta } from "./animated/meta";
import { neonTheme } from "./neon";
import { neonMeta } from "./neon/meta";
import { gradientTheme } from "./gradient";
import { gradientMeta } from "./gradient/meta";

/**
 * Every theme, in the order of spec §9 (the gallery's order; minimal first, the default). Adding a theme: create
 * its folder (src/themes/<id>/meta.ts exporting its ThemeMeta, index.ts its ThemeModule), add its id to themeIds in
 * packages/schemas, and list it in both lists here. Nothing else changes (registry.test.ts checks the three agree).
 */
export const themeModules: readonly ThemeModule[] = [
  minimalTheme,
  darkMinimalTheme,
  corporateTheme,
  simpleElegantTheme,
  techSavvyTheme,
  creativeBasicTheme,
  minimalistWhiteTheme,
  professionalBlueTheme,
  warmAmberTheme,
  glassmorphismTheme,
  neonFuturisticTheme,
  gradientVibrantTheme,
  minimalDarkTheme,
  sunsetWarmTheme,
  oceanDeepTheme,
  forestNatureTheme,
  cosmicSpaceTheme,
  animatedTheme,
  neonTheme,
  gradientTheme,
];

/**
 * The catalogue: each theme's entry (id, name, tier, palettes), without its markup or CSS. Its own list of the
 * meta files, so the web's gallery and builder (which need only this) do not bundle twenty themes' CSS and layouts.
 */
export const themeCatalog: readonly ThemeMeta[] = [
  minimalMeta,
  darkMinimalMeta,
  corporateMeta,
  simpleElegantMeta,
  techSavvyMeta,
  creativeBasicMeta,
  minimalistWhiteMeta,
  professionalBlueMeta,
  warmAmberMeta,
  glassmorphismMeta,
  neonFuturisticMeta,
  gradientVibrantMeta,
  minimalDarkMeta,
  sunsetWarmMeta,
  oceanDeepMeta,
  forestNatureMeta,
  cosmicSpaceMeta,
  animatedMeta,
  neonMeta,
  gradientMeta,
];
