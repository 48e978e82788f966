import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSection, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { glyph, glyphOf } from "./glyphs";
import { corporateMeta } from "./meta";
import { corporateCss } from "./styles";

// Corporate: a sidebar résumé. A full-height column in the accent colour (sticky on a wide screen) carries the
// identity (portrait, name, title), the ways to reach the owner, the skills, the education and the résumé file;
// the white main column reads like the body of a CV: the summary, the career as a dated timeline, projects as a
// clean ruled list, services, testimonials. On a phone the column becomes a coloured band with the portrait
// overlapping its lower edge, followed by the facts and then the body.

/** The sections that live in the sidebar (in the portfolio's own order); every other one goes to the main column. */
const sideIds = new Set<PageSection["id"]>(["skills", "education", "resume"]);

const sec = (id: string, heading: string, body: string, cls = "sec") =>
  `<section id="${id}" class="${cls}" aria-labelledby="${id}-h"><h2 id="${id}-h">${e(heading)}</h2>${body}</section>`;

const btn = (l: PageLink, cls = "") =>
  `<a class="btn${l.emphasis === "primary" ? "" : " btn-line"}${cls ? ` ${cls}` : ""}" ${linkTarget(l)}>${e(l.label)}</a>`;

/** The career: the period in its own column, a rail with a node per entry, then role, place and description. */
const timeline = (items: TimelineItem[]) =>
  `<ol class="tl">${items
    .map(
      (x) =>
        `<li><p class="when">${e(x.period)}</p><div class="node"><h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="at">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</div></li>`,
    )
    .join("")}</ol>`;

const sideSections: Partial<SectionRenderers> = {
  skills: (s) =>
    sec(s.id, s.heading, `<ul class="skills">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`, "sb"),
  education: (s) =>
    sec(
      s.id,
      s.heading,
      `<ul class="edu">${s.items
        .map(
          (x) =>
            `<li><h3>${e(x.title || x.place)}</h3>${x.title && x.place ? `<p>${e(x.place)}</p>` : ""}${para(x.period, "yr")}${para(x.description)}${entryDetails(x)}</li>`,
        )
        .join("")}</ul>`,
      "sb",
    ),
  resume: (s) =>
    sec(
      s.id,
      s.heading,
      `<p><a class="cv-file" ${linkTarget(s.link)}>${glyph("file")}${e(s.link.label)}</a></p>`,
      "sb",
    ),
};

const mainSections: SectionRenderers = {
  about: (s) => sec(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  // Drawn in the sidebar when the page has one (they are listed here so every kind has a renderer).
  skills: (s, p) => sideSections.skills!(s, p),
  education: (s, p) => sideSections.education!(s, p),
  resume: (s, p) => sideSections.resume!(s, p),
  projects: (s) =>
    sec(
      s.id,
      s.heading,
      `<ol class="works">${s.items
        .map(
          (p) =>
            `<li${p.image ? ' class="has-img"' : ""}><div><h3>${e(p.title)}</h3>${para(p.description)}${entryDetails(p)}${
              p.technologies.length
                ? `<p class="stack">${p.technologies.map(e).join('<span aria-hidden="true"> / </span>')}</p>`
                : ""
            }${
              p.links.length
                ? `<p class="acts">${p.links.map((l) => `<a class="go" ${linkTarget(l)}>${e(l.label)}${glyph("link")}</a>`).join("")}</p>`
                : ""
            }</div>${p.image ? `<div class="thumb">${projectImg(p.image)}</div>` : ""}</li>`,
        )
        .join("")}</ol>`,
    ),
  experience: (s) => sec(s.id, s.heading, timeline(s.items)),
  services: (s) =>
    sec(
      s.id,
      s.heading,
      `<ul class="svc">${s.items.map((i) => `<li><span class="ic">${iconSvg(i.icon)}</span><h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    sec(
      s.id,
      s.heading,
      `<ol class="tl tl-plain">${s.items.map((a) => `<li><p class="when">${e(a.date)}</p><div class="node"><h3>${e(a.title)}</h3>${para(a.description)}</div></li>`).join("")}</ol>`,
    ),
  testimonials: (s) =>
    sec(
      s.id,
      s.heading,
      `<div class="refs">${s.items
        .map(
          (t) =>
            `<figure class="ref"><blockquote><p>${e(t.quote)}</p></blockquote><figcaption>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<p class="who">${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</p>` : ""
            }</figcaption></figure>`,
        )
        .join("")}</div>`,
    ),
  "hire-me": (s) =>
    sec(
      s.id,
      s.heading,
      `${para(s.block.description, "pitch")}${
        s.block.facts.length
          ? `<dl class="terms">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p>${btn(s.block.cta)}</p>` : ""}`,
      "sec offer",
    ),
  "contact-form": (s, page) =>
    sec(s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`),
};

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const portrait = h.photo
    ? `<div class="ph">${avatarImg(h.photo, 144)}</div>`
    : `<div class="ph mono" aria-hidden="true">${e(h.initials)}</div>`;
  const identity = `<header class="id">${portrait}<div class="id-t"><h1>${e(h.name)}</h1>${para(h.title, "role")}</div></header>`;

  const reach = [
    ...(c.location ? [`<li>${glyph("pin")}<span>${e(c.location)}</span></li>`] : []),
    ...c.links.map((l) => `<li>${glyph(glyphOf(l))}<a ${linkTarget(l)}>${e(l.label)}</a></li>`),
  ];
  const contact = sec(
    c.id,
    c.heading,
    c.links.length || c.location
      ? `<ul class="reach">${reach.join("")}</ul>${c.links.length ? "" : para(c.emptyText, "none")}`
      : para(c.emptyText, "none"),
    "sb",
  );

  // The résumé file is a button under the name (its heading read by screen readers only); then the ways to reach
  // the owner, then skills and education in the portfolio's order.
  const side = page.sections.filter((s) => sideIds.has(s.id) && s.id !== "resume");
  const file = page.sections.filter((s) => s.id === "resume");
  const body = page.sections.filter((s) => !sideIds.has(s.id));
  const sideHtml = (sections: PageSection[]) => renderSections({ ...page, sections }, mainSections).join("");
  const mainHtml = renderSections({ ...page, sections: body }, mainSections).join("\n");

  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `<div class="cv"><div class="rail"><div class="rail-in">${identity}<aside class="side">${sideHtml(file)}${contact}${sideHtml(side)}</aside></div></div><div class="body"><main id="main">${para(
    h.bio,
    "lead",
  )}${mainHtml}</main>${footer}</div></div>`;
}

export const corporateTheme = defineTheme({
  meta: corporateMeta,
  renderBody,
  css: corporateCss,
});
