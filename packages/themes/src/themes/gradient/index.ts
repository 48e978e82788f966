import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSection, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { gradientMeta } from "./meta";
import { gradientCss } from "./styles";

// Gradient: an aurora landing page. A mesh of the accent's hues drifts slowly over the top of a polar-night page;
// under it a centred hero, a badge with the portrait and the role, the name in gradient-lit type and two calls to
// action. Every section is centred under a small gradient eyebrow line: projects as a grid of cards with gradient
// borders, the career as a changelog, testimonials as a row that snaps sideways, the hire-me block as a
// pricing-style card, and a closing call to action under a second, smaller aurora.

const btn = (l: PageLink, primary = l.emphasis === "primary") =>
  `<a class="${primary ? "btn" : "btn btn-ghost"}" ${linkTarget(l)}>${e(l.label)}</a>`;

// The eyebrow: a short gradient line with a lit dot (decoration, so it is hidden from assistive technology).
const block = (id: string, heading: string, body: string, cls = "") =>
  `<section id="${id}" class="block${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h"><div class="brow" aria-hidden="true"></div><h2 id="${id}-h">${e(heading)}</h2>${body}</section>`;

const log = (items: TimelineItem[]) =>
  `<ol class="log">${items
    .map(
      (x) =>
        `<li><p class="when">${e(x.period)}</p><div class="what"><h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="at">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</div></li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => block(s.id, s.heading, `<div class="lede">${para(s.text)}</div>`),
  skills: (s) => block(s.id, s.heading, `<ul class="chips">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s) =>
    block(
      s.id,
      s.heading,
      `<ul class="cards">${s.items
        .map(
          (p) =>
            `<li class="proj">${p.image ? `<div class="thumb">${projectImg(p.image)}</div>` : `<div class="thumb thumb-sky" aria-hidden="true"></div>`}<div class="card-body"><h3>${e(
              p.title,
            )}</h3>${para(p.description)}${entryDetails(p)}${
              p.technologies.length
                ? `<ul class="stack">${p.technologies.map((t) => `<li>${e(t)}</li>`).join("")}</ul>`
                : ""
            }${p.links.length ? `<p class="acts">${p.links.map((l) => btn(l)).join("")}</p>` : ""}</div></li>`,
        )
        .join("")}</ul>`,
      "wide",
    ),
  experience: (s) => block(s.id, s.heading, log(s.items)),
  education: (s) => block(s.id, s.heading, log(s.items)),
  services: (s) =>
    block(
      s.id,
      s.heading,
      `<ul class="features">${s.items.map((i) => `<li><span class="glyph">${iconSvg(i.icon)}</span><h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
      "wide",
    ),
  achievements: (s) =>
    block(
      s.id,
      s.heading,
      `<ul class="wins">${s.items.map((a) => `<li>${a.date ? `<p class="when">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description)}</li>`).join("")}</ul>`,
    ),
  testimonials: (s) =>
    block(
      s.id,
      s.heading,
      // The reel scrolls sideways on a phone: keyboard users reach it (tab, then arrow keys), named by its heading.
      `<ul class="reel" tabindex="0" aria-labelledby="${s.id}-h">${s.items
        .map(
          (t) =>
            `<li><figure>${stars(t.rating, t.ratingLabel)}<blockquote><p>${e(t.quote)}</p></blockquote>${
              t.name
                ? `<figcaption><strong>${e(t.name)}</strong>${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>`
                : ""
            }</figure></li>`,
        )
        .join("")}</ul>`,
      "wide",
    ),
  "hire-me": (s) =>
    block(
      s.id,
      s.heading,
      `<div class="offer">${para(s.block.description, "lede-s")}${
        s.block.facts.length
          ? `<dl class="terms">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="acts">${btn(s.block.cta, true)}</p>` : ""}</div>`,
    ),
  "contact-form": (s, page) =>
    block(s.id, s.heading, `${para(s.block.description, "lede-s")}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => block(s.id, s.heading, `<p class="acts">${btn(s.link, true)}</p>`),
};

const navIds: PageSection["id"][] = ["about", "projects", "experience", "services", "testimonials"];

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const links = page.sections.filter((s) => navIds.includes(s.id));
  const nav = `<nav class="top" aria-label="${e(page.strings.sectionsNav)}"><span class="brand" aria-hidden="true">${e(h.initials)}</span>${
    links.length ? `<ul>${links.map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`).join("")}</ul>` : ""
  }<a class="btn" href="#${c.id}">${e(page.strings.getInTouch)}</a></nav>`;
  const face = h.photo ? avatarImg(h.photo, 96) : `<span class="initials" aria-hidden="true">${e(h.initials)}</span>`;
  const badge =
    h.title || h.location
      ? `<p class="badge">${face}<span>${e([h.title, h.location].filter(Boolean).join(" · "))}</span></p>`
      : "";
  const primary = c.links.find((l) => l.emphasis === "primary");
  const projects = page.sections.find((s) => s.id === "projects");
  const acts = [
    primary ? btn(primary, true) : "",
    projects ? `<a class="btn btn-ghost" href="#${projects.id}">${e(projects.heading)}</a>` : "",
  ].join("");
  const hero = `<header class="hero-a"><div class="sky" aria-hidden="true"></div>${nav}<div class="lead">${badge || `<p class="badge badge-solo">${face}</p>`}<h1>${e(h.name)}</h1>${para(h.bio, "bio")}${
    acts ? `<p class="acts">${acts}</p>` : ""
  }</div></header>`;
  const contact = `<section id="${c.id}" class="block finale" aria-labelledby="${c.id}-h"><div class="sky sky-low" aria-hidden="true"></div><div class="brow" aria-hidden="true"></div><h2 id="${c.id}-h">${e(c.heading)}</h2>${para(
    c.location,
    "lede-s",
  )}${c.links.length ? `<p class="acts">${c.links.map((l) => btn(l)).join("")}</p>` : para(c.emptyText, "lede-s")}</section>`;
  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `${hero}<main id="main">${renderSections(page, sections).join("\n")}${contact}</main>${footer}`;
}

export const gradientTheme = defineTheme({
  meta: gradientMeta,
  renderBody,
  css: gradientCss,
});
