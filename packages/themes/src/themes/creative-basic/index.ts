import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSection, ProjectItem, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { creativeBasicMeta } from "./meta";
import { pack, spread } from "./pack";
import { creativeBasicCss } from "./styles";

// Creative Basic: the whole page is a bento grid of rounded tiles. The name sits on a big accent tile beside the
// photo (or a monogram) and a role tile; every section is a tile whose width depends on its kind and its length,
// packed in the portfolio's own order so no row is left with a hole (pack.ts); projects open into a band of their
// own tiles, one large. Six columns on a wide screen, a two-column mini-bento on a phone. Colours are the accent
// and two hues turned from it, as tints behind text and solid only where nothing is written on them.

type Size = { d: number; m: number };

const arrow = `<svg class="arr" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4 12 12 4M6 4h6v6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const pin = `<svg class="pin" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="10" r="2.5" fill="currentColor"/></svg>`;
// A playful eight-petal flower cut from one path: the hero tile's sticker.
const flower = `<svg class="flower" viewBox="0 0 100 100" aria-hidden="true" focusable="false"><path d="M50 0c8 14 14 20 28 15-5 14 1 20 15 27-14 8-20 14-15 28-14-5-20 1-28 15-8-14-14-20-28-15 5-14-1-20-15-28 14-7 20-13 15-27 14 5 20-1 28-15z"/><circle cx="50" cy="50" r="14"/></svg>`;

const cls = (s: Size) => `d${s.d} m${s.m}`;
const tile = (id: string, heading: string, body: string, size: Size, extra = "") =>
  `<section id="${id}" class="t t-${id} ${cls(size)}${extra}" aria-labelledby="${id}-h"><h2 id="${id}-h" class="lbl">${e(heading)}</h2>${body}</section>`;

const button = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "pill go" : "pill"}" ${linkTarget(l)}>${e(l.label)}${arrow}</a>`;
const stickers = (items: string[], small = false) =>
  items.length ? `<ul class="stk${small ? " stk-s" : ""}">${items.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : "";

const entries = (items: TimelineItem[]) =>
  `<ol class="ent">${items
    .map(
      (x) =>
        `<li>${x.period ? `<p class="when">${e(x.period)}</p>` : ""}<h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="at">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

/** The width a section asks for on the six-column grid (d) and the two-column phone grid (m), by kind and length. */
function sizeOf(s: PageSection): Size {
  switch (s.id) {
    case "about":
      return { d: s.text.length > 420 ? 6 : s.text.length > 110 ? 4 : 3, m: 2 };
    case "skills":
      return { d: s.items.length > 14 ? 4 : s.items.length > 5 ? 3 : 2, m: s.items.length > 3 ? 2 : 1 };
    case "projects":
      return { d: 6, m: 2 };
    case "services":
      return { d: Math.min(6, 2 * s.items.length), m: 2 };
    case "achievements":
      return { d: s.items.length > 1 ? 3 : 2, m: s.items.length > 1 ? 2 : 1 };
    case "testimonials":
      return { d: s.items.length > 2 ? 6 : s.items.length > 1 ? 4 : 3, m: 2 };
    case "resume":
      return { d: 2, m: 1 };
    default:
      return { d: 3, m: 2 };
  }
}

function project(p: ProjectItem, n: number, size: Size, big: boolean): string {
  const num = String(n).padStart(2, "0");
  // The large tile always has a picture: the project's image, else a cover drawn from its initial.
  const cover = p.image
    ? `<div class="shot">${projectImg(p.image)}</div>`
    : big
      ? `<div class="shot cover" aria-hidden="true"><span>${e([...p.title][0] ?? "")}</span></div>`
      : "";
  return `<article class="t pj ${cls(size)}${big ? " pj-big" : ""}${p.image && !big ? " pj-img" : ""}">${cover}<p class="num" aria-hidden="true">${num}</p><h3>${e(p.title)}</h3>${para(
    p.description,
  )}${entryDetails(p)}${stickers(p.technologies, true)}${p.links.length ? `<p class="acts">${p.links.map(button).join("")}</p>` : ""}</article>`;
}

function projects(s: PageSection & { id: "projects" }, size: Size): string {
  const [first, ...rest] = s.items;
  // Desktop: the label tile and the second project stacked beside the large first one, then the others spread in
  // rows of three. Phone: the label and the first full width, then pairs.
  const desk = rest.length ? [2, ...spread(rest.length - 1, 3, 6)] : [];
  const phone = rest.length ? spread(rest.length, 2, 2) : [];
  const label = `<div class="t pj-lbl d2 m2"><h2 id="projects-h">${e(s.heading)}</h2><p class="count" aria-hidden="true">${String(s.items.length).padStart(2, "0")}</p></div>`;
  const tiles = [
    first
      ? project(first, 1, { d: 4, m: 2 }, true).replace('class="t pj', `class="t pj${rest.length ? " tall" : ""}`)
      : "",
    ...rest.map((p, i) => project(p, i + 2, { d: desk[i] ?? 2, m: phone[i] ?? 1 }, false)),
  ];
  return `<section id="projects" class="band ${cls(size)}" aria-labelledby="projects-h">${label}${tiles.join("")}</section>`;
}

