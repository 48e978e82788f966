import { rtlLanguages, socialNetworks, type PortfolioContent, type SocialNetwork } from "@foliocraft/schemas";
import { resolveThemeId } from "./catalog";
import { escapeHtml as e, jsonForScript, safeHref } from "./escape";
import { iconSvg } from "./icons";
import { themeCss } from "./styles";
import { getTheme } from "./theme-catalog";

/** Options of `renderSite`: everything outside the content that changes the output (no clock: pass the year). */
export interface RenderOptions {
  theme?: unknown;
  showPoweredBy: boolean;
  poweredByUrl: string;
  canonicalUrl?: string;
  contactEndpoint?: string;
  assetBase?: "";
  year: number;
}

/** One file of a rendered static site. */
export interface SiteFile {
  path: string;
  contents: string | Uint8Array;
  contentType: string;
}

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

function head(c: PortfolioContent, options: RenderOptions, title: string, description: string): string {
  const canonical = safeHref(options.canonicalUrl);
  const picture = safeHref(c.personal.profilePicture);
  const sameAs = socialNetworks.map((n) => c.social[n]).filter((u): u is string => !!safeHref(u));
  const person: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: c.personal.fullName,
  };
  if (c.personal.title) person.jobTitle = c.personal.title;
  if (c.personal.email) person.email = c.personal.email;
  if (picture) person.image = c.personal.profilePicture;
  if (options.canonicalUrl && canonical) person.url = options.canonicalUrl;
  if (sameAs.length) person.sameAs = sameAs;
  return [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(description)}">`,
    c.allowIndexing ? "" : `<meta name="robots" content="noindex, nofollow">`,
    canonical ? `<link rel="canonical" href="${canonical}">` : "",
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(description)}">`,
    canonical ? `<meta property="og:url" content="${canonical}">` : "",
    picture ? `<meta property="og:image" content="${picture}">` : "",
    `<meta name="twitter:card" content="${picture ? "summary_large_image" : "summary"}">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(description)}">`,
    `<link rel="icon" href="favicon.svg" type="image/svg+xml">`,
    `<link rel="stylesheet" href="styles.css">`,
    `<script type="application/ld+json">${jsonForScript(person)}</script>`,
  ]
    .filter(Boolean)
    .join("\n");
}

function stars(rating: number): string {
  const n = Math.max(1, Math.min(5, Math.round(rating)));
  return `<p class="stars"><span aria-hidden="true">${"★".repeat(n)}${"☆".repeat(5 - n)}</span><span class="sr-only">Rated ${n} out of 5</span></p>`;
}

