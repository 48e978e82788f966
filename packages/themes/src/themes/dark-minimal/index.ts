import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { darkMinimalMeta } from "./meta";
import { darkMinimalCss } from "./styles";

// Dark Minimal: a split screen. On a wide screen the introduction (name, role, bio, an index of the sections and
// the contact links) stays fixed on the start side while the work scrolls beside it; on a phone it is one column.
// Rows, not cards: a row lights up under the pointer.

const link = (l: PageLink, cls = "lnk") => `<a class="${cls}" ${linkTarget(l)}>${e(l.label)}</a>`;

const block = (id: string, heading: string, body: string) =>
  `<section id="${id}" class="block" aria-labelledby="${id}-h"><h2 id="${id}-h">${e(heading)}</h2>${body}</section>`;

const chips = (items: string[]) =>
  items.length ? `<ul class="chips">${items.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : "";

const timeline = (items: TimelineItem[]) =>
  `<ol class="rows">${items
    .map(
      (x) =>
        `<li class="r"><p class="r-side">${e(x.period)}</p><div><h3>${e(x.title || x.place)}${
          x.title && x.place ? ` <span class="at">· ${e(x.place)}</span>` : ""
        }</h3>${para(x.description)}${entryDetails(x)}</div></li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => block(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) => block(s.id, s.heading, chips(s.items)),
  projects: (s) =>
    block(
      s.id,
      s.heading,
      `<ol class="rows">${s.items
        .map(
          (p) =>
            // Without an image the row has no side column: the text takes the full width.
            `<li class="r${p.image ? "" : " r-wide"}">${p.image ? `<div class="r-side">${projectImg(p.image)}</div>` : ""}<div><h3>${e(p.title)}</h3>${para(p.description)}${entryDetails(p)}${chips(
              p.technologies,
            )}${p.links.length ? `<p class="acts">${p.links.map((l) => link(l, l.emphasis === "primary" ? "lnk lnk-go" : "lnk")).join("")}</p>` : ""}</div></li>`,
        )
        .join("")}</ol>`,
    ),
  experience: (s) => block(s.id, s.heading, timeline(s.items)),
  education: (s) => block(s.id, s.heading, timeline(s.items)),
  services: (s) =>
    block(
      s.id,
      s.heading,
      `<ul class="svc">${s.items.map((i) => `<li>${iconSvg(i.icon)}<div><h3>${e(i.title)}</h3>${para(i.description)}</div></li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    block(
      s.id,
      s.heading,
      `<ol class="rows">${s.items.map((a) => `<li class="r"><p class="r-side">${e(a.date)}</p><div><h3>${e(a.title)}</h3>${para(a.description)}</div></li>`).join("")}</ol>`,
    ),
  testimonials: (s) =>
    block(
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="q">${stars(t.rating, t.ratingLabel)}<blockquote><p>${e(t.quote)}</p></blockquote>${
              t.name ? `<figcaption><strong>${e(t.name)}</strong>${t.role ? ` — ${e(t.role)}` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    block(
      s.id,
      s.heading,
      `<div class="hire">${para(s.block.description)}${s.block.facts
        .map((f) => `<p class="fact"><span>${e(f.label)}</span> ${e(f.value)}</p>`)
        .join("")}${s.block.cta ? `<p>${link(s.block.cta, "btn")}</p>` : ""}</div>`,
    ),
  "contact-form": (s, page) =>
    block(s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => block(s.id, s.heading, `<p>${link(s.link, "btn")}</p>`),
};

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  // The index lists the sections actually shown, so it never points at nothing.
  const index = [...page.sections.map((s) => ({ id: s.id, heading: s.heading })), { id: c.id, heading: c.heading }];
  const nav = `<nav class="toc" aria-label="${e(page.strings.sectionsNav)}"><ul>${index.map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`).join("")}</ul></nav>`;
  const socials = c.links.length ? `<ul class="social">${c.links.map((l) => `<li>${link(l)}</li>`).join("")}</ul>` : "";
  const intro = `<header class="intro">${avatarImg(h.photo, 120)}<h1>${e(h.name)}</h1>${para(h.title, "role")}${para(h.bio, "bio")}${nav}${socials}</header>`;
  const contact = block(
    c.id,
    c.heading,
    `${para(c.location, "muted")}${c.links.length ? `<p class="acts">${c.links.map((l) => link(l, l.emphasis === "primary" ? "btn" : "lnk")).join("")}</p>` : para(c.emptyText, "muted")}`,
  );
  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}${f.poweredBy ? ` · <a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a>` : ""}</p></footer>`;
  return `<div class="split">${intro}<div class="flow"><main id="main">${renderSections(page, sections).join("\n")}${contact}</main>${footer}</div></div>`;
}

export const darkMinimalTheme = defineTheme({
  meta: darkMinimalMeta,
  renderBody,
  css: darkMinimalCss,
});
