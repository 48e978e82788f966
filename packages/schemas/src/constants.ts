/** Interface languages (spec §1, §9), in the order the language menu shows them. */
export const languages = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "fr", name: "Français" },
  { code: "de", name: "Deutsch" },
  { code: "pt", name: "Português" },
  { code: "it", name: "Italiano" },
  { code: "zh", name: "中文" },
  { code: "ja", name: "日本語" },
  { code: "ar", name: "العربية" },
  { code: "hi", name: "हिन्दी" },
] as const;

/** A supported interface language code. */
export type LanguageCode = (typeof languages)[number]["code"];

/** Just the codes, for validation. */
export const languageCodes = languages.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/** Languages written right to left. */
export const rtlLanguages: readonly LanguageCode[] = ["ar"];

/** The public portfolio themes (spec §9); the first is the default. */
export const themeIds = [
  "minimal",
  "dark-minimal",
  "corporate",
  "simple-elegant",
  "tech-savvy",
  "creative-basic",
  "minimalist-white",
  "professional-blue",
  "warm-amber",
  "glassmorphism",
  "neon-futuristic",
  "gradient-vibrant",
  "minimal-dark",
  "sunset-warm",
  "ocean-deep",
  "forest-nature",
  "cosmic-space",
  "animated",
  "neon",
  "gradient",
] as const;

/** A public portfolio theme id. */
export type ThemeId = (typeof themeIds)[number];

/** Default theme when none or an unknown one is set (spec §4). */
export const defaultThemeId: ThemeId = "minimal";

/** Log levels of spec §9; `verbose` sits between debug and info. */
export const logLevels = ["debug", "verbose", "info", "warn", "error", "silent"] as const;

/** A log level of spec §9. */
export type LogLevel = (typeof logLevels)[number];

/** Toast limits of spec §9. */
export const toastLimits = {
  maxVisible: 20,
  blankMs: 4000,
  errorMs: 4000,
  successMs: 2000,
  pageMs: 4000,
} as const;

/** Plan prices (spec §3, §9) in GHS. */
export const plans = {
  monthly: { id: "monthly", name: "Premium Monthly", amount: 30, currency: "GHS", interval: "month" },
  yearly: { id: "yearly", name: "Premium Yearly", amount: 300, currency: "GHS", interval: "year" },
} as const;

/** Maximum JSON request body in bytes (issue: bodies over 1 MB → 413). */
export const maxJsonBodyBytes = 1024 * 1024;
