/**
 * `Ama's Portfolio` → `amas-portfolio`: a site or project name the hosts accept (Netlify sites, Vercel projects,
 * Cloudflare Pages projects all take lower-case letters, digits and hyphens), at most 50 characters.
 */
export function siteSlug(base: string): string {
  const name = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 50)
    .replace(/-+$/g, "");
  return name || "portfolio";
}

// Lower-case letters, digits and hyphens, not starting or ending with a hyphen: what every host takes.
const siteNamePattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether a name asked for a new site or project is one the hosts take. */
export const isSiteName = (name: string): boolean => siteNamePattern.test(name);
