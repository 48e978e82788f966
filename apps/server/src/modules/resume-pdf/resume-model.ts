import {
  alwaysVisibleSections,
  graphemes,
  profileUrl,
  rtlLanguages,
  socialNetworkNames,
  socialNetworks,
  type PortfolioContent,
  type PortfolioSectionId,
  type ResumePdfOptions,
} from "@foliocraft/schemas";
import { formatPeriod, rendererStrings } from "@foliocraft/themes";

/** A link or a plain line of the résumé's header (e-mail, phone, place, website, profiles). */
export interface ResumeContact {
  text: string;
  /** Empty for a line that is not a link (the location). */
  url: string;
}

/** One dated item of a section: a job, a degree, a project, a certificate… */
export interface ResumeEntry {
  heading: string;
  /** The organisation, issuer or level, after the heading. */
  subheading: string;
  /** The period or date in the résumé's language. */
  period: string;
  url: string;
  body: string;
  bullets: string[];
}

/** A section of the résumé: a heading and either entries or a list of short tags (skills, languages). */
export interface ResumeSection {
  id: PortfolioSectionId;
  title: string;
  /** Sidebar sections go to the narrow column of the two-column design. */
  placement: "main" | "side";
  entries: ResumeEntry[];
  tags: string[];
}

/** Everything a résumé design draws, in the portfolio's language; plain JSON handed to the Typst template. */
export interface ResumeModel {
  lang: string;
  dir: "ltr" | "rtl";
  /** The PDF's title (document metadata and the first thing a screen reader announces). */
  title: string;
  design: ResumePdfOptions["design"];
  paper: "a4" | "us-letter";
  name: string;
  headline: string;
  contacts: ResumeContact[];
  /** The photo's alternative text; the photo itself is a separate file, present only when it decoded. */
  photoAlt: string;
  summary: string;
  sections: ResumeSection[];
}

/**
 * A word longer than this many characters gets break opportunities (a zero-width space every this many
 * characters): Typst never breaks inside a word, so a pasted hash or URL would run off the page.
 */
const longestUnbrokenWord = 28;

/** Text as printed: trimmed, and very long words made breakable (by grapheme, so no emoji or conjunct is split). */
export function printable(text: string): string {
  return text.trim().replace(/\S{29,}/gu, (word) => {
    const parts: string[] = [];
    const chars = graphemes(word);
    for (let i = 0; i < chars.length; i += longestUnbrokenWord) {
      parts.push(chars.slice(i, i + longestUnbrokenWord).join(""));
    }
    return parts.join("\u200b");
  });
}

const entry = (e: Partial<ResumeEntry>): ResumeEntry => ({
  heading: printable(e.heading ?? ""),
  subheading: printable(e.subheading ?? ""),
  period: printable(e.period ?? ""),
  url: (e.url ?? "").trim(),
  body: printable(e.body ?? ""),
  bullets: (e.bullets ?? []).map(printable).filter(Boolean),
});

const isEmptyEntry = (e: ResumeEntry) => !e.heading && !e.subheading && !e.body && e.bullets.length === 0;

const joinParts = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim() ?? "")
    .filter(Boolean)
    .join(" · ");

// In a right-to-left résumé an address or a phone number is isolated as left-to-right text, or the bidi algorithm
// would print "+233 20 123 4567" as "4567 123 20 233+".
const isolateFor = (content: PortfolioContent) =>
  rtlLanguages.includes(content.language) ? (text: string) => `\u2066${text}\u2069` : (text: string) => text;

