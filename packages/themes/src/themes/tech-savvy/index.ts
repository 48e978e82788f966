import { iconSvg } from "../../icons";
import type { PageLink, PageModel, PageSectionId, TimelineItem } from "../../page-model";
import { renderContactForm } from "../../render-contact-form";
import { renderSections, type SectionRenderers } from "../../shared/compose";
import { avatarImg, e, linkTarget, para, projectImg, stars, entryDetails } from "../../shared/html";
import { defineTheme } from "../../theme-module";
import { techSavvyMeta } from "./meta";
import { techSavvyCss } from "./styles";

// Tech Savvy: the page is a terminal window. A title bar (three lights, the owner's handle), a prompt before each
// section that "runs" it (decorative, hidden from assistive technology, built from the section's id), and each
// section drawn as that command's output: `ls` for skills, `git log --graph` for the career, `tree` for projects,
// `ls -l` for services. A tmux-like status bar holds the section index. Monospace throughout.

/** The decorative command that prints a section, made of its id (never prose, so never untranslated English). */
const commands: Record<PageSectionId | "contact", [string, string]> = {
  about: ["cat", "about.md"],
  skills: ["ls", "skills/"],
  projects: ["tree", "projects/"],
  experience: ["git log --graph", "experience"],
  education: ["git log --graph", "education"],
  services: ["ls -l", "services/"],
  achievements: ["cat", "achievements.log"],
  testimonials: ["cat", "testimonials/*"],
  "hire-me": ["./hire-me", "--status"],
  "contact-form": ["./contact-form", ""],
  resume: ["curl -O", "resume.pdf"],
  contact: ["cat", "contact.vcf"],
  "skill-groups": ["ls -R", "skills/"],
  volunteer: ["git log --graph", "volunteer"],
  certificates: ["ls", "certificates/"],
  publications: ["cat", "publications.bib"],
  languages: ["locale", "-a"],
  interests: ["ls", "interests/"],
  references: ["cat", "references/*"],
};

/** A prompt line: `~ $ cmd arg`, kept left to right inside an Arabic page, hidden from screen readers. */
const prompt = (cmd: string, arg = "") =>
  `<p class="ps" aria-hidden="true"><bdi dir="ltr"><span class="ps-d">~</span> <span class="ps-s">$</span> <span class="ps-c">${cmd}</span>${arg ? ` ${arg}` : ""}</bdi></p>`;

const out = (id: PageSectionId | "contact", heading: string, body: string) => {
  const [cmd, arg] = commands[id];
  return `<section id="${id}" class="out" aria-labelledby="${id}-h">${prompt(cmd, arg)}<h2 id="${id}-h">${e(heading)}</h2>${body}</section>`;
};

/** A short, stable, fake commit hash for a career entry (decoration). */
function sha(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0").slice(0, 7);
}

const link = (l: PageLink) =>
  `<a class="${l.emphasis === "primary" ? "k k-go" : "k"}" ${linkTarget(l)}>${e(l.label)}</a>`;

const acts = (links: PageLink[]) => (links.length ? `<p class="acts">${links.map(link).join("")}</p>` : "");

const gitLog = (items: TimelineItem[]) =>
  `<ol class="git">${items
    .map(
      (x, i) =>
        `<li><p class="sha" aria-hidden="true"><bdi dir="ltr">${sha(x.title + x.place + x.period)}${i === 0 ? ` <span class="ref">(HEAD)</span>` : ""}</bdi></p><h3>${e(x.title || x.place)}${
          x.title && x.place ? ` <span class="at">@ ${e(x.place)}</span>` : ""
        }</h3>${para(x.period, "date")}${para(x.description)}${entryDetails(x)}</li>`,
    )
    .join("")}</ol>`;

