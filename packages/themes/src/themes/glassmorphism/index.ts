import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSection, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { glassmorphismMeta } from "./meta";
import { glassmorphismCss } from "./styles";

// Glassmorphism: frosted glass over colour. Large soft orbs of the accent's hues sit fixed behind the page; a pill
// of glass floats over it with the in-page links (at the top on a wide screen, at the thumb's reach on a phone);
// the introduction is a centred glass card with the portrait in a ring of the orbs' colours; the sections are glass
// panels in a two-column masonry, the projects a wall of glass tiles (a swipeable row on a phone).

const btn = (l: PageLink, primary = l.emphasis === "primary") =>
  `<a class="${primary ? "btn" : "btn btn-glass"}" ${linkTarget(l)}>${e(l.label)}</a>`;

// Decorative SVGs (hidden from assistive technology): a map pin, a quotation mark.
const pin = `<svg class="pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="10" r="2.5" fill="currentColor"/></svg>`;
const quoteMark = `<svg class="qm" viewBox="0 0 32 24" aria-hidden="true" focusable="false"><path d="M0 24V14C0 6 4 1 12 0v5c-4 1-6 4-6 8h6v11zm18 0V14c0-8 4-13 12-14v5c-4 1-6 4-6 8h6v11z" fill="currentColor"/></svg>`;

const panel = (id: string, heading: string, body: string, cls = "") =>
  `<section id="${id}" class="panel glass${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h"><h2 id="${id}-h">${e(heading)}</h2>${body}</section>`;

const chips = (items: string[], cls = "chips") =>
  items.length ? `<ul class="${cls}">${items.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : "";

const track = (items: TimelineItem[]) =>
  `<ol class="track">${items
    .map(
      (x) =>
        `<li>${x.period ? `<p class="when">${e(x.period)}</p>` : ""}<h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="where-at">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => panel(s.id, s.heading, `<div class="lead">${para(s.text)}</div>`),
  skills: (s) => panel(s.id, s.heading, chips(s.items)),
  projects: (s) =>
    // The projects are glass tiles themselves, so their section is not a panel (no glass inside glass).
    `<section id="${s.id}" class="wall" aria-labelledby="${s.id}-h"><h2 id="${s.id}-h" class="label glass">${e(s.heading)}</h2><ol class="tiles">${s.items
      .map(
        (p) =>
          `<li class="tile glass${p.image ? "" : " tile-plain"}">${p.image ? `<div class="shot">${projectImg(p.image)}</div>` : ""}<h3>${e(p.title)}</h3>${para(
            p.description,
          )}${entryDetails(p)}${chips(p.technologies, "tech")}${p.links.length ? `<p class="acts">${p.links.map((l) => btn(l)).join("")}</p>` : ""}</li>`,
      )
      .join("")}</ol></section>`,
  experience: (s) => panel(s.id, s.heading, track(s.items)),
  education: (s) => panel(s.id, s.heading, track(s.items)),
  services: (s) =>
    panel(
      s.id,
      s.heading,
      `<ul class="rows">${s.items.map((i) => `<li class="svc"><span class="bead">${iconSvg(i.icon)}</span><div><h3>${e(i.title)}</h3>${para(i.description)}</div></li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    panel(
      s.id,
      s.heading,
      `<ul class="rows">${s.items.map((a) => `<li>${a.date ? `<p class="when">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description)}</li>`).join("")}</ul>`,
    ),
  testimonials: (s) =>
    panel(
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="quote">${quoteMark}<blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    panel(
      s.id,
      s.heading,
      `${para(s.block.description, "lead")}${
        s.block.facts.length
          ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="acts">${btn(s.block.cta, true)}</p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    panel(s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => panel(s.id, s.heading, `<p class="acts">${btn(s.link, true)}</p>`),
};

// The pill names the main sections only (a pill of twelve links is a list, not a pill); contact always ends it.
const navIds: PageSection["id"][] = ["about", "projects", "experience", "services", "testimonials"];

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const shown = page.sections.filter((s) => navIds.includes(s.id));
  const nav = `<nav class="pill glass" aria-label="${e(page.strings.sectionsNav)}"><span class="mark" aria-hidden="true">${e(h.initials)}</span><ul>${[
    ...shown.map((s) => ({ id: s.id, heading: s.heading })),
    { id: c.id, heading: c.heading },
  ]
    .map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`)
    .join("")}</ul></nav>`;
  const portrait = h.photo ? avatarImg(h.photo, 160) : `<span class="mono" aria-hidden="true">${e(h.initials)}</span>`;
  const primary = c.links.find((l) => l.emphasis === "primary") ?? c.links[0];
  const projects = page.sections.find((s) => s.id === "projects");
  const acts = [
    primary ? btn(primary, true) : "",
    projects ? `<a class="btn btn-glass" href="#${projects.id}">${e(projects.heading)}</a>` : "",
  ].join("");
  const hero = `<header class="stage"><div class="intro glass"><div class="ring">${portrait}</div><h1>${e(h.name)}</h1>${para(h.title, "role")}${para(
    h.bio,
    "bio",
  )}${h.location ? `<p class="loc">${pin}${e(h.location)}</p>` : ""}${acts ? `<p class="acts">${acts}</p>` : ""}</div></header>`;
  const contact = `<section id="${c.id}" class="panel glass reach" aria-labelledby="${c.id}-h"><h2 id="${c.id}-h">${e(c.heading)}</h2>${
    c.location ? `<p class="loc">${pin}${e(c.location)}</p>` : ""
  }${c.links.length ? `<p class="acts">${c.links.map((l) => btn(l)).join("")}</p>` : para(c.emptyText, "muted")}</section>`;
  const f = page.footer;
  const footer = `<footer class="foot glass"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `${nav}${hero}<main id="main" class="flow">${renderSections(page, sections).join("\n")}${contact}</main>${footer}`;
}

export const glassmorphismTheme = defineTheme({
  meta: glassmorphismMeta,
  renderBody,
  css: glassmorphismCss,
});