const sections = (sizes: Map<string, Size>): SectionRenderers => {
  const z = (id: string): Size => sizes.get(id) ?? { d: 3, m: 2 };
  return {
    about: (s) => tile(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`, z(s.id)),
    skills: (s) => tile(s.id, s.heading, stickers(s.items), z(s.id)),
    projects: (s) => projects(s, z(s.id)),
    experience: (s) => tile(s.id, s.heading, entries(s.items), z(s.id)),
    education: (s) => tile(s.id, s.heading, entries(s.items), z(s.id)),
    services: (s) =>
      tile(
        s.id,
        s.heading,
        `<ul class="svc">${s.items.map((i) => `<li><span class="ic">${iconSvg(i.icon)}</span><h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
        z(s.id),
      ),
    achievements: (s) =>
      tile(
        s.id,
        s.heading,
        `<ul class="ach">${s.items.map((a) => `<li>${a.date ? `<p class="big-date">${e(a.date)}</p>` : ""}<h3>${e(a.title)}</h3>${para(a.description)}</li>`).join("")}</ul>`,
        z(s.id),
      ),
    testimonials: (s) =>
      tile(
        s.id,
        s.heading,
        `<div class="qs">${s.items
          .map(
            (t) =>
              `<figure class="q"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
                t.name
                  ? `<figcaption><strong>${e(t.name)}</strong>${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>`
                  : ""
              }</figure>`,
          )
          .join("")}</div>`,
        z(s.id),
      ),
    "hire-me": (s) =>
      tile(
        s.id,
        s.heading,
        `${para(s.block.description, "lead")}${
          s.block.facts.length
            ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
            : ""
        }${s.block.cta ? `<p class="end"><a class="pill go" ${linkTarget(s.block.cta)}>${e(s.block.cta.label)}${arrow}</a></p>` : ""}`,
        z(s.id),
      ),
    "contact-form": (s, page) =>
      tile(s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`, z(s.id)),
    resume: (s) =>
      tile(
        s.id,
        s.heading,
        `<div class="paper" aria-hidden="true"></div><p class="end"><a class="big-link" ${linkTarget(s.link)}>${e(s.link.label)}${arrow}</a></p>`,
        z(s.id),
      ),
  };
};

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  // Every section's width, then the contact tile's, packed in page order on both grids.
  const wanted = [...page.sections.map(sizeOf), { d: 3, m: 2 }];
  const d = pack(
    wanted.map((s) => s.d),
    6,
  );
  const m = pack(
    wanted.map((s) => s.m),
    2,
  );
  const sizes = new Map<string, Size>(page.sections.map((s, i) => [s.id, { d: d[i]!, m: m[i]! }]));
  const contactSize = { d: d.at(-1)!, m: m.at(-1)! };

  const hasRole = !!(h.title || h.location);
  const photo = `<div class="t t-photo${hasRole ? "" : " solo"}${h.photo ? "" : " mono"}">${
    h.photo ? avatarImg(h.photo, 400) : `<span aria-hidden="true">${e(h.initials)}</span>`
  }</div>`;
  const role = hasRole
    ? `<div class="t t-role">${para(h.title, "title")}${h.location ? `<p class="loc">${pin}${e(h.location)}</p>` : ""}</div>`
    : "";
  const hero = `<header class="t t-hero${hasRole ? " tall" : ""}">${flower}<h1>${e(h.name)}</h1>${para(h.bio, "bio")}</header>${photo}${role}`;

  const primary = c.links.filter((l) => l.kind === "email" || l.kind === "phone");
  const others = c.links.filter((l) => l.kind !== "email" && l.kind !== "phone");
  const contact = `<section id="contact" class="t t-contact ${cls(contactSize)}" aria-labelledby="contact-h"><h2 id="contact-h" class="lbl">${e(c.heading)}</h2>${
    c.links.length
      ? `${primary.length ? `<ul class="big">${primary.map((l) => `<li><a ${linkTarget(l)}>${e(l.label)}</a></li>`).join("")}</ul>` : ""}${
          others.length
            ? `<ul class="soc">${others.map((l) => `<li><a class="pill" ${linkTarget(l)}>${e(l.label)}${arrow}</a></li>`).join("")}</ul>`
            : ""
        }`
      : para(c.emptyText, "lead")
  }${para(c.location, "where")}</section>`;

  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  return `<div class="page"><main id="main" class="bento">${hero}${renderSections(page, sections(sizes)).join("\n")}${contact}</main>${footer}</div>`;
}

export const creativeBasicTheme = defineTheme({
  meta: creativeBasicMeta,
  renderBody,
  css: creativeBasicCss,
});
