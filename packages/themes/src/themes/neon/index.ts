import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { neonMeta } from "./meta";
import { neonCss } from "./styles";

// Neon: a synthwave night. The hero is a poster: a starry sky, the name bent in a neon tube (a pale core inside
// layered glow) with a gentle flicker, the title in a second tube, a striped sun sinking behind the horizon and a
// perspective grid floor running towards the visitor. Below, every section is a centred signboard outlined in
// neon (pink and cyan in turn) whose title is lit on its top edge; projects are arcade cabinets (a lit marquee,
// a CRT screen, a control deck) and the career is a high-score table.

/** The striped synthwave sun (decoration). The stripes widen towards the horizon, cut out with a mask. */
const sun = `<svg class="sun" viewBox="0 0 200 200" aria-hidden="true" focusable="false"><defs><linearGradient id="sun-fill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" class="sun-a"/><stop offset=".62" class="sun-b"/><stop offset="1" class="sun-c"/></linearGradient><mask id="sun-cut"><rect width="200" height="200" fill="#fff"/>${[
  [96, 2.5],
  [109, 3.5],
  [122, 4.5],
  [135, 5.5],
  [148, 6.5],
  [161, 7.5],
  [175, 9],
]
  .map(([y, h]) => `<rect y="${y}" width="200" height="${h}"/>`)
  .join("")}</mask></defs><circle cx="100" cy="100" r="100" fill="url(#sun-fill)" mask="url(#sun-cut)"/></svg>`;

const board = (id: string, heading: string, body: string, cls = "board") =>
  `<section id="${id}" class="${cls}" aria-labelledby="${id}-h"><h2 id="${id}-h"><span>${e(heading)}</span></h2>${body}</section>`;

const button = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "btn" : "btn btn-line"}" ${linkTarget(l)}>${e(l.label)}</a>`;

const two = (n: number) => String(n).padStart(2, "0");

const scores = (items: TimelineItem[]) =>
  `<ol class="scores">${items
    .map(
      (x, i) =>
        `<li><span class="rank" aria-hidden="true">${two(i + 1)}</span><div class="who"><h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="place">${e(x.place)}</p>` : ""
        }${para(x.description, "desc")}${entryDetails(x)}</div>${x.period ? `<p class="when">${e(x.period)}</p>` : ""}</li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => board(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) => board(s.id, s.heading, `<ul class="words">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s) =>
    board(
      s.id,
      s.heading,
      `<div class="arcade">${s.items
        .map(
          (p, i) =>
            `<article class="cab"><h3 class="marquee">${e(p.title)}</h3><div class="screen">${
              p.image ? projectImg(p.image) : `<span class="attract" aria-hidden="true">${two(i + 1)}</span>`
            }</div><div class="deck">${para(p.description)}${entryDetails(p)}${
              p.technologies.length
                ? `<ul class="leds">${p.technologies.map((t) => `<li>${e(t)}</li>`).join("")}</ul>`
                : ""
            }${p.links.length ? `<p class="acts">${p.links.map(button).join("")}</p>` : ""}</div></article>`,
        )
        .join("")}</div>`,
      "hall",
    ),
  experience: (s) => board(s.id, s.heading, scores(s.items)),
  education: (s) => board(s.id, s.heading, scores(s.items)),
  services: (s) =>
    board(
      s.id,
      s.heading,
      `<ul class="glyphs">${s.items.map((i) => `<li>${iconSvg(i.icon)}<h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    board(
      s.id,
      s.heading,
      `<ul class="trophies">${s.items
        .map(
          (a) =>
            `<li>${a.date ? `<p class="when">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description)}</li>`,
        )
        .join("")}</ul>`,
    ),
  testimonials: (s) =>
    board(
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="shout"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    board(
      s.id,
      s.heading,
      `${s.block.description ? `<p class="open">${e(s.block.description)}</p>` : ""}${
        s.block.facts.length
          ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="acts">${button({ ...s.block.cta, emphasis: "primary" })}</p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    board(s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => board(s.id, s.heading, `<p class="acts">${button({ ...s.link, emphasis: "primary" })}</p>`),
};

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const index = [...page.sections.map((s) => ({ id: s.id, heading: s.heading })), { id: c.id, heading: c.heading }];
  const nav = `<nav class="menu" aria-label="${e(page.strings.sectionsNav)}"><ul>${index.map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`).join("")}</ul></nav>`;
  const portrait = h.photo
    ? `<div class="ring">${avatarImg(h.photo, 160)}</div>`
    : `<div class="ring mono" aria-hidden="true"><span>${e(h.initials)}</span></div>`;
  const hero = `<header class="hero"><div class="sky">${nav}${portrait}<h1><span class="tube">${e(h.name)}</span></h1>${para(h.title, "sub")}${para(h.bio, "bio")}${para(h.location, "loc")}</div><div class="horizon" aria-hidden="true">${sun}<div class="floor"></div></div></header>`;
  const contact = board(
    c.id,
    c.heading,
    `${c.links.length ? `<p class="acts acts-c">${c.links.map(button).join("")}</p>` : para(c.emptyText, "muted")}${para(c.location, "loc")}`,
  );
  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `${hero}<main id="main">${renderSections(page, sections).join("\n")}${contact}</main>${footer}`;
}

export const neonTheme = defineTheme({
  meta: neonMeta,
  renderBody,
  css: neonCss,
});
