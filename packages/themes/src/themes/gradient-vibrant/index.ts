import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSection, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { gradientVibrantMeta } from "./meta";
import { gradientVibrantCss } from "./styles";

// Gradient Vibrant: a poster, then bands. The first screen is a full-viewport poster: the name in huge bold display
// type, one word a line, on a many-stop gradient of the accent's hues, the portrait cut out like a sticker. Every
// section after it is a full-bleed band in a strong colour (ink, accent, a hue-turned accent, a light tint, in turn)
// with its number set huge; the projects are large zig-zag rows on the paper, a big coloured type block standing in
// for a missing image.

type Tone = "ink" | "accent" | "tint" | "shift";
const cycle: Tone[] = ["ink", "accent", "tint", "shift"];

const btn = (l: PageLink, primary = l.emphasis === "primary") =>
  `<a class="${primary ? "btn" : "btn btn-line"}" ${linkTarget(l)}>${e(l.label)}</a>`;

const band = (id: string, heading: string, tone: Tone | "paper", body: string, cls = "") =>
  `<section id="${id}" class="band tone-${tone}${cls ? ` ${cls}` : ""}" aria-labelledby="${id}-h"><div class="in"><div class="head"><h2 id="${id}-h">${e(heading)}</h2></div>${body}</div></section>`;

const rows = (items: TimelineItem[]) =>
  `<ol class="rows">${items
    .map(
      (x) =>
        `<li><p class="big-meta">${e(x.period)}</p><div><h3>${e(x.title || x.place)}</h3>${
          x.title && x.place ? `<p class="at">${e(x.place)}</p>` : ""
        }${para(x.description)}${entryDetails(x)}</div></li>`,
    )
    .join("")}</ol>`;

/** Each section's drawing; `tone` is the band colour the page gives it (projects always sit on the paper). */
const sections = (tone: (s: PageSection) => Tone): SectionRenderers => ({
  about: (s) => band(s.id, s.heading, tone(s), `<div class="statement">${para(s.text)}</div>`),
  skills: (s) =>
    band(s.id, s.heading, tone(s), `<ul class="words">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s) =>
    band(
      s.id,
      s.heading,
      "paper",
      `<ol class="zig">${s.items
        .map(
          (p) =>
            `<li>${p.image ? `<div class="art">${projectImg(p.image)}</div>` : `<div class="art art-type" aria-hidden="true"></div>`}<div class="copy"><h3>${e(p.title)}</h3>${para(
              p.description,
            )}${entryDetails(p)}${p.technologies.length ? `<ul class="tags">${p.technologies.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : ""}${
              p.links.length ? `<p class="acts">${p.links.map((l) => btn(l)).join("")}</p>` : ""
            }</div></li>`,
        )
        .join("")}</ol>`,
    ),
  experience: (s) => band(s.id, s.heading, tone(s), rows(s.items)),
  education: (s) => band(s.id, s.heading, tone(s), rows(s.items)),
  services: (s) =>
    band(
      s.id,
      s.heading,
      tone(s),
      `<ul class="trio">${s.items.map((i) => `<li>${iconSvg(i.icon)}<h3>${e(i.title)}</h3>${para(i.description)}</li>`).join("")}</ul>`,
    ),
  achievements: (s) =>
    band(
      s.id,
      s.heading,
      tone(s),
      `<ol class="rows">${s.items.map((a) => `<li><p class="big-meta">${e(a.date)}</p><div><h3>${e(a.title)}</h3>${para(a.description)}</div></li>`).join("")}</ol>`,
    ),
  testimonials: (s) =>
    band(
      s.id,
      s.heading,
      tone(s),
      s.items
        .map(
          (t) =>
            `<figure class="shout"><blockquote><p>${e(t.quote)}</p></blockquote>${stars(t.rating, t.ratingLabel)}${
              t.name
                ? `<figcaption><strong>${e(t.name)}</strong>${t.role ? ` <span>${e(t.role)}</span>` : ""}</figcaption>`
                : ""
            }</figure>`,
        )
        .join(""),
    ),
  "hire-me": (s) =>
    band(
      s.id,
      s.heading,
      tone(s),
      `${para(s.block.description, "statement-s")}${
        s.block.facts.length
          ? `<dl class="facts">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="acts">${btn(s.block.cta, true)}</p>` : ""}`,
    ),
  "contact-form": (s, page) =>
    band(
      s.id,
      s.heading,
      tone(s),
      `<div class="split">${para(s.block.description, "statement-s")}${renderContactForm(s.block, page.strings, "form")}</div>`,
    ),
  resume: (s) => band(s.id, s.heading, tone(s), `<p class="acts">${btn(s.link, true)}</p>`, "short"),
});

// The longest word of the name sets the poster's type size (class n4…n16), so a long name still fits a phone.
function nameSize(name: string): number {
  const longest = Math.max(...name.split(/\s+/).map((w) => [...w].length));
  return Math.min(16, Math.max(4, longest));
}

const navIds: PageSection["id"][] = ["about", "projects", "experience", "services"];

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const toneOf = new Map<string, Tone>();
  page.sections.filter((s) => s.id !== "projects").forEach((s, i) => toneOf.set(s.id, cycle[i % cycle.length]!));
  const links = page.sections.filter((s) => navIds.includes(s.id));
  const nav = `<nav aria-label="${e(page.strings.sectionsNav)}"><ul>${links.map((s) => `<li><a href="#${s.id}">${e(s.heading)}</a></li>`).join("")}<li><a class="btn" href="#${c.id}">${e(c.heading)}</a></li></ul></nav>`;
  const words = h.name.split(/\s+/).filter(Boolean);
  const portrait = h.photo
    ? `<div class="sticker">${avatarImg(h.photo, 320)}</div>`
    : `<div class="sticker sticker-mono" aria-hidden="true"><span>${e(h.initials)}</span></div>`;
  const poster = `<header class="poster"><div class="bar"><span class="mark" aria-hidden="true">${e(h.initials)}</span>${nav}</div><div class="stack">${portrait}<h1 class="name n${nameSize(h.name)}">${words.map((w) => `<span>${e(w)}</span>`).join(" ")}</h1></div><div class="strap">${para(h.title, "role")}${para(h.bio, "bio")}${para(
    h.location,
    "loc",
  )}</div></header>`;
  const contact = `<section id="${c.id}" class="band finale" aria-labelledby="${c.id}-h"><div class="in"><h2 id="${c.id}-h">${e(c.heading)}</h2>${para(
    c.location,
    "loc",
  )}${c.links.length ? `<p class="acts">${c.links.map((l) => btn(l)).join("")}</p>` : para(c.emptyText, "statement-s")}</div></section>`;
  const f = page.footer;
  const footer = `<footer class="foot"><p>${e(f.copyright)}</p>${f.poweredBy ? `<p><a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a></p>` : ""}</footer>`;
  const drawn = renderSections(
    page,
    sections((s) => toneOf.get(s.id) ?? "ink"),
  );
  return `${poster}<main id="main">${drawn.join("\n")}${contact}</main>${footer}`;
}

export const gradientVibrantTheme = defineTheme({
  meta: gradientVibrantMeta,
  renderBody,
  css: gradientVibrantCss,
});
