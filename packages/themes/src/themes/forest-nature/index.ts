import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { forestNatureMeta } from "./meta";
import { frond, frondDefs, treelineSvg } from "./ornaments";
import { forestNatureCss } from "./styles";

// Forest Nature: a naturalist's field journal. The first page is ruled notebook paper with a margin line: the
// portrait in an organic blob (or the initials on a leaf) with a fern laid over it, the name in a soft serif and
// the title set like a binomial. A treeline divides it from the notes: each section is a numbered specimen slip,
// taped to the page, in a staggered two-column layout; projects are mounted plates with photo corners and a
// herbarium label; skills are pressed leaves; the career is a field log along a vine.

const heading = (id: string, text: string) => `<h2 id="${id}-h">${frond("fern")}<span>${e(text)}</span></h2>`;

const note = (id: string, title: string, body: string, cls = "") =>
  `<section id="${id}" class="note${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h">${heading(id, title)}${body}</section>`;

const button = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "btn" : "btn btn-line"}" ${linkTarget(l)}>${e(l.label)}</a>`;
const twig = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "twig twig-go" : "twig"}" ${linkTarget(l)}>${e(l.label)}</a>`;

const fieldLog = (items: TimelineItem[]) =>
  `<ol class="log">${items
    .map(
      (x) =>
        `<li>${x.period ? `<p class="sc">${e(x.period)}</p>` : ""}<h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="where">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => note(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) => note(s.id, s.heading, `<ul class="leaves">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s) =>
    note(
      s.id,
      s.heading,
      `<div class="plates">${s.items
        .map(
          (p) =>
            `<article class="plate">${p.image ? `<div class="mount">${projectImg(p.image)}</div>` : ""}<div class="label"><h3>${e(p.title)}</h3>${para(
              p.description,
            )}${entryDetails(p)}${p.technologies.length ? `<p class="sc habitat">${p.technologies.map(e).join(" · ")}</p>` : ""}${
              p.links.length ? `<p class="twigs">${p.links.map(twig).join("")}</p>` : ""
            }</div></article>`,
        )
        .join("")}</div>`,
      "wide open",
    ),
  experience: (s) => note(s.id, s.heading, fieldLog(s.items)),
  education: (s) => note(s.id, s.heading, fieldLog(s.items)),
  services: (s) =>
    note(
      s.id,
      s.heading,
      `<ul class="uses">${s.items.map((i) => `<li><span class="bud">${iconSvg(i.icon)}</span><div><h3>${e(i.title)}</h3>${para(i.description)}</div></li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    note(
      s.id,
      s.heading,
      `<ul class="log">${s.items.map((a) => `<li>${a.date ? `<p class="sc">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description)}</li>`).join("")}</ul>`,
    ),
  testimonials: (s) =>
    note(
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="remark"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    note(
      s.id,
      s.heading,
      `${para(s.block.description, "prose")}${
        s.block.facts.length
          ? `<dl class="herbarium">${s.block.facts.map((f) => `<div><dt class="sc">${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="acts">${button(s.block.cta)}</p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    note(s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => note(s.id, s.heading, `<p class="acts">${button(s.link)}</p>`),
};

/**
 * Marks the notes that land in the end column of the two-column grid (wide notes take a row of their own), so the
 * stylesheet drops exactly those a little lower: the stagger of slips pinned to a page, whatever the section order.
 */
function staggered(notes: string[]): string[] {
  let end = false;
  return notes.map((html) => {
    if (html.includes('class="note wide')) {
      end = false;
      return html;
    }
    const out = end ? html.replace('class="note', 'class="note end') : html;
    end = !end;
    return out;
  });
}

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const index = [...page.sections.map((s) => ({ id: s.id, heading: s.heading })), { id: c.id, heading: c.heading }];
  const nav =
    index.length > 2
      ? `<nav class="index" aria-label="${e(page.strings.sectionsNav)}"><ul>${index.map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`).join("")}</ul></nav>`
      : "";
  const specimen = h.photo
    ? `<div class="specimen">${avatarImg(h.photo, 320)}${frond("sprig")}</div>`
    : `<div class="specimen leaf" aria-hidden="true"><span>${e(h.initials)}</span></div>`;
  const hero = `<header class="field"><div class="field-in">${specimen}<div class="field-text">${para(h.location, "sc found")}<h1>${e(
    h.name,
  )}</h1>${para(h.title, "binomial")}${para(h.bio, "bio")}${nav}</div></div>${treelineSvg}</header>`;
  const contact = note(
    c.id,
    c.heading,
    `${para(c.location, "where")}${
      c.links.length
        ? `<ul class="twigs list">${c.links.map((l) => `<li>${twig(l)}</li>`).join("")}</ul>`
        : para(c.emptyText, "where")
    }`,
  );
  const f = page.footer;
  const footer = `<footer class="colophon">${frond("fern")}<p>${e(f.copyright)}${
    f.poweredBy ? ` · <a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a>` : ""
  }</p></footer>`;
  return `${frondDefs}${hero}<main id="main">${staggered([...renderSections(page, sections), contact]).join("\n")}</main>${footer}`;
}

export const forestNatureTheme = defineTheme({
  meta: forestNatureMeta,
  renderBody,
  css: forestNatureCss,
});
