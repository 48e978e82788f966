import { socialNetworks, type PortfolioContent, type SocialNetwork } from "@foliocraft/schemas";
import { contentHref, defaultAssetBase } from "./asset-links";
import { escapeHtml as e, safeHref } from "./escape";
import { iconSvg } from "./icons";
import { renderContactForm } from "./render-contact-form";
import type { RenderOptions } from "./render-options";
import { orderSections, renderedSection } from "./styling/section-order";

const socialLabels: Record<SocialNetwork, string> = {
  website: "Website",
  github: "GitHub",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  dribbble: "Dribbble",
  behance: "Behance",
  youtube: "YouTube",
  instagram: "Instagram",
  medium: "Medium",
  devto: "DEV",
  stackoverflow: "Stack Overflow",
  mastodon: "Mastodon",
};

const link = (href: string | undefined, label: string, cls = "btn btn-outline") =>
  href ? `<a class="${cls}" href="${href}" rel="noopener noreferrer">${e(label)}</a>` : "";

const section = (id: string, title: string, body: string) =>
  `<section id="${id}" aria-labelledby="${id}-h"><h2 id="${id}-h">${e(title)}</h2>${body}</section>`;

const para = (text: string, cls = "") => (text ? `<p${cls ? ` class="${cls}"` : ""}>${e(text)}</p>` : "");

function stars(rating: number): string {
  const n = Math.max(1, Math.min(5, Math.round(rating)));
  return `<p class="stars"><span aria-hidden="true">${"★".repeat(n)}${"☆".repeat(5 - n)}</span><span class="sr-only">Rated ${n} out of 5</span></p>`;
}

