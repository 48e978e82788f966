import { iconSvg } from "../../icons";
import type { PageLink, PageModel, ProjectItem, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { warmAmberMeta } from "./meta";
import { warmAmberCss } from "./styles";

// Warm Amber: a magazine. The name is the masthead over an issue line (title, location); the cover carries the
// portrait, the bio as a standfirst and a numbered table of contents. Each section is a department under a heavy
// rule with its number; the about text runs in columns behind a drop cap, projects are features (a lead story,
// then a well of shorter ones in ruled columns), the career sits in compact two-column boxes, testimonials are pull
// quotes between rules and hire-me is a dashed coupon.

const dept = (id: string, heading: string, body: string, cls = "") =>
  `<section id="${id}" class="dept${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h"><h2 id="${id}-h">${e(heading)}</h2>${body}</section>`;

const textLink = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "rl rl-go" : "rl"}" ${linkTarget(l)}>${e(l.label)}</a>`;
const button = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "btn" : "btn btn-line"}" ${linkTarget(l)}>${e(l.label)}</a>`;

/** Paragraphs of a text the owner broke with new lines (a magazine sets them as paragraphs, not one block). */
const paras = (text: string) =>
  text
    .split(/\n+/)
    .map((t) => para(t))
    .join("");

// The about text runs in columns as a magazine sets it: three for a long text, two for a paragraph; a sentence or two
// stays one wide column in a larger size (columns would split it into stubs).
const columns = (text: string) =>
  `<div class="${text.length > 480 ? "copy cols" : text.length > 200 ? "copy cols two" : "copy"}">${paras(text)}</div>`;

const scissors = `<svg class="snip" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="6" cy="6" r="3"/><circle cx="6" cy="18" r="3"/><path d="M20 4 8.1 15.9M14.5 14.5 20 20M8.1 8.1 12 12"/></svg>`;

function feature(p: ProjectItem, lead: boolean): string {
  const caption = p.technologies.length ? p.technologies.map(e).join(" · ") : "";
  const image = p.image
    ? `<figure class="f-img">${projectImg(p.image)}${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`
    : "";
  const tech = !p.image && caption ? `<p class="f-tech">${caption}</p>` : "";
  const links = p.links.length ? `<p class="f-links">${p.links.map(textLink).join("")}</p>` : "";
  return `<article class="feature${lead ? " lead" : ""}${p.image ? " has-img" : ""}">${image}<div class="f-text"><h3>${e(p.title)}</h3>${para(p.description, "standfirst")}${entryDetails(p)}${tech}${links}</div></article>`;
}

const career = (items: TimelineItem[]) =>
  `<ol class="career">${items
    .map(
      (x) =>
        `<li><p class="when">${e(x.period)}</p><div><h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="where">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</div></li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => dept(s.id, s.heading, columns(s.text), "about"),
  skills: (s) => dept(s.id, s.heading, `<ul class="keywords">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s) => {
    const [first, ...rest] = s.items;
    return dept(
      s.id,
      s.heading,
      `${first ? feature(first, true) : ""}${rest.length ? `<div class="well">${rest.map((p) => feature(p, false)).join("")}</div>` : ""}`,
      "wide",
    );
  },
  experience: (s) => dept(s.id, s.heading, career(s.items), "box"),
  education: (s) => dept(s.id, s.heading, career(s.items), "box"),
  achievements: (s) =>
    dept(
      s.id,
      s.heading,
      career(s.items.map((a) => ({ title: a.title, place: "", period: a.date, description: a.description }))),
      "box",
    ),
  services: (s) =>
    dept(
      s.id,
      s.heading,
      `<ul class="briefs">${s.items.map((i) => `<li>${iconSvg(i.icon)}<h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
    ),
  testimonials: (s) =>
    dept(
      s.id,
      s.heading,
      `<div class="pulls">${s.items
        .map(
          (t) =>
            `<figure class="pull"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join("")}</div>`,
    ),
  "hire-me": (s) =>
    dept(
      s.id,
      s.heading,
      `<div class="coupon">${scissors}${para(s.block.description, "standfirst")}${
        s.block.facts.length
          ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="cta">${button(s.block.cta)}</p>` : ""}</div>`,
    ),
  "contact-form": (s, page) =>
    dept(
      s.id,
      s.heading,
      `<div class="letters">${para(s.block.description, "standfirst")}${renderContactForm(s.block, page.strings, "form")}</div>`,
    ),
  resume: (s) => dept(s.id, s.heading, `<p class="cta">${button(s.link)}</p>`, "slim"),
};

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const index = [...page.sections.map((s) => ({ id: s.id, heading: s.heading })), { id: c.id, heading: c.heading }];
  const issue =
    h.title || h.location
      ? `<p class="issue">${h.title ? `<span>${e(h.title)}</span>` : ""}<span class="issue-orn" aria-hidden="true"></span>${
          h.location ? `<span>${e(h.location)}</span>` : ""
        }</p>`
      : `<p class="issue" aria-hidden="true"><span class="issue-orn"></span></p>`;
  const masthead = `<header class="mast"><h1>${e(h.name)}</h1>${issue}</header>`;
  // A contents box only when there is something to leaf through.
  const toc =
    index.length > 2
      ? `<nav class="toc" aria-labelledby="toc-h"><p class="toc-h" id="toc-h">${e(page.strings.sectionsNav)}</p><ol>${index
          .map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`)
          .join("")}</ol></nav>`
      : "";
  const photo = h.photo
    ? `<div class="cover-photo">${avatarImg(h.photo, 480)}</div>`
    : `<div class="cover-mono" aria-hidden="true">${e(h.initials)}</div>`;
  // The cover is drawn when it has something to carry: a bare name is a masthead alone, not an empty frame.
  const cover =
    h.photo || h.bio || toc
      ? `<div class="cover">${photo}<div class="cover-side">${h.bio ? `<div class="lede">${para(h.bio, "standfirst big")}</div>` : ""}${toc}</div></div>`
      : "";
  const contact = dept(
    c.id,
    c.heading,
    `${para(c.location, "where")}${
      c.links.length
        ? `<ul class="contacts">${c.links.map((l) => `<li>${textLink(l)}</li>`).join("")}</ul>`
        : para(c.emptyText, "where")
    }`,
    "back",
  );
  const f = page.footer;
  const footer = `<footer class="colophon"><p class="col-name">${e(h.name)}</p><p>${e(f.copyright)}${
    f.poweredBy ? ` · <a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a>` : ""
  }</p></footer>`;
  return `<div class="mag">${masthead}${cover}<main id="main">${renderSections(page, sections).join("\n")}${contact}</main>${footer}</div>`;
}

export const warmAmberTheme = defineTheme({
  meta: warmAmberMeta,
  renderBody,
  css: warmAmberCss,
});
