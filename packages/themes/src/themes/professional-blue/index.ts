import { formatInteger } from "../../i18n/format";
import { iconSvg } from "../../icons";
import type { PageLink, PageModel, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { professionalBlueMeta } from "./meta";
import { professionalBlueCss } from "./styles";

// Professional Blue: a business landing page. A sticky bar with the owner's mark, in-page links named by the
// section headings and a contact button; a split hero on a blue band (headline, bio and calls to action on the
// start side, the portrait in a rounded frame over an offset shape on the end side); a strip of key facts riding
// the band's edge; then every section as a full-width band, alternating the page and surface colours, with cards
// where a landing page has them (experience in two columns, services in three with icons, projects as a grid).
// On a phone the links become one horizontally scrollable row beside the mark.

const band = (id: string, heading: string, body: string, cls = "") =>
  `<section id="${id}" class="band${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h"><div class="wrap"><h2 id="${id}-h">${e(heading)}</h2>${body}</div></section>`;

const btn = (l: PageLink, cls = "btn") =>
  `<a class="${cls}${l.emphasis === "primary" ? "" : " btn-alt"}" ${linkTarget(l)}>${e(l.label)}</a>`;

const arrow = `<svg class="arr" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 12h14M13 6l6 6-6 6"/></svg>`;

/** Up to two letters of a name (first and last word), for the testimonial badges and the bar's mark. */
const initials = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked
    .map((w) => Array.from(w ?? "")[0] ?? "")
    .join("")
    .toUpperCase();
};

const entries = (items: TimelineItem[]) =>
  `<ul class="duo">${items
    .map(
      (x) =>
        `<li class="tile">${x.period ? `<p class="pill">${e(x.period)}</p>` : ""}<h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="org">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</li>`,
    )
    .join("")}</ul>`;

