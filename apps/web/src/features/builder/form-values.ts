import {
  defaultPortfolioStyle,
  portfolioContentSchema,
  portfolioNameSchema,
  socialNetworks,
  textFingerprint,
} from "@foliocraft/schemas";
import type { PortfolioContent } from "@foliocraft/schemas";

/**
 * The content as the form holds it: every social network present (empty when unused) so each input is controlled
 * from the start. The schema treats "" and a missing link alike, so this changes nothing that is stored.
 */
export function toFormValues(content: PortfolioContent): PortfolioContent {
  const social = { ...content.social };
  for (const network of socialNetworks) social[network] ??= "";
  // A checkbox reads false when the flag was never set (contents saved before it existed): the same meaning. The
  // flag always goes last, so two copies that differ only in having it compare equal (sameContent compares JSON).
  // The style goes last too, with the schema's default (the theme's own look) for contents saved before it existed.
  const { analyticsBeacon, style, ...rest } = structuredClone(content);
  return {
    ...rest,
    social,
    style: (style as PortfolioContent["style"] | undefined) ?? defaultPortfolioStyle(),
    analyticsBeacon: analyticsBeacon ?? false,
  };
}

/** Whether the server will accept this content (autosave only sends content that passes). */
export function isValidContent(content: PortfolioContent): boolean {
  return portfolioContentSchema.safeParse(content).success;
}

/** Whether the server will accept this portfolio name (an invalid one is not sent; the form says why). */
export function nameError(name: string): string | undefined {
  const parsed = portfolioNameSchema.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * The content as one canonical string: parsed by the schema when it passes (its defaults filled in, as the server
 * stores it), in form shape, object keys sorted (the form adds a section's fields in the order they are drawn, the
 * server in the schema's order).
 */
function canonicalContent(content: PortfolioContent): string {
  const parsed = portfolioContentSchema.safeParse(content);
  return JSON.stringify(toFormValues(parsed.success ? parsed.data : content), (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : value,
  );
}

/** Two contents are the same when they serialise the same once normalised (used to drop a stale device copy). */
export function sameContent(a: PortfolioContent, b: PortfolioContent): boolean {
  return canonicalContent(a) === canonicalContent(b);
}

/**
 * A short fingerprint of a portfolio's content and name as the form holds them (cyrb53 over the JSON): enough to
 * tell whether the server's copy is exactly what this tab sent, without keeping a second copy on the device.
 */
export function contentFingerprint(content: PortfolioContent, name: string): string {
  return textFingerprint(JSON.stringify([canonicalContent(content), name]));
}