/** The `<body>` of index.html: skip link, hero, the non-empty sections, Contact (always) and the footer. */
export function renderBody(c: PortfolioContent, options: RenderOptions, layout: string): string {
  const assetBase = options.assetBase ?? defaultAssetBase;
  // URL fields of the content: an upload is linked from assetBase, anything else must be a safe web link.
  const url = (value: string | undefined) => contentHref(value, assetBase);
  const p = c.personal;
  const name = p.fullName || "Portfolio";
  const picture = url(p.profilePicture);
  const parts: string[] = [];
  if (c.skills.length) {
    parts.push(
      section("skills", "Skills", `<ul class="tags">${c.skills.map((s) => `<li>${e(s)}</li>`).join("")}</ul>`),
    );
  }
  if (c.projects.length) {
    const cards = c.projects.map((pr) => {
      const img = url(pr.imageUrl);
      return `<article class="card">${img ? `<img class="project-img" src="${img}" alt="" width="640" height="360" loading="lazy">` : ""}<h3>${e(pr.title)}</h3>${para(pr.description)}${
        pr.technologies.length ? `<ul class="tags">${pr.technologies.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : ""
      }<p class="links">${link(url(pr.githubUrl), "GitHub")}${link(url(pr.liveUrl), "Live Demo", "btn")}</p></article>`;
    });
    parts.push(section("projects", "Projects", `<div class="grid">${cards.join("")}</div>`));
  }
  const timelineClass = layout === "timeline" ? "timeline" : "";
  if (c.experience.length) {
    const items = c.experience.map(
      (x) =>
        `<article class="card"><h3>${e(x.title)}</h3><p class="muted">${e([x.company, x.period].filter(Boolean).join(" · "))}</p>${para(x.description)}</article>`,
    );
    parts.push(section("experience", "Experience", `<div class="${timelineClass}">${items.join("")}</div>`));
  }
  if (c.education.length) {
    const items = c.education.map(
      (x) =>
        `<article class="card"><h3>${e(x.degree)}</h3><p class="muted">${e([x.school, x.period].filter(Boolean).join(" · "))}</p>${para(x.description)}</article>`,
    );
    parts.push(section("education", "Education", `<div class="${timelineClass}">${items.join("")}</div>`));
  }
  if (c.services.length) {
    const items = c.services.map(
      (s) => `<article class="card">${iconSvg(s.icon)}<h3>${e(s.title)}</h3>${para(s.description)}</article>`,
    );
    parts.push(section("services", "Services", `<div class="grid">${items.join("")}</div>`));
  }
  if (c.achievements.length) {
    const items = c.achievements.map(
      (a) => `<article class="card"><h3>${e(a.title)}</h3>${para(a.date, "muted")}${para(a.description)}</article>`,
    );
    parts.push(section("achievements", "Achievements", items.join("")));
  }
  if (c.testimonials.length) {
    const items = c.testimonials.map(
      (t) =>
        `<figure class="card">${stars(t.rating)}<blockquote><p>${e(t.quote)}</p></blockquote><figcaption><strong>${e(t.name)}</strong>${
          t.title || t.company
            ? `<span class="muted"> — ${e([t.title, t.company].filter(Boolean).join(", "))}</span>`
            : ""
        }</figcaption></figure>`,
    );
    parts.push(section("testimonials", "Testimonials", `<div class="grid">${items.join("")}</div>`));
  }
  const mailto = p.email ? safeHref(`mailto:${p.email}`) : undefined;
  if (c.hireMe.enabled) {
    const h = c.hireMe;
    parts.push(
      section(
        "hire-me",
        h.sectionTitle || "Hire me",
        `<div class="card">${para(h.description)}${h.hourlyRate ? `<p><strong>Rate:</strong> ${e(h.hourlyRate)}</p>` : ""}${
          h.availability ? `<p><strong>Availability:</strong> ${e(h.availability)}</p>` : ""
        }${link(mailto ?? (c.contactForm.enabled && options.contactEndpoint ? "#contact-form" : undefined), h.ctaLabel || "Get in touch", "btn")}</div>`,
      ),
    );
  }
  const endpoint = safeHref(options.contactEndpoint);
  if (c.contactForm.enabled && endpoint) {
    const f = c.contactForm;
    const form = renderContactForm(f, endpoint, options.contactStatus);
    parts.push(section("contact-form", f.formTitle || "Send a message", `${para(f.description)}${form}`));
  }
  const resumeFile = c.resume.enabled ? url(c.resume.url) : undefined;
  // Counted through the server's redirect when it gives one; the file itself otherwise.
  const resume = resumeFile && (safeHref(options.resumeHref) ?? resumeFile);
  if (resume) parts.push(section("resume", "Resume", `<p>${link(resume, "Download resume", "btn")}</p>`));

  const tel = p.phone ? safeHref(`tel:${p.phone.replace(/\s+/g, "")}`) : undefined;
  const contactLinks = [
    mailto ? link(mailto, p.email, "btn") : "",
    // Non-breaking spaces keep a phone number on one line.
    tel ? link(tel, p.phone.replace(/ /g, "\u00a0")) : "",
    ...socialNetworks.map((n) => link(url(c.social[n]), socialLabels[n])),
  ].filter(Boolean);
  parts.push(
    section(
      "contact",
      "Contact",
      `${p.location ? `<p>${e(p.location)}</p>` : ""}${contactLinks.length ? `<p class="links">${contactLinks.join("")}</p>` : `<p class="muted">No contact details yet.</p>`}`,
    ),
  );

  const bio = p.bio || p.about;
  const hero = `<header class="hero"><div class="wrap">${
    picture ? `<img class="avatar" src="${picture}" alt="" width="120" height="120">` : ""
  }<div><h1>${e(name)}</h1>${para(p.title, "lead")}${para(bio)}</div></div></header>`;
  const about = p.about && p.bio ? section("about", "About", para(p.about)) : "";
  // The portfolio's section order and visibility (style.sections).
  const ordered = orderSections([about, ...parts].filter(Boolean).map(renderedSection), c.style.sections).map(
    (s) => s.html,
  );
  const powered = options.showPoweredBy
    ? ` · <a href="${safeHref(options.poweredByUrl) ?? "https://github.com/foliocraft"}" rel="noopener">Powered by Foliocraft</a>`
    : "";
  const footer = `<footer><div class="wrap"><p>© ${options.year} ${e(name)}${powered}</p></div></footer>`;
  return `<a class="skip" href="#main">Skip to content</a><div class="page">${hero}<main id="main" class="wrap">${ordered.join("\n")}</main></div>${footer}`;
}
