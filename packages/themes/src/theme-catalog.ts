import type { ThemeId } from "@foliocraft/schemas";

/** Layout variants; each theme uses one so themes differ in structure, not only colour. */
export type ThemeLayout = "centered" | "sidebar" | "cards" | "split" | "timeline";

/** One theme's data: the CSS is generated from it. */
export interface ThemeDefinition {
  id: ThemeId;
  name: string;
  tier: "free" | "pro";
  layout: ThemeLayout;
  font: "sans" | "serif" | "mono" | "rounded" | "humanist";
  colors: {
    bg: string;
    surface: string;
    text: string;
    muted: string;
    accent: string;
    accentText: string;
    border: string;
  };
  radius: string;
  animation?: "fade" | "glow" | "gradient";
}

const t = (
  id: ThemeId,
  name: string,
  tier: "free" | "pro",
  layout: ThemeLayout,
  font: ThemeDefinition["font"],
  colors: ThemeDefinition["colors"],
  radius = "8px",
  animation?: ThemeDefinition["animation"],
): ThemeDefinition => ({ id, name, tier, layout, font, colors, radius, ...(animation ? { animation } : {}) });

/** The 20 themes of spec §9; exactly three are free (minimal, dark-minimal, simple-elegant). */
export const themeCatalog: readonly ThemeDefinition[] = [
  t("minimal", "Minimal", "free", "centered", "sans", {
    bg: "#ffffff",
    surface: "#f6f6f6",
    text: "#1a1a1a",
    muted: "#555555",
    accent: "#1a1a1a",
    accentText: "#ffffff",
    border: "#dddddd",
  }),
  t("dark-minimal", "Dark Minimal", "free", "centered", "sans", {
    bg: "#111111",
    surface: "#1c1c1c",
    text: "#f2f2f2",
    muted: "#b0b0b0",
    accent: "#f2f2f2",
    accentText: "#111111",
    border: "#333333",
  }),
  t(
    "corporate",
    "Corporate",
    "pro",
    "sidebar",
    "humanist",
    {
      bg: "#f4f6f8",
      surface: "#ffffff",
      text: "#1b2733",
      muted: "#4a5a6a",
      accent: "#0b4f8a",
      accentText: "#ffffff",
      border: "#d3dbe3",
    },
    "4px",
  ),
  t(
    "simple-elegant",
    "Simple Elegant",
    "free",
    "centered",
    "serif",
    {
      bg: "#fbf8f3",
      surface: "#ffffff",
      text: "#2b2622",
      muted: "#5e554c",
      accent: "#7a4b2a",
      accentText: "#ffffff",
      border: "#e6ddd0",
    },
    "2px",
  ),
  t(
    "tech-savvy",
    "Tech Savvy",
    "pro",
    "timeline",
    "mono",
    {
      bg: "#0d1117",
      surface: "#161b22",
      text: "#e6edf3",
      muted: "#9da7b3",
      accent: "#3fb950",
      accentText: "#0d1117",
      border: "#30363d",
    },
    "6px",
  ),
  t(
    "creative-basic",
    "Creative Basic",
    "pro",
    "cards",
    "rounded",
    {
      bg: "#fff7f0",
      surface: "#ffffff",
      text: "#2a1d12",
      muted: "#5f4b3b",
      accent: "#c2410c",
      accentText: "#ffffff",
      border: "#f1d9c6",
    },
    "16px",
  ),
  t(
    "minimalist-white",
    "Minimalist White",
    "pro",
    "split",
    "sans",
    {
      bg: "#ffffff",
      surface: "#ffffff",
      text: "#0a0a0a",
      muted: "#4d4d4d",
      accent: "#0a0a0a",
      accentText: "#ffffff",
      border: "#e5e5e5",
    },
    "0",
  ),
  t("professional-blue", "Professional Blue", "pro", "sidebar", "sans", {
    bg: "#eef3fb",
    surface: "#ffffff",
    text: "#10223d",
    muted: "#3f5270",
    accent: "#1d4ed8",
    accentText: "#ffffff",
    border: "#c9d6ec",
  }),
  t(
    "warm-amber",
    "Warm Amber",
    "pro",
    "cards",
    "humanist",
    {
      bg: "#fffbeb",
      surface: "#ffffff",
      text: "#3b2506",
      muted: "#6b4f1d",
      accent: "#92400e",
      accentText: "#ffffff",
      border: "#fde68a",
    },
    "12px",
  ),
  t(
    "glassmorphism",
    "Glassmorphism",
    "pro",
    "cards",
    "sans",
    {
      bg: "#1e1b4b",
      surface: "rgba(255,255,255,0.12)",
      text: "#ffffff",
      muted: "#dcdcf5",
      accent: "#c4b5fd",
      accentText: "#1e1b4b",
      border: "rgba(255,255,255,0.3)",
    },
    "18px",
  ),
  t(
    "neon-futuristic",
    "Neon Futuristic",
    "pro",
    "split",
    "mono",
    {
      bg: "#05010f",
      surface: "#120a2a",
      text: "#f0eaff",
      muted: "#bcb0dd",
      accent: "#22d3ee",
      accentText: "#05010f",
      border: "#3b2a7a",
    },
    "4px",
  ),
  t(
    "gradient-vibrant",
    "Gradient Vibrant",
    "pro",
    "cards",
    "rounded",
    {
      bg: "#fdf2f8",
      surface: "#ffffff",
      text: "#3b0a2a",
      muted: "#6b2f55",
      accent: "#9d174d",
      accentText: "#ffffff",
      border: "#fbcfe8",
    },
    "20px",
  ),
  t("minimal-dark", "Minimal Dark", "pro", "timeline", "sans", {
    bg: "#18181b",
    surface: "#27272a",
    text: "#fafafa",
    muted: "#b4b4bb",
    accent: "#a78bfa",
    accentText: "#18181b",
    border: "#3f3f46",
  }),
  t(
    "sunset-warm",
    "Sunset Warm",
    "pro",
    "split",
    "serif",
    {
      bg: "#fff1eb",
      surface: "#ffffff",
      text: "#3d1408",
      muted: "#6e3a2a",
      accent: "#b91c1c",
      accentText: "#ffffff",
      border: "#fecaca",
    },
    "10px",
  ),
  t("ocean-deep", "Ocean Deep", "pro", "sidebar", "sans", {
    bg: "#042f3e",
    surface: "#0b4054",
    text: "#e6f7fb",
    muted: "#a9d4df",
    accent: "#5eead4",
    accentText: "#042f3e",
    border: "#14596f",
  }),
  t(
    "forest-nature",
    "Forest Nature",
    "pro",
    "timeline",
    "humanist",
    {
      bg: "#f1f7ef",
      surface: "#ffffff",
      text: "#14280f",
      muted: "#3f5a36",
      accent: "#166534",
      accentText: "#ffffff",
      border: "#cfe3c8",
    },
    "10px",
  ),
  t(
    "cosmic-space",
    "Cosmic Space",
    "pro",
    "centered",
    "rounded",
    {
      bg: "#0b0420",
      surface: "#1a0f3a",
      text: "#f3edff",
      muted: "#c2b5e6",
      accent: "#f0abfc",
      accentText: "#0b0420",
      border: "#3a2a6a",
    },
    "14px",
  ),
  t(
    "animated",
    "Animated",
    "pro",
    "cards",
    "sans",
    {
      bg: "#f8fafc",
      surface: "#ffffff",
      text: "#0f172a",
      muted: "#475569",
      accent: "#4338ca",
      accentText: "#ffffff",
      border: "#e2e8f0",
    },
    "12px",
    "fade",
  ),
  t(
    "neon",
    "Neon",
    "pro",
    "centered",
    "mono",
    {
      bg: "#000000",
      surface: "#0c0c0c",
      text: "#f5f5f5",
      muted: "#bdbdbd",
      accent: "#39ff14",
      accentText: "#000000",
      border: "#2a2a2a",
    },
    "6px",
    "glow",
  ),
  t(
    "gradient",
    "Gradient",
    "pro",
    "split",
    "rounded",
    {
      bg: "#eef2ff",
      surface: "#ffffff",
      text: "#1e1b4b",
      muted: "#4338ca",
      accent: "#6d28d9",
      accentText: "#ffffff",
      border: "#c7d2fe",
    },
    "16px",
    "gradient",
  ),
];

/** The definition of a theme id. */
export function getTheme(id: ThemeId): ThemeDefinition {
  return themeCatalog.find((d) => d.id === id) ?? (themeCatalog[0] as ThemeDefinition);
}

/** Themes a free user may publish, export and deploy (spec §1, §6). */
export const freeThemeIds: readonly ThemeId[] = themeCatalog.filter((d) => d.tier === "free").map((d) => d.id);
