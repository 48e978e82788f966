import { formatInteger } from "../../i18n/format";
import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSection, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { minimalistWhiteMeta } from "./meta";
import { minimalistWhiteCss } from "./styles";
import { symbolSvg } from "../../shared/symbols";

// Minimalist White: a gallery index. A narrow centred column on a white page: a small portrait, the name set
// large and light, and under it a numbered table of contents (01, 02 …) with the number of entries of each part.
// Every section is headed by its number; projects are large images that break out of the column with their
// caption beneath (a photographer's or designer's book), or, without an image, large typographic entries. Black
// and white; the accent appears only as a hairline.

/** "01", "02" … in the page's digits. */
const num = (n: number, lang: string) => {
  const zero = formatInteger(0, lang);
  const s = formatInteger(n, lang);
  return s.length < 2 ? zero + s : s;
};

/** A part of the book, headed by its number (read by sight only: the heading's name is the section's own). */
const part = (no: string, id: string, heading: string, body: string, cls = "") =>
  `<section id="${id}" class="part${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h"><h2 id="${id}-h"><span class="no" aria-hidden="true">${no}</span><span class="t">${e(heading)}</span></h2>${body}</section>`;

const textLink = (l: PageLink, cls = "tl") =>
  `<a class="${cls}" ${linkTarget(l)}>${e(l.label)}<span class="ar" aria-hidden="true"> ${symbolSvg("arrow-ne")}</span></a>`;

/** An index line: what on the start side, a hairline, then when (dates read like page numbers). */
const line = (what: string, when: string) =>
  `<p class="ln"><span class="what">${what}</span>${when ? `<span class="when">${e(when)}</span>` : ""}</p>`;

const entries = (items: TimelineItem[]) =>
  `<ol class="rows">${items
    .map(
      (x) =>
        `<li>${line(`<strong>${e(x.title || x.place)}</strong>${x.title && x.place ? `<span class="pl">${e(x.place)}</span>` : ""}`, x.period)}${para(x.description, "d")}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

/** A 1–5 rating as five dots, read out in the page's language. */
const rating = (value: number, label: string) => {
  const n = Math.max(1, Math.min(5, Math.round(value)));
  return `<span class="rate"><span aria-hidden="true">${symbolSvg("dot").repeat(n)}<span class="off">${symbolSvg("dot").repeat(5 - n)}</span></span><span class="sr-only">${e(label)}</span></span>`;
};

const sectionsFor = (no: (id: string) => string): SectionRenderers => ({
  about: (s) => part(no(s.id), s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) =>
    part(no(s.id), s.id, s.heading, `<ul class="cols">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s, page) =>
    part(
      no(s.id),
      s.id,
      s.heading,
      `<ol class="works">${s.items
        .map(
          (p, i) =>
            `<li class="${p.image ? "plate" : "type"}">${p.image ? `<div class="img">${projectImg(p.image)}</div>` : ""}<div class="cap"><p class="cap-no" aria-hidden="true">${num(i + 1, page.lang)}</p><div class="cap-t"><h3>${e(p.title)}</h3>${para(p.description, "d")}${entryDetails(p)}</div>${
              p.technologies.length || p.links.length
                ? `<div class="cap-m">${p.technologies.length ? `<p class="tech">${p.technologies.map(e).join(", ")}</p>` : ""}${
                    p.links.length ? `<p class="acts">${p.links.map((l) => textLink(l)).join("")}</p>` : ""
                  }</div>`
                : ""
            }</div></li>`,
        )
        .join("")}</ol>`,
      "wide",
    ),
  experience: (s) => part(no(s.id), s.id, s.heading, entries(s.items)),
  education: (s) => part(no(s.id), s.id, s.heading, entries(s.items)),
  services: (s) =>
    part(
      no(s.id),
      s.id,
      s.heading,
      `<ul class="svc">${s.items.map((i) => `<li>${iconSvg(i.icon)}<h3>${e(i.title)}</h3>${para(i.description, "d")}</li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    part(
      no(s.id),
      s.id,
      s.heading,
      `<ol class="rows">${s.items.map((a) => `<li>${line(`<strong>${e(a.title)}</strong>`, a.date)}${para(a.description, "d")}</li>`).join("")}</ol>`,
    ),
  testimonials: (s) =>
    part(
      no(s.id),
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="q"><blockquote><p>${e(t.quote)}</p></blockquote><figcaption>${t.name ? `${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}` : ""}${rating(t.rating, t.ratingLabel)}</figcaption></figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    part(
      no(s.id),
      s.id,
      s.heading,
      `${para(s.block.description, "big")}${
        s.block.facts.length
          ? `<dl class="terms">${s.block.facts.map((f) => `<div class="ln"><dt class="what">${e(f.label)}</dt><dd class="when">${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p><a class="btn" ${linkTarget(s.block.cta)}>${e(s.block.cta.label)}</a></p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    part(
      no(s.id),
      s.id,
      s.heading,
      `${para(s.block.description, "d")}${renderContactForm(s.block, page.strings, "form")}`,
    ),
  resume: (s) => part(no(s.id), s.id, s.heading, `<p>${textLink(s.link, "tl big")}</p>`),
});

/** How many entries a part holds, for the index (nothing for the parts that are a single block). */
const countOf = (s: PageSection) => ("items" in s ? s.items.length : 0);

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const index = [
    ...page.sections.map((s) => ({ id: s.id, heading: s.heading, count: countOf(s) })),
    { id: c.id, heading: c.heading, count: 0 },
  ];
  const numbers = new Map<string, string>(index.map((x, i) => [x.id, num(i + 1, page.lang)]));
  const no = (id: string) => numbers.get(id) ?? "";

  const portrait = h.photo
    ? `<div class="ph">${avatarImg(h.photo, 160)}</div>`
    : `<div class="ph mono" aria-hidden="true">${e(h.initials)}</div>`;
  const toc = `<nav class="toc" aria-label="${e(page.strings.sectionsNav)}"><ol>${index
    .map(
      (x) =>
        `<li><a href="#${x.id}"><span class="no">${no(x.id)}</span><span class="t">${e(x.heading)}</span>${
          x.count > 1 ? `<span class="ct" aria-hidden="true">${num(x.count, page.lang)}</span>` : ""
        }</a></li>`,
    )
    .join("")}</ol></nav>`;
  // An index of one or two entries is no index: it is drawn from three parts up.
  const head = `<header class="head">${portrait}<h1>${e(h.name)}</h1>${para(h.title, "role")}${para(h.bio, "bio")}${para(h.location, "loc")}${index.length > 2 ? toc : ""}</header>`;

  const [first, ...rest] = c.links;
  const contact = part(
    no(c.id),
    c.id,
    c.heading,
    c.links.length
      ? `${first ? `<p class="reach">${textLink(first, "tl huge")}</p>` : ""}${
          rest.length ? `<ul class="also">${rest.map((l) => `<li>${textLink(l)}</li>`).join("")}</ul>` : ""
        }${para(c.location, "d")}`
      : `${para(c.emptyText, "d")}${para(c.location, "d")}`,
  );
  const body = renderSections(page, sectionsFor(no)).join("\n");

  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `<div class="book">${head}<main id="main">${body}${contact}</main>${footer}</div>`;
}

export const minimalistWhiteTheme = defineTheme({
  meta: minimalistWhiteMeta,
  renderBody,
  css: minimalistWhiteCss,
});
