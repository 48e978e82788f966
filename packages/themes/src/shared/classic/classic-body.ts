import type { PageModel } from "../../page-model";
import { avatarImg, e, para, sectionShell } from "../html";
import { classicSection, contactBlock } from "../section-blocks";
import type { ClassicLayout } from "./classic-css";

/**
 * The body shared by the themes that still use one of the five original layouts (centered, sidebar, cards, split,
 * timeline): hero, the sections as cards, Contact, footer. The CSS makes the layout; the markup is the same.
 */
export function classicBody(page: PageModel, layout: ClassicLayout): string {
  const h = page.hero;
  const hero = `<header class="hero"><div class="wrap">${avatarImg(h.photo)}<div><h1>${e(h.name)}</h1>${para(h.title, "lead")}${para(h.bio)}</div></div></header>`;
  const listClass = (id: string) =>
    layout === "timeline" && (id === "experience" || id === "education")
      ? "timeline"
      : id === "testimonials"
        ? "quotes"
        : id === "projects" || id === "services"
          ? "grid"
          : "list";
  // The cards layout draws each section as a card: its items are then divided by rules, not cards in cards.
  const itemClass = layout === "cards" ? "item" : "card";
  const sections = page.sections.map((s) => classicSection(s, page, listClass, itemClass));
  sections.push(sectionShell("contact", page.contact.heading, contactBlock(page.contact)));
  const f = page.footer;
  const powered = f.poweredBy ? ` · <a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a>` : "";
  const footer = `<footer><div class="wrap"><p>${e(f.copyright)}${powered}</p></div></footer>`;
  return `<div class="page">${hero}<main id="main" class="wrap">${sections.join("\n")}</main></div>${footer}`;
}
