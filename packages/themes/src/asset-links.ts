import { assetPathPattern, type PortfolioContent } from "@foliocraft/schemas";
import { escapeHtml, safeHref } from "./escape";

/** Where uploaded files are linked from when no `assetBase` is given: this server's own `/assets/` route. */
export const defaultAssetBase = "/assets/";

const assetPrefix = "/assets/";

/** True when `value` is one of this server's uploads (`/assets/{sha256}.{webp|pdf}`). */
export function isAssetPath(value: string | undefined): boolean {
  return !!value && assetPathPattern.test(value.trim());
}

/**
 * The href of a URL field of the content, escaped for an attribute: an upload is rewritten onto `assetBase` (the
 * export bundles its files under `assets/`, so it links them relatively); anything else must pass `safeHref`.
 */
export function contentHref(value: string | undefined, assetBase: string): string | undefined {
  if (value && isAssetPath(value)) return escapeHtml(assetBase + value.trim().slice(assetPrefix.length));
  return safeHref(value);
}

/**
 * An absolute URL for a URL field, for metadata that must be absolute (Open Graph, JSON-LD): an upload is resolved
 * against the canonical URL (same origin as /assets/), or dropped when there is none. Not escaped.
 */
export function absoluteUrl(value: string | undefined, canonicalUrl: string | undefined): string | undefined {
  if (value && isAssetPath(value)) {
    if (!canonicalUrl || !safeHref(canonicalUrl)) return undefined;
    return new URL(value.trim(), canonicalUrl).href;
  }
  return value && safeHref(value) && /^https?:/i.test(value.trim()) ? value.trim() : undefined;
}

/**
 * Every upload the content links (`/assets/{sha256}.{ext}`, without duplicates, in order of appearance), so an
 * export can bundle exactly the files its pages use. A disabled resume is not rendered, so its file is not listed.
 */
export function referencedAssets(content: PortfolioContent): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (isAssetPath(value)) found.add(value.trim());
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === "object") {
      Object.values(value).forEach(visit);
    }
  };
  visit({ ...content, resume: content.resume.enabled ? content.resume : undefined });
  return [...found];
}
