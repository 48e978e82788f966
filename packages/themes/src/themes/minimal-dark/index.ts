import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSection, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { minimalDarkMeta } from "./meta";
import { minimalDarkCss } from "./styles";
import { symbolSvg } from "../../shared/symbols";

// Minimal Dark: a developer's index, dense and precise like a README or the archive page of a developer's site.
// A top bar with the name as a path and an anchor to every section, a statement hero (the bio as one large
// sentence), then lists and tables: projects as a table whose rows light up, experience and education as compact
// tables with periods in tabular figures, skills as an inline comma list. Row headers name every row (th scope=row).

const pad = (n: number) => String(n).padStart(2, "0");
const arrow = `<span class="ext" aria-hidden="true">${symbolSvg("arrow-ne")}</span>`;
const link = (l: PageLink, cls = "lk") => `<a class="${cls}" ${linkTarget(l)}>${e(l.label)}${arrow}</a>`;

/** A section: a heading line with the number of entries, then its body. */
const block = (id: string, heading: string, body: string, count?: number) =>
  `<section id="${id}" class="blk" aria-labelledby="${id}-h"><div class="sh"><h2 id="${id}-h">${e(heading)}</h2>${
    count && count > 1 ? `<span class="ct" aria-hidden="true">${pad(count)}</span>` : ""
  }</div>${body}</section>`;

const ledger = (items: TimelineItem[]) =>
  `<table class="tbl led"><tbody>${items
    .map(
      (x) =>
        `<tr><td class="per">${e(x.period)}</td><th scope="row"><span class="ti">${e(x.title || x.place)}${
          x.title && x.place ? ` <span class="at">${e(x.place)}</span>` : ""
        }</span>${x.description ? `<span class="ds">${e(x.description)}</span>` : ""}${entryDetails(x)}</th></tr>`,
    )
    .join("")}</tbody></table>`;

const sections: SectionRenderers = {
  about: (s) => block(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) =>
    block(
      s.id,
      s.heading,
      `<ul class="commas">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`,
      s.items.length,
    ),
  projects: (s) =>
    block(
      s.id,
      s.heading,
      `<table class="tbl prj"><tbody>${s.items
        .map(
          (p, i) =>
            `<tr><td class="n">${pad(i + 1)}</td><th scope="row"><div class="pt">${p.image ? `<span class="th">${projectImg(p.image)}</span>` : `<span class="th th-none" aria-hidden="true"></span>`}<div><span class="ti">${e(p.title)}</span>${
              p.description ? `<span class="ds">${e(p.description)}</span>` : ""
            }${entryDetails(p)}</div></div></th><td class="tech">${p.technologies.map((t) => `<span>${e(t)}</span>`).join("")}</td><td class="go">${p.links
              .map((l) => link(l))
              .join("")}</td></tr>`,
        )
        .join("")}</tbody></table>`,
      s.items.length,
    ),
  experience: (s) => block(s.id, s.heading, ledger(s.items), s.items.length),
  education: (s) => block(s.id, s.heading, ledger(s.items), s.items.length),
  services: (s) =>
    block(
      s.id,
      s.heading,
      `<ul class="svc">${s.items.map((i) => `<li>${iconSvg(i.icon)}<span class="ti">${e(i.title)}</span>${i.description ? `<span class="ds">${e(i.description)}</span>` : ""}</li>`).join("")}</ul>`,
      s.items.length,
    ),
  achievements: (s) =>
    block(
      s.id,
      s.heading,
      `<table class="tbl led"><tbody>${s.items
        .map(
          (a) =>
            `<tr><td class="per">${e(a.date)}</td><th scope="row"><span class="ti">${e(a.title)}</span>${a.description ? `<span class="ds">${e(a.description)}</span>` : ""}</th></tr>`,
        )
        .join("")}</tbody></table>`,
      s.items.length,
    ),
  testimonials: (s) =>
    block(
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="q"><blockquote><p>${e(t.quote)}</p></blockquote><figcaption>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<span class="who">${e(t.name)}${t.role ? `<span>, ${e(t.role)}</span>` : ""}</span>` : ""
            }</figcaption></figure>`,
        )
        .join(""),
      s.items.length,
    ),
  "hire-me": (s) =>
    block(
      s.id,
      s.heading,
      `${para(s.block.description, "lead")}${
        s.block.facts.length
          ? `<dl class="kv">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p>${link(s.block.cta, "btn")}</p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    block(s.id, s.heading, `${para(s.block.description, "lead")}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => block(s.id, s.heading, `<p>${link(s.link, "btn")}</p>`),
};

/** The name as a path in the top bar ("ama-mensah"): lower case, spaces as hyphens. */
const slug = (name: string) => name.trim().toLocaleLowerCase().split(/\s+/).join("-");

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const index: { id: PageSection["id"] | "contact"; heading: string }[] = [
    ...page.sections.map((s) => ({ id: s.id, heading: s.heading })),
    { id: c.id, heading: c.heading },
  ];
  const bar = `<header class="bar"><div class="in"><a class="brand" href="#main"><span class="sq" aria-hidden="true"></span><span class="bn">${e(slug(h.name))}</span></a><nav aria-label="${e(page.strings.sectionsNav)}"><ul>${index
    .map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`)
    .join("")}</ul></nav></div></header>`;
  const face = h.photo ? avatarImg(h.photo, 96) : `<span class="mono" aria-hidden="true">${e(h.initials)}</span>`;
  const meta = [h.title, h.location].filter(Boolean);
  // Without a bio the name itself is the statement.
  const intro = `<div class="intro${h.bio ? "" : " solo"}"><div class="id">${face}<div><h1>${e(h.name)}</h1>${
    meta.length ? `<p class="meta">${meta.map((m) => `<span>${e(m)}</span>`).join("")}</p>` : ""
  }</div></div>${para(h.bio, "statement")}</div>`;

  const contact = block(
    c.id,
    c.heading,
    c.links.length
      ? `<ul class="cl">${c.links.map((l) => `<li>${link(l, l.emphasis === "primary" ? "lk pri" : "lk")}</li>`).join("")}</ul>${para(c.location, "muted")}`
      : `${para(c.emptyText, "muted")}${para(c.location, "muted")}`,
  );
  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `${bar}<div class="page"><main id="main">${intro}${renderSections(page, sections).join("\n")}${contact}</main>${footer}</div>`;
}

export const minimalDarkTheme = defineTheme({
  meta: minimalDarkMeta,
  renderBody,
  css: minimalDarkCss,
});
