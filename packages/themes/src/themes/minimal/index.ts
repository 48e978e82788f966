import { renderContactForm } from "../../render-contact-form";
import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { minimalMeta } from "./meta";
import { minimalCss } from "./styles";
import { symbolSvg } from "../../shared/symbols";

// Minimal: a Swiss editorial page. Left-aligned, one strong type scale, hairline rules; every section is a row
// whose label sits in a narrow column beside its content (stacked on a phone). No cards, no shadows: lists.

const textLink = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "tl tl-strong" : "tl"}" ${linkTarget(l)}>${e(l.label)}<span aria-hidden="true"> ${symbolSvg("arrow-ne")}</span></a>`;

const row = (id: string, heading: string, body: string) =>
  `<section id="${id}" class="row" aria-labelledby="${id}-h"><h2 id="${id}-h">${e(heading)}</h2><div class="row-body">${body}</div></section>`;

const meta = (...parts: string[]) => {
  const shown = parts.filter(Boolean);
  return shown.length ? `<p class="meta">${shown.map(e).join(" · ")}</p>` : "";
};

const sections: SectionRenderers = {
  about: (s) => row(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) =>
    row(s.id, s.heading, `<p class="inline-list">${s.items.map((i) => `<span>${e(i)}</span>`).join("")}</p>`),
  projects: (s) =>
    row(
      s.id,
      s.heading,
      `<ol class="works">${s.items
        .map(
          (p) =>
            `<li>${projectImg(p.image)}<h3>${e(p.title)}</h3>${para(p.description)}${entryDetails(p)}${
              p.technologies.length ? `<p class="meta">${p.technologies.map(e).join(" · ")}</p>` : ""
            }${p.links.length ? `<p class="actions">${p.links.map(textLink).join("")}</p>` : ""}</li>`,
        )
        .join("")}</ol>`,
    ),
  experience: (s) => row(s.id, s.heading, entries(s.items)),
  education: (s) => row(s.id, s.heading, entries(s.items)),
  services: (s) =>
    row(
      s.id,
      s.heading,
      `<ul class="cols">${s.items.map((i) => `<li>${iconSvg(i.icon)}<h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    row(
      s.id,
      s.heading,
      `<ul class="entries">${s.items
        .map((a) => `<li><p class="when">${e(a.date)}</p><div><h3>${e(a.title)}</h3>${para(a.description)}</div></li>`)
        .join("")}</ul>`,
    ),
  testimonials: (s) =>
    row(
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="quote"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    row(
      s.id,
      s.heading,
      `${para(s.block.description, "big")}${
        s.block.facts.length
          ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p><a class="btn" href="${s.block.cta.href}">${e(s.block.cta.label)}</a></p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    row(s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => row(s.id, s.heading, `<p>${textLink(s.link)}</p>`),
};

function entries(items: TimelineItem[]): string {
  return `<ul class="entries">${items
    .map(
      (x) =>
        `<li><p class="when">${e(x.period)}</p><div><h3>${e(x.title || x.place)}</h3>${x.title ? meta(x.place) : ""}${para(x.description)}${entryDetails(x)}</div></li>`,
    )
    .join("")}</ul>`;
}

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const contact = row(
    c.id,
    c.heading,
    `${c.links.length ? `<ul class="contact-links">${c.links.map((l) => `<li>${textLink(l)}</li>`).join("")}</ul>` : para(c.emptyText, "muted")}${para(c.location, "muted")}`,
  );
  const f = page.footer;
  const hero = `<header class="hero">${avatarImg(h.photo, 120)}<h1>${e(h.name)}</h1>${para(h.title, "role")}${para(h.bio, "intro")}${meta(h.location)}</header>`;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `<div class="shell">${hero}<main id="main">${renderSections(page, sections).join("\n")}${contact}</main>${footer}</div>`;
}

export const minimalTheme = defineTheme({
  meta: minimalMeta,
  renderBody,
  css: minimalCss,
});
