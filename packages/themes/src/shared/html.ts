import { escapeHtml as e } from "../escape";
import type { PageLink } from "../page-model";
import { starRowHtml } from "./symbols";

export { escapeHtml, escapeHtml as e } from "../escape";

/**
 * The attributes every link of the page model carries: its address, `rel` for other sites (they never learn where
 * the visitor came from; an in-page anchor needs none) and the counting `ping` when it has one.
 */
export function linkTarget(link: PageLink): string {
  const rel = link.href.startsWith("#") ? "" : ` rel="noopener noreferrer"`;
  return `href="${link.href}"${link.ping ? ` ping="${link.ping}"` : ""}${rel}`;
}

/** A link of the page model; `cls` defaults to a button drawn by its emphasis (`btn` / `btn btn-outline`). */
export function linkHtml(link: PageLink | undefined, cls?: string): string {
  if (!link) return "";
  const className = cls ?? (link.emphasis === "primary" ? "btn" : "btn btn-outline");
  return `<a class="${className}" ${linkTarget(link)}>${e(link.label)}</a>`;
}

/** A paragraph of plain text, or nothing when the text is empty. */
export function para(text: string | undefined, cls = ""): string {
  return text && text.trim() ? `<p${cls ? ` class="${cls}"` : ""}>${e(text)}</p>` : "";
}

/** A list of short labels (skills, technologies), or nothing when empty. */
export function tagList(items: readonly string[], cls = "tags"): string {
  return items.length ? `<ul class="${cls}">${items.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : "";
}

/** A `<section>` labelled by its heading: the id the builder's preview scrolls to, and `{id}-h` on the heading. */
export function sectionShell(id: string, heading: string, body: string, cls = ""): string {
  return `<section id="${id}"${cls ? ` class="${cls}"` : ""} aria-labelledby="${id}-h"><h2 id="${id}-h">${e(heading)}</h2>${body}</section>`;
}

/** Filled and empty stars with the rating read out to screen readers in the page's language. */
export function stars(rating: number, label: string, cls = "stars"): string {
  const n = Math.max(1, Math.min(5, Math.round(rating)));
  // Drawn, not typed: ★ and ☆ are in none of the bundled fonts (shared/symbols.ts).
  return `<p class="${cls}">${starRowHtml(n)}<span class="sr-only">${e(label)}</span></p>`;
}

/** A profile picture; the foundation CSS hides it (keeping its box) when it fails to load. */
// The classes are fixed: the foundation's failed-image rule (and the renderer's safety tests) rely on them.
// A picture's focal point is a rule of the stylesheet that matches this `src` (shared/image-focus.ts): the public
// page's CSP allows no `style` attribute.
export function avatarImg(src: string | undefined, size = 120): string {
  return src ? `<img class="avatar" src="${src}" alt="" width="${size}" height="${size}">` : "";
}

/** A project image (lazy, 16:9 box reserved so nothing shifts). */
export function projectImg(src: string | undefined): string {
  return src ? `<img class="project-img" src="${src}" alt="" width="640" height="360" loading="lazy">` : "";
}

/** The optional résumé parts of an entry or a project (facts, bullet points, labels, its own link), or nothing. */
export function entryDetails(item: {
  details?: readonly string[];
  highlights?: readonly string[];
  tags?: readonly string[];
  link?: PageLink;
}): string {
  const facts = item.details?.length ? `<p class="entry-facts">${item.details.map(e).join(" · ")}</p>` : "";
  const points = item.highlights?.length
    ? `<ul class="entry-points">${item.highlights.map((h) => `<li>${e(h)}</li>`).join("")}</ul>`
    : "";
  const link = item.link ? `<p class="entry-link"><a ${linkTarget(item.link)}>${e(item.link.label)}</a></p>` : "";
  return `${facts}${points}${tagList(item.tags ?? [], "entry-tags")}${link}`;
}
