import {
  initialOf,
  itemHasContent,
  profileUrl,
  rtlLanguages,
  socialNetworkNames,
  socialNetworks,
  type LanguageCode,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { contentHref, defaultAssetBase, isAssetPath } from "./asset-links";
import { safeHref } from "./escape";
import { rendererStrings, fill } from "./i18n/dictionary";
import { formatInteger, formatPeriod, formatPeriodPart } from "./i18n/format";
import type { PageLink, PageModel, PageSection, TimelineItem } from "./page-model";
import type { RenderOptions } from "./render-options";
import { orderSections } from "./styling/section-order";
import type { ResumeSectionId } from "./page-model";

/** The product's name in "Powered by …" (a brand: the same in every language). */
const productName = "Foliocraft";

const trimmed = (value: string | undefined) => (value ?? "").trim();

/** The non-empty texts of a list, trimmed. */
const filledTexts = (values: readonly (string | undefined)[] | undefined) =>
  (values ?? []).map(trimmed).filter(Boolean);

/** A link's host name ("paystack.com"): the label of an entry's own link, the same in every language. */
function hostOf(href: string): string {
  try {
    return new URL(href.replace(/&amp;/g, "&")).hostname.replace(/^www\./, "");
  } catch {
    return href;
  }
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((w) => initialOf(w ?? ""))
    .join("")
    .toUpperCase();
}

/**
 * The page model of a portfolio: localised, filtered (an item with nothing to name it is left out, and a section
 * with no item left is too) and with every URL vetted. Themes draw only this.
 */
export function buildPageModel(c: PortfolioContent, options: RenderOptions): PageModel {
  const lang = c.language as LanguageCode;
  const s = rendererStrings(lang);
  const assetBase = options.assetBase ?? defaultAssetBase;
  // URL fields of the content: an upload is linked from assetBase, anything else must be a safe web link.
  const url = (value: string | undefined) => contentHref(value, assetBase);
  const period = (text: string) => formatPeriod(text, lang, s.present);
  const p = c.personal;
  const name = trimmed(p.fullName) || s.portfolio;
  const sections: PageSection[] = [];
  const bio = trimmed(p.bio) || trimmed(p.about);

  if (trimmed(p.about) && trimmed(p.bio)) sections.push({ id: "about", heading: s.sections.about, text: p.about });

  const skills = c.skills.filter(itemHasContent.skills);
  if (skills.length) sections.push({ id: "skills", heading: s.sections.skills, items: skills });

  const projects = c.projects.filter(itemHasContent.projects).map((pr) => {
    const facts = filledTexts([pr.period ? period(pr.period) : "", pr.entity, ...(pr.roles ?? [])]);
    const links: PageLink[] = [];
    const demo = url(pr.liveUrl);
    const source = url(pr.githubUrl);
    if (demo) links.push({ href: demo, label: s.liveDemo, emphasis: "primary", kind: "demo" });
    if (source) links.push({ href: source, label: s.sourceCode, emphasis: "secondary", kind: "source" });
    return {
      title: pr.title,
      description: pr.description,
      technologies: pr.technologies.filter(itemHasContent.skills),
      image: url(pr.imageUrl),
      links,
      ...(facts.length ? { details: facts } : {}),
      ...(filledTexts(pr.highlights).length ? { highlights: filledTexts(pr.highlights) } : {}),
    };
  });
  if (projects.length) sections.push({ id: "projects", heading: s.sections.projects, items: projects });

  // An entry's optional résumé parts, only those with something in them (an entry without any stays as it was).
  const entry = (
    base: Pick<TimelineItem, "title" | "place" | "period" | "description">,
    more: { details?: (string | undefined)[]; highlights?: string[]; tags?: string[]; href?: string },
  ): TimelineItem => {
    const details = filledTexts(more.details);
    const highlights = filledTexts(more.highlights);
    const tags = filledTexts(more.tags);
    const href = url(more.href);
    return {
      ...base,
      ...(details.length ? { details } : {}),
      ...(highlights.length ? { highlights } : {}),
      ...(tags.length ? { tags } : {}),
      ...(href ? { link: { href, label: hostOf(href), emphasis: "secondary", kind: "entry" } } : {}),
    };
  };

  const experience = c.experience
    .filter(itemHasContent.experience)
    .map((x) =>
      entry(
        { title: x.title, place: x.company, period: period(x.period), description: x.description },
        { details: [x.location, x.companyDescription], highlights: x.highlights, href: x.url },
      ),
    );
  if (experience.length) sections.push({ id: "experience", heading: s.sections.experience, items: experience });

  const education = c.education
    .filter(itemHasContent.education)
    .map((x) =>
      entry(
        { title: x.degree, place: x.school, period: period(x.period), description: x.description },
        { details: [x.score], tags: x.courses, href: x.url },
      ),
    );
  if (education.length) sections.push({ id: "education", heading: s.sections.education, items: education });

  const date = (text: string) => (trimmed(text) ? formatPeriodPart(text, lang, s.present) : "");
  const resumeLists: { id: ResumeSectionId; heading: string; items: TimelineItem[] }[] = [
    {
      id: "skill-groups",
      heading: s.sections.skillGroups,
      items: (c.skillGroups ?? [])
        .filter(itemHasContent.skillGroups)
        .map((g) => entry({ title: g.name, place: g.level, period: "", description: "" }, { tags: g.keywords })),
    },
    {
      id: "volunteer",
      heading: s.sections.volunteer,
      items: (c.volunteer ?? [])
        .filter(itemHasContent.volunteer)
        .map((v) =>
          entry(
            { title: v.position, place: v.organization, period: period(v.period), description: v.description },
            { highlights: v.highlights, href: v.url },
          ),
        ),
    },
    {
      id: "certificates",
      heading: s.sections.certificates,
      items: (c.certificates ?? [])
        .filter(itemHasContent.certificates)
        .map((x) => entry({ title: x.name, place: x.issuer, period: date(x.date), description: "" }, { href: x.url })),
    },
    {
      id: "publications",
      heading: s.sections.publications,
      items: (c.publications ?? [])
        .filter(itemHasContent.publications)
        .map((x) =>
          entry(
            { title: x.name, place: x.publisher, period: date(x.date), description: x.description },
            { href: x.url },
          ),
        ),
    },
    {
      id: "languages",
      heading: s.sections.languages,
      items: (c.languages ?? [])
        .filter(itemHasContent.languages)
        .map((l) => entry({ title: l.language, place: l.fluency, period: "", description: "" }, {})),
    },
    {
      id: "interests",
      heading: s.sections.interests,
      items: (c.interests ?? [])
        .filter(itemHasContent.interests)
        .map((i) => entry({ title: i.name, place: "", period: "", description: "" }, { tags: i.keywords })),
    },
    {
      id: "references",
      heading: s.sections.references,
      items: (c.references ?? [])
        .filter(itemHasContent.references)
        .map((r) => entry({ title: r.name, place: "", period: "", description: r.reference }, {})),
    },
  ];
  for (const list of resumeLists) if (list.items.length) sections.push(list);

  const services = c.services.filter(itemHasContent.services);
  if (services.length) sections.push({ id: "services", heading: s.sections.services, items: services });

  const achievements = c.achievements.filter(itemHasContent.achievements).map((a) => ({
    title: a.title,
    date: trimmed(a.date) ? formatPeriodPart(a.date, lang, s.present) : "",
    description: a.description,
  }));
  if (achievements.length) {
    sections.push({ id: "achievements", heading: s.sections.achievements, items: achievements });
  }

  const testimonials = c.testimonials.filter(itemHasContent.testimonials).map((t) => {
    const rating = Math.max(1, Math.min(5, Math.round(t.rating)));
    return {
      quote: t.quote,
      name: t.name,
      role: [t.title, t.company].filter((v) => trimmed(v)).join(", "),
      rating,
      ratingLabel: fill(s.rated, { rating: formatInteger(rating, lang), max: formatInteger(5, lang) }),
    };
  });
  if (testimonials.length) {
    sections.push({ id: "testimonials", heading: s.sections.testimonials, items: testimonials });
  }

  const mailto = trimmed(p.email) ? safeHref(`mailto:${p.email.trim()}`) : undefined;
  const endpoint = safeHref(options.contactEndpoint);
  const formShown = c.contactForm.enabled && !!endpoint;
  if (c.hireMe.enabled) {
    const h = c.hireMe;
    const facts = [
      { label: s.rate, value: h.hourlyRate },
      { label: s.availability, value: h.availability },
    ].filter((f) => trimmed(f.value));
    const ctaHref = mailto ?? (formShown ? "#contact-form" : undefined);
    const cta: PageLink | undefined = ctaHref
      ? { href: ctaHref, label: trimmed(h.ctaLabel) || s.getInTouch, emphasis: "primary", kind: "cta" }
      : undefined;
    // A hire-me block with nothing to say and nowhere to go is left out like any empty item.
    if (trimmed(h.description) || facts.length || cta) {
      sections.push({
        id: "hire-me",
        heading: trimmed(h.sectionTitle) || s.sections.hireMe,
        block: { description: h.description, facts, ...(cta ? { cta } : {}) },
      });
    }
  }

  if (formShown && endpoint) {
    const f = c.contactForm;
    sections.push({
      id: "contact-form",
      heading: trimmed(f.formTitle) || s.sections.contactForm,
      block: {
        description: f.description,
        endpoint,
        language: lang,
        ...(options.contactStatus ? { status: options.contactStatus } : {}),
        successMessage: trimmed(f.successMessage) || s.form.success,
      },
    });
  }

  // The generated résumé when the owner chose it and the page has one; their own file (uploaded or linked) otherwise.
  const generatedHref = c.resume.source === "generated" ? options.generatedResumeHref : undefined;
  // A file beside index.html (the ZIP's resume.pdf), or an absolute address (the hosted page's counting one).
  const generated = generatedHref && /^[\w-]+\.pdf$/.test(generatedHref) ? generatedHref : safeHref(generatedHref);
  const resumeFile = c.resume.enabled ? (generated ?? url(c.resume.url)) : undefined;
  // Counted by the server when it gives a counting address: an upload through it (it redirects to the file on its own
  // origin); a file elsewhere is linked directly and the click pings the address (it never redirects off-site). The
  // generated résumé's address counts by itself on the hosted page.
  const counter = safeHref(options.resumeHref);
  const uploaded = !generated && isAssetPath(c.resume.url);
  const resume = resumeFile && (generated ?? (uploaded ? (counter ?? resumeFile) : resumeFile));
  const ping = uploaded || generated ? undefined : counter;
  if (resume) {
    sections.push({
      id: "resume",
      heading: s.sections.resume,
      link: { href: resume, label: s.downloadResume, emphasis: "primary", kind: "resume", ...(ping ? { ping } : {}) },
    });
  }

  const tel = trimmed(p.phone) ? safeHref(`tel:${p.phone.replace(/\s+/g, "")}`) : undefined;
  const contactLinks: PageLink[] = [];
  if (mailto) contactLinks.push({ href: mailto, label: p.email.trim(), emphasis: "primary", kind: "email" });
  // Non-breaking spaces keep a phone number on one line.
  if (tel)
    contactLinks.push({
      href: tel,
      label: p.phone.trim().replace(/ /g, "\u00a0"),
      emphasis: "secondary",
      kind: "phone",
    });
  for (const network of socialNetworks) {
    const href = url(c.social[network]);
    if (!href) continue;
    const label = network === "website" ? s.website : socialNetworkNames[network];
    contactLinks.push({ href, label, emphasis: "secondary", kind: "social", network });
  }
  // Profiles on any network (SoundCloud, Keybase…), named as their owner wrote the network; a link already listed
  // among the social links is not repeated.
  for (const profile of (c.profiles ?? []).filter(itemHasContent.profiles)) {
    const href = url(profileUrl(profile.network, profile.username, profile.url));
    if (!href || contactLinks.some((l) => l.href === href)) continue;
    const label = trimmed(profile.network) || trimmed(profile.username) || hostOf(href);
    contactLinks.push({ href, label, emphasis: "secondary", kind: "social" });
  }

  const poweredHref = safeHref(options.poweredByUrl) ?? "https://github.com/foliocraft";
  return {
    lang,
    dir: (rtlLanguages as readonly string[]).includes(lang) ? "rtl" : "ltr",
    strings: s,
    hero: {
      name,
      title: p.title,
      bio,
      location: p.location,
      ...(url(p.profilePicture) ? { photo: url(p.profilePicture) } : {}),
      initials: initialsOf(name),
    },
    // The portfolio's own order and visibility (style.sections); themes draw them as given.
    sections: orderSections(sections, c.style.sections),
    contact: {
      id: "contact",
      heading: s.sections.contact,
      location: p.location,
      links: contactLinks,
      emptyText: s.noContact,
    },
    footer: {
      copyright: `© ${formatInteger(options.year, lang)} ${name}`,
      ...(options.showPoweredBy
        ? {
            poweredBy: {
              href: poweredHref,
              label: fill(s.poweredBy, { name: productName }),
              emphasis: "secondary" as const,
              kind: "cta" as const,
            },
          }
        : {}),
    },
  };
}