const sections: SectionRenderers = {
  about: (s) => out(s.id, s.heading, `<div class="prose">${para(s.text)}</div>`),
  skills: (s) => out(s.id, s.heading, `<ul class="ls">${s.items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`),
  projects: (s) =>
    out(
      s.id,
      s.heading,
      `<p class="root" aria-hidden="true"><bdi dir="ltr">projects/</bdi></p><ol class="tree">${s.items
        .map(
          (p) =>
            `<li class="${p.image ? "node has-img" : "node"}"><div class="node-txt"><h3>${e(p.title)}</h3>${para(p.description)}${entryDetails(p)}${
              p.technologies.length
                ? `<ul class="tech">${p.technologies.map((t) => `<li>${e(t)}</li>`).join("")}</ul>`
                : ""
            }${acts(p.links)}</div>${p.image ? `<div class="shot">${projectImg(p.image)}</div>` : ""}</li>`,
        )
        .join("")}</ol>`,
    ),
  experience: (s) => out(s.id, s.heading, gitLog(s.items)),
  education: (s) => out(s.id, s.heading, gitLog(s.items)),
  services: (s) =>
    out(
      s.id,
      s.heading,
      `<ul class="ll">${s.items
        .map(
          (i) =>
            `<li><span class="perm" aria-hidden="true">-rwxr-xr-x</span>${iconSvg(i.icon)}<h3>${e(i.title)}</h3>${para(i.description)}</li>`,
        )
        .join("")}</ul>`,
    ),
  achievements: (s) =>
    out(
      s.id,
      s.heading,
      `<ul class="log">${s.items
        .map(
          (a) =>
            `<li>${a.date ? `<p class="stamp">${e(a.date)}</p>` : ""}<div><h3>${e(a.title)}</h3>${para(a.description)}</div></li>`,
        )
        .join("")}</ul>`,
    ),
  testimonials: (s) =>
    out(
      s.id,
      s.heading,
      `<div class="quotes">${s.items
        .map(
          (t) =>
            `<figure class="mail">${stars(t.rating, t.ratingLabel)}<blockquote><p>${e(t.quote)}</p></blockquote>${
              t.name ? `<figcaption>${e(t.name)}${t.role ? `<span>, ${e(t.role)}</span>` : ""}</figcaption>` : ""
            }</figure>`,
        )
        .join("")}</div>`,
    ),
  "hire-me": (s) =>
    out(
      s.id,
      s.heading,
      `<div class="svc-status">${s.block.description ? `<p class="up">${e(s.block.description)}</p>` : ""}${
        s.block.facts.length
          ? `<dl class="kv">${s.block.facts.map((f) => `<div><dt>${e(f.label)}</dt><dd>${e(f.value)}</dd></div>`).join("")}</dl>`
          : ""
      }${s.block.cta ? `<p class="acts">${link({ ...s.block.cta, emphasis: "primary" })}</p>` : ""}</div>`,
    ),
  "contact-form": (s, page) =>
    out(s.id, s.heading, `${para(s.block.description)}${renderContactForm(s.block, page.strings, "form")}`),
  resume: (s) =>
    out(
      s.id,
      s.heading,
      `<p class="dl" aria-hidden="true"><bdi dir="ltr">[<span class="bar-fill"></span>] 100%</bdi></p><p class="acts">${link({ ...s.link, emphasis: "primary" })}</p>`,
    ),
};

/** The owner's handle for the window title: the name in lower case, words joined by hyphens. */
const handle = (name: string) =>
  name
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join("-");

function renderBody(page: PageModel): string {
  const h = page.hero;
  const c = page.contact;
  const who = handle(h.name) || h.initials.toLocaleLowerCase();
  const bar = `<div class="titlebar" aria-hidden="true"><span class="lights"><i></i><i></i><i></i></span><span class="wtitle"><bdi>${e(who)}</bdi> — ~</span></div>`;
  const photo = h.photo
    ? `<div class="pic">${avatarImg(h.photo, 160)}</div>`
    : `<div class="pic mono" aria-hidden="true"><span>${e(h.initials)}</span></div>`;
  const swatches = `<p class="swatches" aria-hidden="true">${"<i></i>".repeat(6)}</p>`;
  const hero = `<header class="hero">${prompt("whoami")}<div class="fetch">${photo}<div class="id"><h1>${e(h.name)}<span class="cur" aria-hidden="true"></span></h1>${para(h.title, "role")}${para(h.bio, "bio")}${para(h.location, "loc")}${swatches}</div></div></header>`;
  // The index of the sections actually shown, drawn as a tmux status line at the foot of the window.
  const index = [...page.sections.map((s) => ({ id: s.id, heading: s.heading })), { id: c.id, heading: c.heading }];
  const nav = `<nav class="tmux" aria-label="${e(page.strings.sectionsNav)}"><span class="sess" aria-hidden="true"><bdi>${e(who)}</bdi></span><ul>${index
    .map((s, i) => `<li><a href="#${s.id}"><span aria-hidden="true">${i}:</span>${e(s.heading)}</a></li>`)
    .join("")}</ul></nav>`;
  const contact = out(
    c.id,
    c.heading,
    `${c.links.length ? `<ul class="vcf">${c.links.map((l) => `<li>${link(l)}</li>`).join("")}</ul>` : para(c.emptyText, "muted")}${para(c.location, "muted loc")}`,
  );
  const f = page.footer;
  const footer = `<footer class="foot">${prompt("exit")}<p>${e(f.copyright)}${f.poweredBy ? ` · <a href="${f.poweredBy.href}" rel="noopener">${e(f.poweredBy.label)}</a>` : ""}</p></footer>`;
  return `<div class="desk"><div class="win">${bar}${hero}${nav}<main id="main">${renderSections(page, sections).join("\n")}${contact}</main>${footer}</div></div>`;
}

export const techSavvyTheme = defineTheme({
  meta: techSavvyMeta,
  renderBody,
  css: techSavvyCss,
});
