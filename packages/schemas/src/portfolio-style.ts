import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";

/** The sections of a portfolio page that can be ordered and hidden, in their default order. */
export const portfolioSectionIds = [
  "about",
  "skills",
  "skill-groups",
  "projects",
  "experience",
  "education",
  "volunteer",
  "certificates",
  "publications",
  "languages",
  "interests",
  "references",
  "services",
  "achievements",
  "testimonials",
  "hire-me",
  "contact-form",
  "resume",
  "contact",
] as const;

/** One orderable section of the page. */
export type PortfolioSectionId = (typeof portfolioSectionIds)[number];

/** Sections that are always shown (spec: a visitor can always find a way to get in touch). */
export const alwaysVisibleSections: readonly PortfolioSectionId[] = ["contact"];

/** Light, dark, or the visitor's own setting (`prefers-color-scheme`). */
export const colorSchemes = ["light", "dark", "auto"] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** Spacing of the page, applied as CSS custom properties. */
export const densities = ["compact", "comfortable", "spacious"] as const;
export type Density = (typeof densities)[number];

/** A colour as the builder stores it: `#rrggbb`. */
export const hexColorPattern = /^#[0-9a-f]{6}$/i;

const sectionPreferenceSchema = z.object({
  id: z.enum(portfolioSectionIds, { error: schemaMessage("sectionChoice") }),
  visible: z.boolean(),
});

/**
 * Per-portfolio styling (issue 19 item 3). Every field is optional or defaulted so content saved before it existed
 * parses unchanged and renders in the theme's own look: no accent = the theme's, no font pairing = the theme's
 * default, no colour scheme = the theme's own palette, no section list = the default order, all visible.
 */
export const portfolioStyleSchema = z.object({
  accent: z
    .string({ error: schemaMessage("fieldNotText", { field: "Accent colour" }) })
    .trim()
    .regex(hexColorPattern, schemaMessage("accentColorFormat"))
    .optional(),
  fontPairing: z
    .string({ error: schemaMessage("fieldNotText", { field: "Font pairing" }) })
    .regex(/^[a-z0-9-]{1,40}$/, schemaMessage("fontPairingChoice"))
    .optional(),
  colorScheme: z.enum(colorSchemes, { error: schemaMessage("colorSchemeChoice") }).optional(),
  density: z.enum(densities, { error: schemaMessage("densityChoice") }).default("comfortable"),
  sections: z
    .array(sectionPreferenceSchema)
    .max(portfolioSectionIds.length, schemaMessage("sectionListedOnce"))
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, {
      message: schemaMessage("sectionListedOnce"),
    })
    .default([]),
});

/** Per-portfolio styling after parsing. */
export type PortfolioStyle = z.infer<typeof portfolioStyleSchema>;

/** The styling of a portfolio nobody has styled: the theme's own look. */
export function defaultPortfolioStyle(): PortfolioStyle {
  return { density: "comfortable", sections: [] };
}
