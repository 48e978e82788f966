import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import type { NotFoundModel } from "../../theme-module";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { cosmicSpaceMeta } from "./meta";
import { cosmicSpaceCss } from "./styles";
import { constellation, planet, sprite } from "./svg";

// Cosmic Space: an orbital page under a fixed, twinkling starfield. The hero puts the photo (or a monogram) at the
// centre of concentric orbits with three small planets going round; below, the sections hang on a constellation
// line along the start edge, each heading a bright star and each dated item (experience, education, achievements)
// a smaller one. Projects are planets: the picture on a globe inside a tilted ring. Headings in a spaced display
// face. The palette is fixed (night sky); everything that moves is a transform or an opacity, and stops for
// reduced motion.

const button = (l: PageLink, extra = "") =>
  `<a class="btn${l.emphasis === "primary" ? "" : " btn-ghost"}${extra}" ${linkTarget(l)}>${e(l.label)}</a>`;

const stars_ = (items: TimelineItem[]) =>
  `<ol class="stars-list">${items
    .map(
      (x) =>
        `<li class="star">${x.period ? `<p class="when">${e(x.period)}</p>` : ""}<h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="where">${e(x.place)}</p>` : ""
        }${para(x.description, "desc")}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => `<div class="about">${para(s.text)}</div>`,
  skills: (s) => `<ul class="dust">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`,
  projects: (s) =>
    `<ul class="worlds">${s.items
      .map(
        (p) =>
          `<li class="world">${planet(projectImg(p.image), !p.image)}<div class="w-body"><h3>${e(p.title)}</h3>${para(
            p.description,
            "desc",
          )}${entryDetails(p)}${p.technologies.length ? `<p class="tech">${p.technologies.map(e).join(" / ")}</p>` : ""}${
            p.links.length ? `<p class="acts">${p.links.map((l) => button(l, " btn-sm")).join("")}</p>` : ""
          }</div></li>`,
      )
      .join("")}</ul>`,
  experience: (s) => stars_(s.items),
  education: (s) => stars_(s.items),
  services: (s) =>
    `<ul class="sats">${s.items
      .map(
        (i) =>
          `<li><span class="sat">${iconSvg(i.icon)}</span><h3>${e(i.title)}</h3>${para(i.description, "desc")}</li>`,
      )
      .join("")}</ul>`,
  achievements: (s) =>
    `<ul class="stars-list bright">${s.items
      .map(
        (a) =>
          `<li class="star">${a.date ? `<p class="when">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description, "desc")}</li>`,
      )
      .join("")}</ul>`,
  testimonials: (s) =>
    `<div class="signals">${s.items
      .map(
        (t) =>
          `<figure class="signal"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel, "rating")}${
            t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
          }</figure>`,
      )
      .join("")}</div>`,
  "hire-me": (s) =>
    `<div class="capsule mission">${para(s.block.description, "big")}${
      s.block.facts.length
        ? `<dl class="telemetry">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
        : ""
    }${s.block.cta ? `<p class="acts">${button(s.block.cta)}</p>` : ""}</div>`,
  "contact-form": (s, page) =>
    `${para(s.block.description, "desc intro")}${renderContactForm(s.block, page.strings, "capsule console")}`,
  resume: (s) => `<p class="acts">${button(s.link)}</p>`,
};

/** A station on the constellation line: a bright star, the heading and a small constellation. */
function station(id: string, heading: string, body: string, i: number): string {
  return `<section id="${id}" class="station" aria-labelledby="${id}-h"><div class="st-head"><span class="node" aria-hidden="true"></span><h2 id="${id}-h">${e(
    heading,
  )}</h2>${constellation(i)}</div>${body}</section>`;
}

const orbits = [1, 2, 3].map((n) => `<div class="orbit o${n}" aria-hidden="true"><i></i></div>`).join("");

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const drawn = renderSections(page, sections);
  const stations = page.sections.map((s, i) => station(s.id, s.heading, drawn[i] ?? "", i));
  stations.push(
    station(
      c.id,
      c.heading,
      `${
        c.links.length
          ? `<ul class="beacons">${c.links.map((l) => `<li>${button(l)}</li>`).join("")}</ul>`
          : para(c.emptyText, "desc")
      }${para(c.location, "where")}`,
      stations.length,
    ),
  );
  const nav = `<nav class="nav" aria-label="${e(page.strings.sectionsNav)}"><ul>${[...page.sections, c]
    .map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`)
    .join("")}</ul></nav>`;
  const core = h.photo ? avatarImg(h.photo, 160) : `<span class="mono" aria-hidden="true">${e(h.initials)}</span>`;
  const hero = `<header class="sky">${nav}<div class="system">${orbits}<div class="core">${core}</div></div><div class="intro">${para(
    h.location,
    "coords",
  )}<h1>${e(h.name)}</h1>${para(h.title, "role")}${para(h.bio, "bio")}<p class="acts"><a class="btn" href="#${c.id}">${e(
    page.strings.getInTouch,
  )}</a></p></div></header>`;
  const f = page.footer;
  const footer = `<footer class="foot"><span class="tiny-orbit" aria-hidden="true"></span><p>${e(f.copyright)}</p>${
    f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""
  }</footer>`;
  return `${sprite}<div class="cosmos">${hero}<main id="main" class="chart">${stations.join("\n")}</main>${footer}</div>`;
}

// The 404 page: lost in orbit, with the way back.
const renderNotFound = (nf: NotFoundModel) =>
  `<div class="cosmos"><main id="main" class="sky lost"><div class="system">${orbits}<div class="core"><span class="mono">404</span></div></div><h1>${e(
    nf.title,
  )}</h1>${para(nf.text, "bio")}<p class="acts"><a class="btn" href="${nf.back.href}">${e(nf.back.label)}</a></p></main></div>`;

export const cosmicSpaceTheme = defineTheme({
  meta: cosmicSpaceMeta,
  renderBody,
  renderNotFound,
  css: cosmicSpaceCss,
});
