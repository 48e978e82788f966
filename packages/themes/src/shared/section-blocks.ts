import { iconSvg } from "../icons";
import type { PageModel, PageSection, SectionOf } from "../page-model";
import { renderContactForm } from "../render-contact-form";
import { e, entryDetails, linkHtml, para, projectImg, sectionShell, stars, tagList } from "./html";

// Ready-made renderers for each kind of section, drawn with generic classes (card, grid, tags, links, btn). A theme
// may use them as they are, wrap them, or draw its own from the page model.

/** A project as a card: image, title, description, technologies, then its links (spaced apart from the tags). */
export function projectCard(item: SectionOf<"projects">["items"][number], cls = "card"): string {
  const links = item.links.map((l) => linkHtml(l)).join("");
  return `<article class="${cls}">${projectImg(item.image)}<h3>${e(item.title)}</h3>${para(item.description)}${entryDetails(item)}${tagList(
    item.technologies,
  )}${links ? `<p class="links">${links}</p>` : ""}</article>`;
}

/** An experience or education entry: title, then place · period, then the description. */
export function timelineEntry(item: SectionOf<"experience">["items"][number], cls = "card"): string {
  const meta = [item.place, item.period].filter(Boolean).join(" · ");
  return `<article class="${cls}"><h3>${e(item.title || item.place)}</h3>${item.title ? para(meta, "muted") : para(item.period, "muted")}${para(item.description)}${entryDetails(item)}</article>`;
}

export function serviceCard(item: SectionOf<"services">["items"][number], cls = "card"): string {
  return `<article class="${cls}">${iconSvg(item.icon)}<h3>${e(item.title)}</h3>${para(item.description)}</article>`;
}

export function achievementCard(item: SectionOf<"achievements">["items"][number], cls = "card"): string {
  return `<article class="${cls}"><h3>${e(item.title)}</h3>${para(item.date, "muted")}${para(item.description)}</article>`;
}

export function testimonialFigure(item: SectionOf<"testimonials">["items"][number], cls = "card quote"): string {
  const who = item.name
    ? `<figcaption><strong>${e(item.name)}</strong>${item.role ? `<span class="muted"> — ${e(item.role)}</span>` : ""}</figcaption>`
    : "";
  return `<figure class="${cls}">${stars(item.rating, item.ratingLabel)}<blockquote><p>${e(item.quote)}</p></blockquote>${who}</figure>`;
}

export function hireMeBlock(block: SectionOf<"hire-me">["block"], cls = "card"): string {
  const facts = block.facts.map((f) => `<p><strong>${e(f.label)}:</strong> ${e(f.value)}</p>`).join("");
  return `<div class="${cls}">${para(block.description)}${facts}${linkHtml(block.cta)}</div>`;
}

/** Contact details: location, then the links (the e-mail as the primary button), or the localised "none yet". */
export function contactBlock(contact: PageModel["contact"]): string {
  const links = contact.links.map((l) => linkHtml(l)).join("");
  return `${para(contact.location)}${links ? `<p class="links">${links}</p>` : para(contact.emptyText, "muted")}`;
}

/**
 * A section drawn with the blocks above. `listClass(id)` chooses each list's wrapper class (grid, timeline…);
 * `itemClass` the class of each item (drop "card" where the section itself is a card: no cards inside cards).
 */
export function classicSection(
  section: PageSection,
  page: PageModel,
  listClass: (id: PageSection["id"]) => string,
  itemClass = "card",
): string {
  const list = (items: string[]) => `<div class="${listClass(section.id)}">${items.join("")}</div>`;
  switch (section.id) {
    case "about":
      return sectionShell(section.id, section.heading, para(section.text));
    case "skills":
      return sectionShell(section.id, section.heading, tagList(section.items));
    case "projects":
      return sectionShell(section.id, section.heading, list(section.items.map((i) => projectCard(i, itemClass))));
    case "experience":
    case "education":
    case "skill-groups":
    case "volunteer":
    case "certificates":
    case "publications":
    case "languages":
    case "interests":
    case "references":
      return sectionShell(section.id, section.heading, list(section.items.map((i) => timelineEntry(i, itemClass))));
    case "services":
      return sectionShell(section.id, section.heading, list(section.items.map((i) => serviceCard(i, itemClass))));
    case "achievements":
      return sectionShell(section.id, section.heading, list(section.items.map((i) => achievementCard(i, itemClass))));
    case "testimonials":
      return sectionShell(
        section.id,
        section.heading,
        list(section.items.map((i) => testimonialFigure(i, `${itemClass} quote`))),
      );
    case "hire-me":
      return sectionShell(section.id, section.heading, hireMeBlock(section.block, itemClass));
    case "contact-form":
      return sectionShell(
        section.id,
        section.heading,
        `${para(section.block.description)}${renderContactForm(section.block, page.strings, itemClass)}`,
      );
    case "resume":
      return sectionShell(section.id, section.heading, `<p>${linkHtml(section.link)}</p>`);
  }
}