function contactsOf(content: PortfolioContent): ResumeContact[] {
  const ltr = isolateFor(content);
  const { personal, social } = content;
  const strings = rendererStrings(content.language);
  const contacts: ResumeContact[] = [];
  if (personal.email.trim())
    contacts.push({ text: ltr(personal.email.trim()), url: `mailto:${personal.email.trim()}` });
  if (personal.phone.trim()) {
    contacts.push({ text: ltr(personal.phone.trim()), url: `tel:${personal.phone.replace(/[^0-9+]/g, "")}` });
  }
  if (personal.location.trim()) contacts.push({ text: printable(personal.location), url: "" });
  const seen = new Set<string>();
  for (const network of socialNetworks) {
    const url = social[network]?.trim();
    if (!url || seen.has(url)) continue;
    seen.add(url);
    const label =
      network === "website" ? url.replace(/^https?:\/\//i, "").replace(/\/$/, "") : socialNetworkNames[network];
    contacts.push({ text: ltr(network === "website" ? printable(label) || strings.website : label), url });
  }
  for (const p of content.profiles ?? []) {
    const url = profileUrl(p.network, p.username, p.url);
    if (!url || seen.has(url)) continue;
    seen.add(url);
    contacts.push({ text: printable(joinParts(p.network, p.username)), url });
  }
  return contacts;
}

/** Every section a résumé can have, in the order résumés are read: work first, then study, then the rest. */
function sectionsOf(content: PortfolioContent): ResumeSection[] {
  const s = rendererStrings(content.language).sections;
  const present = rendererStrings(content.language).present;
  const period = (text: string | undefined) => formatPeriod(text ?? "", content.language, present);
  const main = (id: PortfolioSectionId, title: string, entries: ResumeEntry[]): ResumeSection => ({
    id,
    title,
    placement: "main",
    entries: entries.filter((e) => !isEmptyEntry(e)),
    tags: [],
  });
  const side = (id: PortfolioSectionId, title: string, tags: string[]): ResumeSection => ({
    id,
    title,
    placement: "side",
    entries: [],
    tags: tags.map(printable).filter(Boolean),
  });
  return [
    main(
      "experience",
      s.experience,
      content.experience.map((e) =>
        entry({
          heading: e.title,
          subheading: joinParts(e.company, e.location),
          period: period(e.period),
          url: e.url,
          body: e.description,
          bullets: e.highlights,
        }),
      ),
    ),
    main(
      "education",
      s.education,
      content.education.map((e) =>
        entry({
          heading: e.degree,
          subheading: joinParts(e.school, e.score),
          period: period(e.period),
          url: e.url,
          body: e.description,
          bullets: e.courses,
        }),
      ),
    ),
    main(
      "projects",
      s.projects,
      content.projects.map((p) =>
        entry({
          heading: p.title,
          subheading: joinParts(p.entity, p.technologies.join(", ")),
          period: period(p.period),
          url: p.liveUrl || p.githubUrl,
          body: p.description,
          bullets: p.highlights,
        }),
      ),
    ),
    main(
      "volunteer",
      s.volunteer,
      (content.volunteer ?? []).map((v) =>
        entry({
          heading: v.position,
          subheading: v.organization,
          period: period(v.period),
          url: v.url,
          body: v.description,
          bullets: v.highlights,
        }),
      ),
    ),
    main(
      "achievements",
      s.achievements,
      content.achievements.map((a) =>
        entry({ heading: a.title, subheading: a.awarder, period: period(a.date), body: a.description }),
      ),
    ),
    main(
      "publications",
      s.publications,
      (content.publications ?? []).map((p) =>
        entry({ heading: p.name, subheading: p.publisher, period: period(p.date), url: p.url, body: p.description }),
      ),
    ),
    main(
      "certificates",
      s.certificates,
      (content.certificates ?? []).map((c) =>
        entry({ heading: c.name, subheading: c.issuer, period: period(c.date), url: c.url }),
      ),
    ),
    side("skills", s.skills, content.skills),
    main(
      "skill-groups",
      s.skillGroups,
      (content.skillGroups ?? []).map((g) =>
        entry({ heading: g.name, subheading: g.level, body: g.keywords.join(", ") }),
      ),
    ),
    side(
      "languages",
      s.languages,
      (content.languages ?? []).map((l) => joinParts(l.language, l.fluency)),
    ),
    side(
      "interests",
      s.interests,
      (content.interests ?? []).map((i) => (i.keywords.length ? `${i.name} (${i.keywords.join(", ")})` : i.name)),
    ),
    main(
      "references",
      s.references,
      (content.references ?? []).map((r) => entry({ heading: r.name, body: r.reference })),
    ),
  ].filter((section) => section.entries.length > 0 || section.tags.length > 0);
}

/** The sections the owner hid on the page stay off the résumé too (contact details are always printed). */
function visibleSections(content: PortfolioContent, sections: ResumeSection[]): ResumeSection[] {
  const hidden = new Set(
    content.style.sections.filter((p) => !p.visible && !alwaysVisibleSections.includes(p.id)).map((p) => p.id),
  );
  return sections.filter((section) => !hidden.has(section.id));
}

/**
 * The résumé of a portfolio as the designs draw it: its texts in the portfolio's language (headings from the
 * renderer's dictionary, periods through Intl), empty items left out. Pure: the same content gives the same model.
 */
export function buildResumeModel(content: PortfolioContent, options: ResumePdfOptions): ResumeModel {
  const strings = rendererStrings(content.language);
  const name = printable(content.personal.fullName) || strings.portfolio;
  const hiddenAbout = content.style.sections.some((p) => p.id === "about" && !p.visible);
  return {
    lang: content.language,
    dir: rtlLanguages.includes(content.language) ? "rtl" : "ltr",
    title: `${name} — ${strings.sections.resume}`,
    design: options.design,
    paper: options.paper === "letter" ? "us-letter" : "a4",
    name,
    headline: printable(content.personal.title),
    contacts: contactsOf(content),
    photoAlt: name,
    summary: hiddenAbout ? "" : printable(content.personal.about || content.personal.bio),
    sections: visibleSections(content, sectionsOf(content)),
  };
}
