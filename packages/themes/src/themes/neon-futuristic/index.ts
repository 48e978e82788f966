import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSection, PageSectionId, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { neonFuturisticMeta } from "./meta";
import { neonFuturisticCss } from "./styles";

// Neon Futuristic: a cyberpunk HUD. A faint grid and scanlines behind everything, a sticky command strip with the
// section index, the hero as a readout (the name with a chromatic offset, status lines, counters made of the
// section headings, the portrait in a targeting reticle), then the sections as clipped-corner panels of different
// spans in a 12-column grid, packed two by two so every row is full. Skills are a matrix, the career a data log.

type Size = "full" | "major" | "minor";
const sizes: Record<PageSectionId | "contact", Size> = {
  about: "major",
  skills: "minor",
  projects: "full",
  experience: "major",
  education: "minor",
  services: "full",
  achievements: "minor",
  testimonials: "major",
  "hire-me": "minor",
  "contact-form": "major",
  resume: "minor",
  contact: "major",
  "skill-groups": "major",
  volunteer: "major",
  certificates: "minor",
  publications: "major",
  languages: "minor",
  interests: "minor",
  references: "major",
};

/**
 * Column spans (of 12) for the panels in page order: a full-width section alone, the others two by two (a major
 * beside a minor, 7/5 then 8/4 for rhythm), one left without a partner takes the whole row.
 */
function spans(ids: (PageSectionId | "contact")[]): number[] {
  const out: number[] = [];
  let pair = 0;
  for (let i = 0; i < ids.length; i++) {
    const a = sizes[ids[i]!];
    const next = ids[i + 1];
    const b = next ? sizes[next] : undefined;
    if (a === "full" || !b || b === "full") {
      out.push(12);
      continue;
    }
    const wide = pair++ % 2 ? 8 : 7;
    if (a === b) out.push(6, 6);
    else out.push(a === "major" ? wide : 12 - wide, a === "major" ? 12 - wide : wide);
    i++;
  }
  return out;
}

const two = (n: number) => String(n).padStart(2, "0");

/** A stable hexadecimal code for the readout's signal line (decoration). */
function code(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).toUpperCase().padStart(8, "0");
}

/** Where a section sits: its column span and its number in the index. */
type Place = (id: PageSectionId | "contact") => [span: number, n: number];

const panel = (place: Place, id: PageSectionId | "contact", heading: string, body: string, cls = "panel") => {
  const [span, n] = place(id);
  return `<section id="${id}" class="${cls} s${span}" aria-labelledby="${id}-h"><header class="ph"><span class="pn" aria-hidden="true">${two(n)}</span><h2 id="${id}-h">${e(heading)}</h2></header>${body}</section>`;
};

const button = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "btn" : "btn btn-ghost"}" ${linkTarget(l)}>${e(l.label)}</a>`;

