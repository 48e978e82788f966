import type { ThemeId } from "@foliocraft/schemas";

/**
 * Where the build puts each theme's sample page (apps/web/prerender.mjs renders them with the real renderer), so
 * the home page's showcase shows true renders without shipping the renderer to the browser.
 */
export function showcasePath(theme: ThemeId): string {
  return `/showcase/${theme}.html`;
}
