import type { PageLink } from "../../page-model";

// Corporate's small contact glyphs (simplified lucide outlines, ISC licence), inline so the page makes no request.
const paths = {
  mail: '<rect x="2" y="4" width="20" height="16" rx="2"/><path d="m22 7-10 6L2 7"/>',
  phone:
    '<path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z"/>',
  pin: '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>',
  globe: '<circle cx="12" cy="12" r="10"/><path d="M2 12h20"/><path d="M12 2a15 15 0 0 1 0 20a15 15 0 0 1 0-20"/>',
  link: '<path d="M7 17 17 7"/><path d="M7 7h10v10"/>',
  file: '<path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6"/><path d="M12 18v-6"/><path d="m9 15 3 3 3-3"/>',
} as const;

export type Glyph = keyof typeof paths;

/** A decorative 24×24 outline glyph (hidden from assistive technology); the arrow mirrors on a right-to-left page. */
export function glyph(name: Glyph, cls = "g"): string {
  return `<svg class="${cls}${name === "link" ? " g-dir" : ""}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths[name]}</svg>`;
}

/** The glyph that fits a contact link. */
export function glyphOf(link: PageLink): Glyph {
  if (link.kind === "email") return "mail";
  if (link.kind === "phone") return "phone";
  if (link.kind === "resume") return "file";
  return link.network === "website" ? "globe" : "link";
}
