import type { ThemeMeta, ThemeModule } from "../theme-module";
import { minimalTheme } from "./minimal";
import { darkMinimalTheme } from "./dark-minimal";
import { corporateTheme } from "./corporate";
import { simpleElegantTheme } from "./simple-elegant";
import { techSavvyTheme } from "./tech-savvy";
import { creativeBasicTheme } from "./creative-basic";
import { minimalistWhiteTheme } from "./minimalist-white";
import { professionalBlueTheme } from "./professional-blue";
import { warmAmberTheme } from "./warm-amber";
import { glassmorphismTheme } from "./glassmorphism";
import { neonFuturisticTheme } from "./neon-futuristic";
import { gradientVibrantTheme } from "./gradient-vibrant";
import { minimalDarkTheme } from "./minimal-dark";
import { sunsetWarmTheme } from "./sunset-warm";
import { oceanDeepTheme } from "./ocean-deep";
import { forestNatureTheme } from "./forest-nature";
import { cosmicSpaceTheme } from "./cosmic-space";
import { animatedTheme } from "./animated";
import { neonTheme } from "./neon";
import { gradientTheme } from "./gradient";

/**
 * Every theme, in the order of spec §9 (the gallery's order; minimal first, the default). Adding a theme: create
 * its folder (src/themes/<id>/index.ts exporting a ThemeModule), add its id to themeIds in packages/schemas, and
 * list it here. Nothing else changes.
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

/** The catalogue: each theme's entry (id, name, tier, palettes), without its markup or CSS. */
export const themeCatalog: readonly ThemeMeta[] = themeModules.map((m) => m.meta);