function body(c: PortfolioContent, options: RenderOptions, layout: string): string {
  const p = c.personal;
  const name = p.fullName || "Portfolio";
  const picture = safeHref(p.profilePicture);
  const parts: string[] = [];
  if (c.skills.length) {
    parts.push(
      section("skills", "Skills", `<ul class="tags">${c.skills.map((s) => `<li>${e(s)}</li>`).join("")}</ul>`),
    );
  }
  if (c.projects.length) {
    const cards = c.projects.map((pr) => {
      const img = safeHref(pr.imageUrl);
      return `<article class="card">${img ? `<img class="project-img" src="${img}" alt="" width="640" height="360" loading="lazy">` : ""}<h3>${e(pr.title)}</h3>${para(pr.description)}${
        pr.technologies.length ? `<ul class="tags">${pr.technologies.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : ""
      }<p class="links">${link(safeHref(pr.githubUrl), "GitHub")}${link(safeHref(pr.liveUrl), "Live Demo", "btn")}</p></article>`;
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
    parts.push(
      section(
        "contact-form",
        f.formTitle || "Send a message",
        `${para(f.description)}<form class="card" method="post" action="${endpoint}"><label for="cf-name">Name</label><input id="cf-name" name="name" type="text" required maxlength="100" autocomplete="name"><label for="cf-email">Email</label><input id="cf-email" name="email" type="email" required maxlength="254" autocomplete="email"><label for="cf-message">Message</label><textarea id="cf-message" name="message" required maxlength="5000" rows="5"></textarea><button class="btn" type="submit">Send</button></form>`,
      ),
    );
  }
  const resume = c.resume.enabled ? safeHref(c.resume.url) : undefined;
  if (resume) parts.push(section("resume", "Resume", `<p>${link(resume, "Download resume", "btn")}</p>`));

  const tel = p.phone ? safeHref(`tel:${p.phone.replace(/\s+/g, "")}`) : undefined;
  const contactLinks = [
    mailto ? link(mailto, p.email, "btn") : "",
    // Non-breaking spaces keep a phone number on one line.
    tel ? link(tel, p.phone.replace(/ /g, "\u00a0")) : "",
    ...socialNetworks.map((n) => link(safeHref(c.social[n]), socialLabels[n])),
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
  const powered = options.showPoweredBy
    ? ` · <a href="${safeHref(options.poweredByUrl) ?? "https://github.com/foliocraft"}" rel="noopener">Powered by Foliocraft</a>`
    : "";
  const footer = `<footer><div class="wrap"><p>© ${options.year} ${e(name)}${powered}</p></div></footer>`;
  return `<a class="skip" href="#main">Skip to content</a><div class="page">${hero}<main id="main" class="wrap">${about}${parts.join("\n")}</main></div>${footer}`;
}

function favicon(c: PortfolioContent, accent: string, accentText: string): string {
  const initial = (c.personal.fullName.trim()[0] ?? "F").toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${e(accent)}"/><text x="32" y="44" font-size="36" text-anchor="middle" font-family="system-ui,sans-serif" fill="${e(accentText)}">${e(initial)}</text></svg>\n`;
}

function documentShell(lang: string, headHtml: string, bodyHtml: string): string {
  const dir = (rtlLanguages as readonly string[]).includes(lang) ? "rtl" : "ltr";
  return `<!DOCTYPE html>\n<html lang="${e(lang)}" dir="${dir}">\n<head>\n${headHtml}\n</head>\n<body>\n${bodyHtml}\n</body>\n</html>\n`;
}

/** Renders a portfolio to the files of a static site; pure and deterministic (the year comes from options). */
export function renderSite(content: PortfolioContent, options: RenderOptions): { files: SiteFile[] } {
  const theme = getTheme(resolveThemeId(options.theme));
  const name = content.personal.fullName || "Portfolio";
  const title = content.seo.title || [name, content.personal.title].filter(Boolean).join(" — ");
  const description =
    content.seo.description || content.personal.bio || content.personal.about.slice(0, 160) || `Portfolio of ${name}`;
  const index = documentShell(
    content.language,
    head(content, options, title, description),
    body(content, options, theme.layout),
  );
  const notFound = documentShell(
    content.language,
    `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>Page not found</title>\n<link rel="stylesheet" href="styles.css">`,
    `<main id="main" class="wrap hero"><h1>Page not found</h1><p>This page does not exist.</p><p><a class="btn" href="index.html">Back to ${e(name)}</a></p></main>`,
  );
  const robots = content.allowIndexing ? "User-agent: *\nAllow: /\n" : "User-agent: *\nDisallow: /\n";
  return {
    files: [
      { path: "index.html", contents: index, contentType: "text/html; charset=utf-8" },
      { path: "styles.css", contents: themeCss(theme), contentType: "text/css; charset=utf-8" },
      { path: "404.html", contents: notFound, contentType: "text/html; charset=utf-8" },
      { path: "robots.txt", contents: robots, contentType: "text/plain; charset=utf-8" },
      {
        path: "favicon.svg",
        contents: favicon(content, theme.colors.accent, theme.colors.accentText),
        contentType: "image/svg+xml",
      },
    ],
  };
}

/** The server's 404 page for an unknown username (spec §2); unstyled so it needs no asset and no inline style (CSP). */
export function renderNotFoundPage(username: string, options: { year?: number } = {}): string {
  void options;
  return documentShell(
    "en",
    `<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>Portfolio Not Found</title>`,
    `<main><h1>Portfolio Not Found</h1><p>The portfolio for "${e(username)}" could not be found.</p></main>`,
  );
}
