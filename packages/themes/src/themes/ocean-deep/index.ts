import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import type { NotFoundModel } from "../../theme-module";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { oceanDeepMeta } from "./meta";
import { oceanDeepCss } from "./styles";
import { depthMetres, lipWave, porthole, seabed, sprite, surf, wave } from "./svg";

// Ocean Deep: a dive from the sunlit surface to the abyss. The hero floats on a bright surface with a moving swell
// at its foot; every following section is a band one step deeper (d0…d10, mixed from the palette's surface and
// background so text stays AA), joined by wave dividers, read off a depth gauge along the start edge. The photo is
// seen through a porthole; projects are a swipeable reef of cards on a phone and a grid on a wide screen; the page
// ends on the seabed.

const button = (l: PageLink, extra = "") =>
  `<a class="btn${l.emphasis === "primary" ? "" : " btn-line"}${extra}" ${linkTarget(l)}>${e(l.label)}</a>`;

const soundings = (items: TimelineItem[]) =>
  `<ol class="soundings">${items
    .map(
      (x) =>
        `<li>${x.period ? `<p class="when">${e(x.period)}</p>` : ""}<h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="where">${e(x.place)}</p>` : ""
        }${para(x.description, "desc")}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => `<div class="lead">${para(s.text)}</div>`,
  skills: (s) => `<ul class="kelp">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`,
  projects: (s) =>
    // A carousel on a phone: focusable so a keyboard can scroll it even when no card has a link.
    `<ul class="reef" tabindex="0" aria-labelledby="${s.id}-h">${s.items
      .map(
        (p, i) =>
          `<li class="tile"><div class="window${p.image ? "" : " ripple"}">${
            p.image ? projectImg(p.image) : `<span aria-hidden="true">${String(i + 1).padStart(2, "0")}</span>`
          }${lipWave}</div><div class="tile-body"><h3>${e(p.title)}</h3>${para(p.description, "desc")}${entryDetails(p)}${
            p.technologies.length ? `<p class="tech">${p.technologies.map(e).join(" · ")}</p>` : ""
          }${p.links.length ? `<p class="acts">${p.links.map((l) => button(l, " btn-sm")).join("")}</p>` : ""}</div></li>`,
      )
      .join("")}</ul>`,
  experience: (s) => soundings(s.items),
  education: (s) => soundings(s.items),
  services: (s) =>
    `<ul class="shoal">${s.items
      .map(
        (i) =>
          `<li class="tile"><span class="bub">${iconSvg(i.icon)}</span><h3>${e(i.title)}</h3>${para(i.description, "desc")}</li>`,
      )
      .join("")}</ul>`,
  achievements: (s) =>
    `<ul class="pearls">${s.items
      .map(
        (a) =>
          `<li><span class="pearl" aria-hidden="true"></span><div>${a.date ? `<p class="when">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description, "desc")}</div></li>`,
      )
      .join("")}</ul>`,
  testimonials: (s) =>
    `<div class="voices">${s.items
      .map(
        (t) =>
          `<figure class="say"><blockquote><p>${e(t.quote)}</p>${stars(t.rating, t.ratingLabel)}</blockquote>${
            t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
          }</figure>`,
      )
      .join("")}</div>`,
  "hire-me": (s) =>
    `<div class="buoy tile">${para(s.block.description, "big")}${
      s.block.facts.length
        ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
        : ""
    }${s.block.cta ? `<p class="acts">${button(s.block.cta)}</p>` : ""}</div>`,
  "contact-form": (s, page) =>
    `<div class="split">${para(s.block.description, "big")}${renderContactForm(s.block, page.strings, "hatch tile")}</div>`,
  resume: (s) => `<p class="acts">${button(s.link)}</p>`,
};

/** A band of the descent: its depth class, the wave that joins it to the band above, the gauge reading. */
function band(page: PageModel, id: string, heading: string, body: string, depth: number, first: boolean): string {
  return `<section id="${id}" class="band d${depth}${id === "contact" ? " abyss" : ""}" aria-labelledby="${id}-h">${first ? "" : wave(depth)}<div class="band-in"><p class="gauge" aria-hidden="true">${depthMetres(depth, page.lang)}</p><h2 id="${id}-h">${e(heading)}</h2>${body}</div></section>`;
}

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const drawn = renderSections(page, sections);
  const count = drawn.length + 1;
  // Depth 0 is the surface water, 10 the abyss: spread the bands so the last one (Contact) is always the deepest.
  const depthAt = (i: number) => (count === 1 ? 10 : Math.round((i * 10) / (count - 1)));
  const bands = page.sections.map((s, i) => band(page, s.id, s.heading, drawn[i] ?? "", depthAt(i), i === 0));
  const contactBody = `${
    c.links.length
      ? `<ul class="lines">${c.links.map((l) => `<li>${button(l, " btn-lg")}</li>`).join("")}</ul>`
      : para(c.emptyText, "desc")
  }${para(c.location, "shore")}`;
  bands.push(band(page, c.id, c.heading, contactBody, 10, count === 1));

  const nav = `<nav class="buoys" aria-label="${e(page.strings.sectionsNav)}"><ul>${[...page.sections, c]
    .map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`)
    .join("")}</ul></nav>`;
  const hero = `<header class="sunlit"><div class="sunlit-in">${nav}<div class="intro"><div class="intro-text">${para(
    h.location,
    "coords",
  )}<h1>${e(h.name)}</h1>${para(h.title, "role")}${para(h.bio, "bio")}<p class="acts"><a class="btn" href="#${c.id}">${e(
    page.strings.getInTouch,
  )}</a></p></div>${porthole(h.photo ? avatarImg(h.photo, 240) : `<span class="mono">${e(h.initials)}</span>`)}</div></div><p class="sea-level" aria-hidden="true">${depthMetres(-1, page.lang)}</p>${surf(depthAt(0))}</header>`;
  const f = page.footer;
  const footer = `<footer class="seabed">${seabed()}<div class="seabed-in"><p>${e(f.copyright)}</p>${
    f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""
  }</div></footer>`;
  const bubbles = `<div class="bubbles" aria-hidden="true">${"<i></i>".repeat(7)}</div>`;
  return `${sprite}<div class="sea">${hero}<main id="main"><div class="scale" aria-hidden="true"></div>${bubbles}${bands.join("\n")}</main>${footer}</div>`;
}

// The 404 page: the surface with the way back, and the abyss below it.
const renderNotFound = (nf: NotFoundModel) =>
  `<div class="sea"><main id="main" class="sunlit"><div class="sunlit-in"><div class="intro"><div class="intro-text"><h1>${e(
    nf.title,
  )}</h1>${para(nf.text, "bio")}<p class="acts"><a class="btn" href="${nf.back.href}">${e(nf.back.label)}</a></p></div>${porthole(
    '<span class="mono">404</span>',
  )}</div></div>${surf(10)}</main><div class="band d10 lost"></div></div>`;

export const oceanDeepTheme = defineTheme({
  meta: oceanDeepMeta,
  renderBody,
  renderNotFound,
  css: oceanDeepCss,
});
