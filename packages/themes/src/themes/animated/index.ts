import { iconSvg } from "../../icons";
import type { PageLink, PageModel, ProjectItem, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { animatedMeta } from "./meta";
import { animatedCss } from "./styles";

// Animated: kinetic typography. A giant name whose underline draws itself, a badge whose ring of text turns around
// the photo, the skills as an endless marquee band, every section introduced by a large outline numeral, projects
// as cards that stick one below the other and pile up as the page scrolls, and links that move under the pointer.
// Everything is in place at first paint; all motion lives in one no-preference block and stops under reduce.

const arrow = `<svg class="arr" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

const sec = (id: string, heading: string, body: string, cls = "") =>
  `<section id="${id}" class="sec${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h"><div class="wrap"><div class="sh"><h2 id="${id}-h">${e(heading)}</h2></div>${body}</div></section>`;

const go = (l: PageLink, cls = "go") => `<a class="${cls}" ${linkTarget(l)}><span>${e(l.label)}</span>${arrow}</a>`;

const rows = (items: TimelineItem[]) =>
  `<ol class="rows">${items
    .map(
      (x) =>
        `<li><p class="when">${e(x.period)}</p><div><h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="at">${e(x.place)}</p>` : ""
        }</div>${para(x.description, "desc")}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

/** How many hidden copies the marquee needs so the band stays full on a wide screen while one copy slides by. */
// The width of one copy in pixels at the band's largest type size (an estimate: about 0.6em a character).
const copyWidth = (items: string[]) => items.reduce((w, t) => w + [...t].length * 32 + 100, 0);

function marquee(items: string[]): string {
  const width = Math.max(copyWidth(items), 1);
  const copies = Math.max(1, Math.min(8, Math.ceil(2800 / width)));
  // One copy slides by in a time that keeps the speed near 90px a second, whatever the number of skills.
  const pace = width < 900 ? "p1" : width < 1800 ? "p2" : width < 3200 ? "p3" : "p4";
  const list = (hidden: boolean) =>
    `<ul class="mq-t"${hidden ? ' aria-hidden="true"' : ""}>${items.map((t) => `<li>${e(t)}</li>`).join("")}</ul>`;
  return `<div class="band"><div class="mq ${pace}">${list(false)}${Array.from({ length: copies }, () => list(true)).join("")}</div></div>`;
}

function card(p: ProjectItem, i: number, n: number): string {
  const pad = (k: number) => String(k).padStart(2, "0");
  const visual = p.image
    ? `<div class="vis">${projectImg(p.image)}</div>`
    : `<div class="vis vis-type" aria-hidden="true">${Array.from({ length: 5 }, () => `<span>${e(p.title)}</span>`).join("")}</div>`;
  return `<li class="pcard"><div class="c-txt"><p class="c-n"><span>${pad(i + 1)}</span> / ${pad(n)}</p><h3>${e(p.title)}</h3>${para(
    p.description,
  )}${entryDetails(p)}${p.technologies.length ? `<ul class="tech">${p.technologies.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : ""}${
    p.links.length
      ? `<p class="acts">${p.links.map((l) => go(l, l.emphasis === "primary" ? "go go-fill" : "go")).join("")}</p>`
      : ""
  }</div>${visual}</li>`;
}

const sections: SectionRenderers = {
  about: (s) => sec(s.id, s.heading, `<div class="about${s.text.length > 280 ? " long" : ""}">${para(s.text)}</div>`),
  skills: (s) =>
    `<section id="skills" class="sec sec-band" aria-labelledby="skills-h"><div class="wrap"><div class="sh"><h2 id="skills-h">${e(s.heading)}</h2></div></div>${marquee(s.items)}</section>`,
  projects: (s) =>
    sec(s.id, s.heading, `<ol class="stack">${s.items.map((p, i) => card(p, i, s.items.length)).join("")}</ol>`),
  experience: (s) => sec(s.id, s.heading, rows(s.items)),
  education: (s) => sec(s.id, s.heading, rows(s.items)),
  services: (s) =>
    sec(
      s.id,
      s.heading,
      `<ul class="svc">${s.items.map((i) => `<li>${iconSvg(i.icon)}<h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    sec(
      s.id,
      s.heading,
      `<ol class="rows">${s.items.map((a) => `<li><p class="when">${e(a.date)}</p><div><h3>${e(a.title)}</h3></div>${para(a.description, "desc")}</li>`).join("")}</ol>`,
    ),
  testimonials: (s) =>
    sec(
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="q"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name
                ? `<figcaption><strong>${e(t.name)}</strong>${t.role ? ` <span>${e(t.role)}</span>` : ""}</figcaption>`
                : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    sec(
      s.id,
      s.heading,
      `${para(s.block.description, "lead")}${
        s.block.facts.length
          ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p>${go(s.block.cta, "go go-huge")}</p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    sec(s.id, s.heading, `${para(s.block.description, "lead")}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) => sec(s.id, s.heading, `<p>${go(s.link, "go go-huge")}</p>`),
};

/** The badge: the photo (or the initials) inside a ring of text that turns. */
function badge(page: PageModel): string {
  const h = page.hero;
  const words = [h.title, h.location].filter(Boolean);
  const joined = (words.length ? words : [h.name]).join(" · ");
  const unit = [...joined].length > 44 ? (words[0] ?? h.name) : joined;
  // Repeat the phrase around the ring; the type size shrinks so a long phrase still closes the circle.
  const times = Math.max(1, Math.min(3, Math.floor(48 / Math.max([...unit].length + 3, 1))));
  // A bullet (in every bundled Latin subset) between the repeats: a ✦ is in none, and fell back to a system font.
  const ring = Array.from({ length: times }, () => `${unit} • `).join("");
  // Drawn in a 200-unit box so the type's own size stays at 12 or more: Lighthouse reads an SVG text's font-size as
  // CSS pixels, and the ring at 9 in a 100-unit box was "illegible text" (86% of a near-empty page's characters).
  const size = Math.min(18, Math.max(12, 512 / ([...ring].length * 0.6))).toFixed(1);
  const centre = h.photo ? avatarImg(h.photo, 240) : `<span class="ini">${e(h.initials)}</span>`;
  // Spread to close the circle, except in the joined scripts: spacing between glyphs breaks Arabic's joins and
  // Devanagari's headline bar, so there the phrase keeps its natural width.
  const fit = page.lang === "ar" || page.lang === "hi" ? "" : ' textLength="512" lengthAdjust="spacing"';
  return `<div class="badge" aria-hidden="true"><svg class="ring" viewBox="0 0 200 200" focusable="false"><defs><path id="ring-path" d="M100 100m-82 0a82 82 0 1 1 164 0a82 82 0 1 1-164 0"/></defs><text font-size="${size}"><textPath href="#ring-path"${fit}>${e(ring)}</textPath></text></svg>${centre}</div>`;
}

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const role = [h.title, h.location].filter(Boolean);
  // The name's size follows its longest word, so a long one still fits the width without breaking inside.
  const longest = Math.max(0, ...h.name.split(/\s+/).map((w) => [...w].length));
  const bar = `<div class="bar">${role.length ? `<p class="role">${role.map((r) => `<span>${e(r)}</span>`).join("")}</p>` : "<span></span>"}<a class="to" href="#contact"><span>${e(c.heading)}</span>${arrow}</a></div>`;
  // The photo is decorative in the badge (aria-hidden); the name is the page's heading.
  const stage = `<header class="stage"><div class="wrap">${bar}<h1 class="name${longest > 12 ? " w-l" : longest > 8 ? " w-m" : ""}"><span class="nm">${e(h.name)}</span><svg class="stroke" viewBox="0 0 1000 40" preserveAspectRatio="none" aria-hidden="true" focusable="false"><path d="M6 30C180 8 330 10 520 22S860 30 994 10" pathLength="1"/></svg></h1><div class="sub">${para(h.bio, "bio")}${badge(page)}</div></div></header>`;

  const mail = c.links.find((l) => l.kind === "email");
  const rest = c.links.filter((l) => l !== mail);
  const contact = `<section id="contact" class="sec sec-end" aria-labelledby="contact-h"><div class="wrap"><div class="sh"><h2 id="contact-h">${e(c.heading)}</h2></div>${
    c.links.length
      ? `${mail ? `<p class="mail"><a ${linkTarget(mail)}>${e(mail.label)}</a></p>` : ""}${
          rest.length ? `<ul class="links">${rest.map((l) => `<li>${go(l)}</li>`).join("")}</ul>` : ""
        }`
      : para(c.emptyText, "lead")
  }${para(c.location, "where")}</div></section>`;
  const f = page.footer;
  const footer = `<footer class="foot"><div class="wrap"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</div></footer>`;
  return `<div class="kin">${stage}<main id="main">${renderSections(page, sections).join("\n")}${contact}</main>${footer}</div>`;
}

export const animatedTheme = defineTheme({
  meta: animatedMeta,
  renderBody,
  css: animatedCss,
});