const sections: SectionRenderers = {
  about: (s) => band(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) => band(s.id, s.heading, `<ul class="chips">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s, page) =>
    band(
      s.id,
      s.heading,
      `<ul class="trio">${s.items
        .map(
          (p, i) =>
            `<li class="tile work">${
              p.image
                ? `<div class="shot">${projectImg(p.image)}</div>`
                : `<div class="shot blank" aria-hidden="true">${e(formatInteger(i + 1, page.lang).padStart(2, formatInteger(0, page.lang)))}</div>`
            }<div class="work-t"><h3>${e(p.title)}</h3>${para(p.description)}${entryDetails(p)}${
              p.technologies.length
                ? `<ul class="tech">${p.technologies.map((t) => `<li>${e(t)}</li>`).join("")}</ul>`
                : ""
            }${p.links.length ? `<p class="acts">${p.links.map((l) => `<a class="more" ${linkTarget(l)}>${e(l.label)}${arrow}</a>`).join("")}</p>` : ""}</div></li>`,
        )
        .join("")}</ul>`,
    ),
  experience: (s) => band(s.id, s.heading, entries(s.items)),
  education: (s) => band(s.id, s.heading, entries(s.items)),
  services: (s) =>
    band(
      s.id,
      s.heading,
      `<ul class="trio svc">${s.items.map((i) => `<li class="tile"><span class="ic">${iconSvg(i.icon)}</span><h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    band(
      s.id,
      s.heading,
      `<ul class="duo">${s.items.map((a) => `<li class="tile">${a.date ? `<p class="pill">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description)}</li>`).join("")}</ul>`,
    ),
  testimonials: (s) =>
    band(
      s.id,
      s.heading,
      `<div class="duo">${s.items
        .map(
          (t) =>
            `<figure class="tile say">${stars(t.rating, t.ratingLabel)}<blockquote><p>${e(t.quote)}</p></blockquote>${
              t.name
                ? `<figcaption><span class="badge" aria-hidden="true">${e(initials(t.name))}</span><span><strong>${e(t.name)}</strong>${t.role ? `<span>${e(t.role)}</span>` : ""}</span></figcaption>`
                : ""
            }</figure>`,
        )
        .join("")}</div>`,
    ),
  "hire-me": (s) =>
    band(
      s.id,
      s.heading,
      `${para(s.block.description, "pitch")}${
        s.block.facts.length
          ? `<dl class="terms">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p>${btn(s.block.cta, "btn btn-inv")}</p>` : ""}`,
      "blue offer",
    ),
  "contact-form": (s, page) =>
    band(
      s.id,
      s.heading,
      `<div class="form-wrap">${para(s.block.description, "sub")}${renderContactForm(s.block, page.strings, "form tile")}</div>`,
    ),
  resume: (s) => band(s.id, s.heading, `<p>${btn(s.link)}</p>`, "slim"),
};

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const s = page.strings;

  // The bar: the owner's mark, every section by its heading, and the way to reach them.
  const index = [...page.sections.map((x) => ({ id: x.id, heading: x.heading })), { id: c.id, heading: c.heading }];
  const bar = `<header class="bar"><div class="bar-in"><a class="mark" href="#main"><span class="mk" aria-hidden="true">${e(h.initials)}</span><span class="sr-only">${e(h.name)}</span></a><nav class="nav" aria-label="${e(s.sectionsNav)}"><ul>${index
    .map((x) => `<li${x.id === "contact" ? ' class="nav-c"' : ""}><a href="#${x.id}">${e(x.heading)}</a></li>`)
    .join("")}</ul></nav><a class="btn btn-s" href="#contact">${e(c.heading)}</a></div></header>`;

  // The hero's calls to action: the hire-me button (or the e-mail), then the résumé.
  const hire = page.sections.find((x) => x.id === "hire-me");
  const resume = page.sections.find((x) => x.id === "resume");
  const first = (hire?.id === "hire-me" && hire.block.cta) || c.links.find((l) => l.kind === "email");
  const ctas = [
    first
      ? `<a class="btn btn-inv" ${linkTarget(first)}>${e(first.kind === "email" ? s.getInTouch : first.label)}</a>`
      : "",
    resume?.id === "resume" ? `<a class="btn btn-ghost" ${linkTarget(resume.link)}>${e(resume.link.label)}</a>` : "",
  ].join("");
  // Key facts: the terms of the hire-me block, then how much there is to see.
  const facts: { value: string; label: string; num?: true }[] = hire?.id === "hire-me" ? [...hire.block.facts] : [];
  for (const x of page.sections) {
    if (facts.length >= 4) break;
    if (
      x.id === "projects" ||
      x.id === "services" ||
      x.id === "skills" ||
      x.id === "testimonials" ||
      x.id === "achievements"
    )
      facts.push({ value: formatInteger(x.items.length, page.lang), label: x.heading, num: true });
  }
  const portrait = `<div class="frame">${h.photo ? avatarImg(h.photo, 320) : `<span class="mono" aria-hidden="true">${e(h.initials)}</span>`}</div>`;
  const hero = `<div class="hero-b${facts.length > 1 ? "" : " lone"}"><div class="wrap hero-g"><div class="hero-t">${para(h.title, "kicker")}<h1>${e(h.name)}</h1>${para(h.bio, "bio")}${
    ctas ? `<p class="ctas">${ctas}</p>` : ""
  }${para(h.location, "loc")}</div>${portrait}</div></div>`;

  const strip =
    facts.length > 1
      ? `<div class="wrap"><dl class="facts">${facts.map((f) => `<div${f.num ? ' class="num"' : ""}><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl></div>`
      : "";

  const contact = band(
    c.id,
    c.heading,
    `${para(c.location, "sub")}${
      c.links.length
        ? `<ul class="reach">${c.links.map((l) => `<li><a class="${l.emphasis === "primary" ? "btn" : "btn btn-alt"}" ${linkTarget(l)}>${e(l.label)}</a></li>`).join("")}</ul>`
        : para(c.emptyText, "sub")
    }`,
    "end",
  );
  const f = page.footer;
  const footer = `<footer class="foot"><div class="wrap"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</div></footer>`;
  return `${bar}<main id="main">${hero}${strip}${renderSections(page, sections).join("\n")}${contact}</main>${footer}`;
}

export const professionalBlueTheme = defineTheme({
  meta: professionalBlueMeta,
  renderBody,
  css: professionalBlueCss,
});
