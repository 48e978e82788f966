import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { simpleElegantMeta } from "./meta";
import { simpleElegantCss } from "./styles";

// Simple Elegant: a classical, centred page set in a book serif. A framed portrait (or a monogram), the name in
// spaced capitals, an ornamental rule under each heading, projects as a two-column gallery of framed plates,
// the career as a centred chronicle and testimonials as large italic pull quotes.

// A small diamond between two hairlines, drawn in CSS (.orn) so it costs no request and no markup for readers.
const heading = (id: string, text: string) =>
  `<h2 id="${id}-h">${e(text)}</h2><div class="orn" aria-hidden="true"></div>`;
const chapter = (id: string, title: string, body: string, wide = false) =>
  `<section id="${id}" class="chapter${wide ? " wide" : ""}" aria-labelledby="${id}-h">${heading(id, title)}${body}</section>`;

const button = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "btn" : "btn btn-ghost"}" ${linkTarget(l)}>${e(l.label)}</a>`;

const chronicle = (items: TimelineItem[]) =>
  `<ol class="chronicle">${items
    .map(
      (x) =>
        `<li>${x.period ? `<p class="date">${e(x.period)}</p>` : ""}<h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="place">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => chapter(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) => chapter(s.id, s.heading, `<ul class="skills">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s) =>
    chapter(
      s.id,
      s.heading,
      `<div class="gallery">${s.items
        .map(
          (p) =>
            `<article class="plate">${p.image ? `<div class="frame">${projectImg(p.image)}</div>` : ""}<h3>${e(p.title)}</h3>${para(
              p.description,
            )}${entryDetails(p)}${p.technologies.length ? `<p class="tech">${p.technologies.map(e).join(" · ")}</p>` : ""}${
              p.links.length ? `<p class="actions">${p.links.map(button).join("")}</p>` : ""
            }</article>`,
        )
        .join("")}</div>`,
      true,
    ),
  experience: (s) => chapter(s.id, s.heading, chronicle(s.items)),
  education: (s) => chapter(s.id, s.heading, chronicle(s.items)),
  services: (s) =>
    chapter(
      s.id,
      s.heading,
      `<ul class="services">${s.items.map((i) => `<li>${iconSvg(i.icon)}<h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
      true,
    ),
  achievements: (s) =>
    chapter(
      s.id,
      s.heading,
      `<ul class="honours">${s.items.map((a) => `<li><h3>${e(a.title)}</h3>${a.date ? `<p class="date">${e(a.date)}</p>` : ""}${para(a.description)}</li>`).join("")}</ul>`,
    ),
  testimonials: (s) =>
    chapter(
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="pull"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    chapter(
      s.id,
      s.heading,
      `<div class="invite">${para(s.block.description)}${
        s.block.facts.length
          ? `<dl class="terms">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="actions">${button(s.block.cta)}</p>` : ""}</div>`,
    ),
  "contact-form": (s, page) =>
    chapter(
      s.id,
      s.heading,
      `${para(s.block.description, "center")}${renderContactForm(s.block, page.strings, "letter")}`,
    ),
  resume: (s) => chapter(s.id, s.heading, `<p class="actions">${button(s.link)}</p>`),
};

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const portrait = h.photo
    ? `<div class="portrait">${avatarImg(h.photo, 140)}</div>`
    : `<div class="monogram" aria-hidden="true">${e(h.initials)}</div>`;
  const hero = `<header class="title-page">${portrait}<h1>${e(h.name)}</h1>${para(h.title, "subtitle")}${para(h.bio, "epigraph")}${para(h.location, "place")}</header>`;
  const contact = chapter(
    c.id,
    c.heading,
    c.links.length ? `<p class="actions">${c.links.map(button).join("")}</p>` : para(c.emptyText, "center muted"),
  );
  const f = page.footer;
  const footer = `<footer class="colophon"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `<div class="book">${hero}<main id="main">${renderSections(page, sections).join("\n")}${contact}</main>${footer}</div>`;
}

export const simpleElegantTheme = defineTheme({
  meta: simpleElegantMeta,
  renderBody,
  css: simpleElegantCss,
});