const chips = (items: string[], cls = "chips") =>
  items.length ? `<ul class="${cls}">${items.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : "";

const dataLog = (items: TimelineItem[]) =>
  `<ol class="log">${items
    .map(
      (x) =>
        `<li><p class="t">${e(x.period)}</p><div><h3>${e(x.title || x.place)}</h3>${x.title ? para(x.place, "org") : ""}${para(x.description)}${entryDetails(x)}</div></li>`,
    )
    .join("")}</ol>`;

const sectionsOf = (at: Place): SectionRenderers => ({
  about: (s) => panel(at, s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) =>
    panel(
      at,
      s.id,
      s.heading,
      `<ul class="matrix">${s.items.map((i, k) => `<li><span aria-hidden="true">${two(k + 1)}</span>${e(i)}</li>`).join("")}</ul>`,
    ),
  projects: (s) =>
    panel(
      at,
      s.id,
      s.heading,
      `<div class="mods">${s.items
        .map(
          (p, k) =>
            `<article class="mod${p.image ? " mod-img" : ""}">${p.image ? `<div class="scope">${projectImg(p.image)}</div>` : ""}<p class="mod-n" aria-hidden="true">${two(k + 1)}</p><h3>${e(p.title)}</h3>${para(p.description)}${entryDetails(p)}${chips(p.technologies, "chips chips-sm")}${
              p.links.length ? `<p class="acts">${p.links.map(button).join("")}</p>` : ""
            }</article>`,
        )
        .join("")}</div>`,
      "bay",
    ),
  experience: (s) => panel(at, s.id, s.heading, dataLog(s.items)),
  education: (s) => panel(at, s.id, s.heading, dataLog(s.items)),
  services: (s) =>
    panel(
      at,
      s.id,
      s.heading,
      `<ul class="svc">${s.items.map((i) => `<li><span class="ico">${iconSvg(i.icon)}</span><h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    panel(
      at,
      s.id,
      s.heading,
      `<ol class="log">${s.items.map((a) => `<li><p class="t">${e(a.date)}</p><div><h3>${e(a.title)}</h3>${para(a.description)}</div></li>`).join("")}</ol>`,
    ),
  testimonials: (s) =>
    panel(
      at,
      s.id,
      s.heading,
      s.items
        .map(
          (t) =>
            `<figure class="tx">${stars(t.rating, t.ratingLabel)}<blockquote><p>${e(t.quote)}</p></blockquote>${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    panel(
      at,
      s.id,
      s.heading,
      `${s.block.description ? `<p class="live">${e(s.block.description)}</p>` : ""}${
        s.block.facts.length
          ? `<dl class="read">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="acts">${button({ ...s.block.cta, emphasis: "primary" })}</p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    panel(at, s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) =>
    panel(
      at,
      s.id,
      s.heading,
      `<p class="acts">${button({ ...s.link, emphasis: "primary" })}</p><div class="bars" aria-hidden="true"></div>`,
    ),
});

/** The counters of the readout: how many items the list sections hold, labelled by their own headings. */
function counters(sections: PageSection[]): string {
  const counted = sections
    .filter((s): s is Extract<PageSection, { items: unknown[] }> => "items" in s)
    .filter((s) => ["projects", "experience", "skills", "services", "testimonials"].includes(s.id))
    .slice(0, 3);
  return counted.length
    ? `<ul class="count">${counted.map((s) => `<li><a href="#${s.id}"><strong>${two(s.items.length)}</strong><span>${e(s.heading)}</span></a></li>`).join("")}</ul>`
    : "";
}

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const ids = [...page.sections.map((s) => s.id), c.id];
  const span = spans(ids);
  const at: Place = (id) => {
    const i = ids.indexOf(id);
    return [span[i] ?? 12, i + 1];
  };
  const nav = `<nav class="strip" aria-label="${e(page.strings.sectionsNav)}"><span class="tag" aria-hidden="true">${e(h.initials)}</span><ul>${ids
    .map((id, i) => {
      const heading = id === "contact" ? c.heading : page.sections[i]!.heading;
      return `<li><a href="#${id}"><span aria-hidden="true">${two(i + 1)}</span>${e(heading)}</a></li>`;
    })
    .join("")}</ul></nav>`;
  const scope = h.photo
    ? `<div class="reticle"><div class="lens">${avatarImg(h.photo, 240)}</div></div>`
    : `<div class="reticle mono" aria-hidden="true"><span>${e(h.initials)}</span></div>`;
  const status = [
    h.title ? `<p class="st st-role">${e(h.title)}</p>` : "",
    h.location ? `<p class="st st-loc">${e(h.location)}</p>` : "",
  ].join("");
  const hero = `<header class="hero"><div class="readout"><p class="sig" aria-hidden="true"><i></i><span>${e(h.initials)}</span><span>0x${code(h.name)}</span></p><h1>${e(h.name)}</h1>${status}${para(h.bio, "bio")}${counters(page.sections)}</div><div class="id-panel">${scope}</div></header>`;
  const contact = panel(
    at,
    c.id,
    c.heading,
    `${c.links.length ? `<ul class="links">${c.links.map((l) => `<li>${l.emphasis === "primary" ? button(l) : `<a class="lnk" ${linkTarget(l)}>${e(l.label)}</a>`}</li>`).join("")}</ul>` : para(c.emptyText, "muted")}${para(c.location, "st st-loc")}`,
  );
  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}<div class="code" aria-hidden="true"></div></footer>`;
  return `${nav}<div class="hud">${hero}<main id="main">${renderSections(page, sectionsOf(at)).join("\n")}${contact}</main>${footer}</div>`;
}

export const neonFuturisticTheme = defineTheme({
  meta: neonFuturisticMeta,
  renderBody,
  css: neonFuturisticCss,
});
