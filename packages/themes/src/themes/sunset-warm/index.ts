import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { sunsetWarmMeta } from "./meta";
import { duskSvg, sceneSvg } from "./scene";
import { sunsetWarmCss } from "./styles";

// Sunset Warm: a full-bleed cover. The first screen is a sky going from dusk to a glowing horizon, a striped sun
// rising behind layered hills, and the name set large in the dark upper sky. Below, the page is warm paper:
// centred headings each with a small sun on a horizon, projects as postcards, experience and education on a
// centred timeline whose entries alternate sides (one side on a phone), and a dusk band as the footer.

const part = (id: string, heading: string, body: string, cls = "") =>
  `<section id="${id}" class="part${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h"><h2 id="${id}-h">${e(heading)}</h2>${body}</section>`;

const button = (l: PageLink, cls = "") =>
  `<a class="${l.emphasis === "primary" ? "btn" : "btn btn-line"}${cls ? ` ${cls}` : ""}" ${linkTarget(l)}>${e(l.label)}</a>`;

const pills = (items: string[], cls = "pills") =>
  items.length ? `<ul class="${cls}">${items.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : "";

const timeline = (items: TimelineItem[]) =>
  `<ol class="timeline">${items
    .map(
      (x) =>
        `<li>${x.period ? `<p class="when">${e(x.period)}</p>` : ""}<div class="what"><h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="where">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</div></li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => part(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) => part(s.id, s.heading, pills(s.items)),
  projects: (s) =>
    part(
      s.id,
      s.heading,
      `<div class="postcards">${s.items
        .map(
          (p, i) =>
            // The first project, when it has a picture, is a wide postcard (picture beside the text).
            `<article class="postcard${p.image && i === 0 ? " pc-lead" : ""}">${p.image ? `<div class="pc-img">${projectImg(p.image)}</div>` : ""}<div class="pc-body"><h3>${e(p.title)}</h3>${para(
              p.description,
            )}${entryDetails(p)}${pills(p.technologies, "pills small")}${p.links.length ? `<p class="acts">${p.links.map((l) => button(l, "btn-s")).join("")}</p>` : ""}</div></article>`,
        )
        .join("")}</div>`,
      "wide",
    ),
  experience: (s) => part(s.id, s.heading, timeline(s.items)),
  education: (s) => part(s.id, s.heading, timeline(s.items)),
  services: (s) =>
    part(
      s.id,
      s.heading,
      `<ul class="rays">${s.items.map((i) => `<li><span class="orb">${iconSvg(i.icon)}</span><h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
      "wide",
    ),
  achievements: (s) =>
    part(
      s.id,
      s.heading,
      `<ul class="honours">${s.items.map((a) => `<li>${a.date ? `<p class="when">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description)}</li>`).join("")}</ul>`,
    ),
  testimonials: (s) =>
    part(
      s.id,
      s.heading,
      `<div class="quotes">${s.items
        .map(
          (t) =>
            `<figure class="quote"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join("")}</div>`,
      "band",
    ),
  "hire-me": (s) =>
    part(
      s.id,
      s.heading,
      `<div class="horizon">${para(s.block.description, "big")}${
        s.block.facts.length
          ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="acts">${button(s.block.cta, "btn-glow")}</p>` : ""}</div>`,
    ),
  "contact-form": (s, page) =>
    part(s.id, s.heading, `${para(s.block.description, "lead")}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => part(s.id, s.heading, `<p class="acts">${button(s.link)}</p>`),
};

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const index = [...page.sections.map((s) => ({ id: s.id, heading: s.heading })), { id: c.id, heading: c.heading }];
  const nav =
    index.length > 2
      ? `<nav class="topnav" aria-label="${e(page.strings.sectionsNav)}"><ul>${index.map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`).join("")}</ul></nav>`
      : "";
  const photo = h.photo ? `<div class="portrait">${avatarImg(h.photo, 112)}</div>` : "";
  const cover = `<header class="cover"><div class="sky">${nav}<div class="cover-text">${photo}<h1>${e(h.name)}</h1>${para(h.title, "role")}${para(h.location, "place")}</div></div><div class="scene">${sceneSvg}</div></header>`;
  const contact = part(
    c.id,
    c.heading,
    `${para(c.location, "lead")}${
      c.links.length ? `<p class="acts">${c.links.map((l) => button(l)).join("")}</p>` : para(c.emptyText, "lead")
    }`,
  );
  const f = page.footer;
  const footer = `<footer class="dusk">${duskSvg}<p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `${cover}<main id="main">${para(h.bio, "opening")}${renderSections(page, sections).join("\n")}${contact}</main>${footer}`;
}

export const sunsetWarmTheme = defineTheme({
  meta: sunsetWarmMeta,
  renderBody,
  css: sunsetWarmCss,
});
