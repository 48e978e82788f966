import { z } from "zod";
import {
  emptyPortfolioContent,
  portfolioContentSchema,
  portfolioLimits,
  profileUrl,
  resumeDatePattern,
  socialNetworkNames,
  socialNetworks,
} from "./portfolio";
import type { PortfolioContent, SocialNetwork } from "./portfolio";
import { cleanText, clipText } from "./text";

// JSON Resume (https://jsonresume.org/schema) ⇄ Foliocraft content, both ways and without loss (issue 22).
//
// Reading is forgiving: resume files are written by hand or exported by many tools, so a field of the wrong type is
// ignored rather than failing the whole import, older names (work.company, basics.website) are accepted, and every
// text is made to fit the content model (cut only between user-perceived characters). Whatever is shortened or
// left out is written down in the import's notes, with the reason, for the builder's review step.
//
// Writing keeps everything: each field JSON Resume has goes to its own place; what only a portfolio has (the short
// bio, the hire-me block, services, the theme…) rides in `meta.foliocraft`, and a few item fields JSON Resume has no
// place for (a period written in words, a project's two links) ride on the item as extra keys, which the official
// schema allows. Reading such a file gives back exactly the content it was written from.

const str = z.string().optional().catch(undefined);
const strings = z.array(z.unknown()).optional().catch(undefined);
const list = <T extends z.ZodType>(item: T) => z.array(item.optional().catch(undefined)).optional().catch(undefined);
const dates = { startDate: str, endDate: str, period: str };

/** The parts of a JSON Resume document the import reads; everything else is ignored. */
export const jsonResumeSchema = z.looseObject({
  basics: z
    .looseObject({
      name: str,
      label: str,
      image: str,
      picture: str,
      email: str,
      phone: str,
      url: str,
      website: str,
      summary: str,
      location: z
        .looseObject({ address: str, city: str, region: str, countryCode: str, postalCode: str })
        .optional()
        .catch(undefined),
      profiles: list(z.looseObject({ network: str, username: str, url: str })),
    })
    .optional()
    .catch(undefined),
  work: list(
    z.looseObject({
      name: str,
      company: str,
      position: str,
      location: str,
      description: str,
      url: str,
      ...dates,
      summary: str,
      highlights: strings,
    }),
  ),
  volunteer: list(
    z.looseObject({ organization: str, position: str, url: str, ...dates, summary: str, highlights: strings }),
  ),
  education: list(
    z.looseObject({
      institution: str,
      url: str,
      area: str,
      studyType: str,
      ...dates,
      score: str,
      courses: strings,
      description: str,
    }),
  ),
  awards: list(z.looseObject({ title: str, date: str, dateText: str, awarder: str, summary: str })),
  certificates: list(z.looseObject({ name: str, date: str, dateText: str, issuer: str, url: str })),
  publications: list(
    z.looseObject({ name: str, publisher: str, releaseDate: str, dateText: str, url: str, summary: str }),
  ),
  skills: list(z.looseObject({ name: str, level: str, keywords: strings })),
  languages: list(z.looseObject({ language: str, fluency: str })),
  interests: list(z.looseObject({ name: str, keywords: strings })),
  references: list(z.looseObject({ name: str, reference: str })),
  projects: list(
    z.looseObject({
      name: str,
      description: str,
      highlights: strings,
      keywords: strings,
      url: str,
      ...dates,
      roles: strings,
      entity: str,
      type: str,
      liveUrl: str,
      githubUrl: str,
      image: str,
      imageFocus: z.unknown().optional(),
    }),
  ),
  meta: z.looseObject({ foliocraft: z.unknown() }).optional().catch(undefined),
});

/** A JSON Resume document as the import reads it. */
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** The sections of a JSON Resume document (and the top-level keys an import recognises one by). */
const resumeSections = [
  "basics",
  "work",
  "volunteer",
  "education",
  "awards",
  "certificates",
  "publications",
  "skills",
  "languages",
  "interests",
  "references",
  "projects",
] as const;

/** True when `value` looks like a JSON Resume document (an object with at least one section the import reads). */
export function isJsonResume(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return resumeSections.some((key) => key in value);
}

/** The parts of a portfolio an import fills, each of which the review step may merge, replace or leave alone. */
export const importSections = [
  "personal",
  "social",
  "skills",
  "experience",
  "education",
  "projects",
  "volunteer",
  "achievements",
  "certificates",
  "publications",
  "languages",
  "interests",
  "references",
  "portfolio",
] as const;

/** A part of the portfolio an import fills. */
export type ImportSection = (typeof importSections)[number];

/** How an imported section is applied: its items added after the ones there, in their place, or not at all. */
export type ImportMode = "merge" | "replace" | "skip";

/** Why a value was shortened or left out (a stable id the builder translates). */
export type ImportNoteReason =
  | "tooLong"
  | "tooMany"
  | "invalidLink"
  | "insecureImage"
  | "invalidEmail"
  | "invalidPhone"
  | "invalidDate"
  | "invalidData"
  | "duplicate";

/** One value an import shortened or left out: where it was in the source, what happened and why. */
export interface ImportNote {
  /** The value's place in the source ("work.2.summary", "basics.image"). */
  path: string;
  action: "shortened" | "leftOut";
  reason: ImportNoteReason;
  /** The limit that applied (characters or items), for `tooLong` and `tooMany`. */
  limit?: number;
}

/** What an import read: the content it would give, the sections it holds (with item counts) and its notes. */
export interface ResumeImport {
  /** The imported values over an empty portfolio; apply them to a portfolio with `applyResumeImport`. */
  content: PortfolioContent;
  /** The sections the source holds something for, with how many items (1 for personal details and settings). */
  sections: Partial<Record<ImportSection, number>>;
  notes: ImportNote[];
}

/** Collects the notes of one import while cleaning its values. */
class Reader {
  readonly notes: ImportNote[] = [];

  note(path: string, action: ImportNote["action"], reason: ImportNoteReason, limit?: number) {
    this.notes.push({ path, action, reason, ...(limit === undefined ? {} : { limit }) });
  }

  /** Text made to fit `max` characters (cut only between characters, noted when cut). */
  text(value: unknown, max: number, path: string): string {
    if (typeof value !== "string") return "";
    const clean = cleanText(value).trim();
    const clipped = clipText(clean, max);
    if (clipped !== clean) this.note(path, "shortened", "tooLong", max);
    return clipped;
  }

  /** The first `max` items, noted when there were more. */
  take<T>(items: readonly T[], max: number, path: string): T[] {
    if (items.length > max) this.note(path, "shortened", "tooMany", max);
    return items.slice(0, max);
  }

  /** A web link (http or https), or "" with a note. */
  link(value: unknown, path: string): string {
    const text = this.text(value, portfolioLimits.url, path);
    if (!text) return "";
    if (isWebLink(text)) return text;
    this.note(path, "leftOut", "invalidLink");
    return "";
  }

  /** Texts without empty ones and case-insensitive repeats, each made to fit, at most `maxItems`. */
  texts(values: unknown[] | undefined, maxItems: number, maxLength: number, path: string): string[] {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const [index, value] of (values ?? []).entries()) {
      const text = this.text(value, maxLength, `${path}.${index}`);
      if (!text) continue;
      if (seen.has(text.toLowerCase())) {
        this.note(`${path}.${index}`, "leftOut", "duplicate");
        continue;
      }
      seen.add(text.toLowerCase());
      out.push(text);
    }
    return this.take(out, maxItems, path);
  }

  /** A JSON Resume date, or undefined (noted when there was something else). */
  date(value: unknown, path: string): string | undefined {
    if (typeof value !== "string" || !value.trim()) return undefined;
    if (resumeDatePattern.test(value.trim())) return value.trim();
    this.note(path, "leftOut", "invalidDate");
    return undefined;
  }
}

const isWebLink = (text: string) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(text);

const present = <T>(items: (T | undefined)[] | undefined): T[] => (items ?? []).filter((i): i is T => i !== undefined);

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2019-03-15" → "Mar 2019", "2019" → "2019"; anything else is kept as written. */
export function formatResumeDate(value: string | undefined): string {
  const text = (value ?? "").trim();
  const match = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/.exec(text);
  if (!match) return text;
  const month = match[2] ? months[Number(match[2]) - 1] : undefined;
  return month ? `${month} ${match[1]}` : (match[1] as string);
}

/** "Mar 2019 – Present"; an entry with a start and no end is ongoing (JSON Resume's convention). */
function periodOf(start: string | undefined, end: string | undefined): string {
  const from = formatResumeDate(start);
  const to = formatResumeDate(end);
  if (!from) return to;
  return `${from} – ${to || "Present"}`;
}

const ongoing = /^(now|present|current|currently|today|ongoing)$/i;

/** One end of a period written by hand as a JSON Resume date ("Mar 2019" → "2019-03"), or undefined. */
function parseDatePart(part: string): string | undefined {
  const text = part.trim();
  if (resumeDatePattern.test(text)) return text;
  let m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return `${m[2]}-${String(m[1]).padStart(2, "0")}`;
  m = /^([a-z]{3,9})\.?,?\s+(\d{4})$/i.exec(text);
  if (m) {
    const index = months.findIndex((name) => name.toLowerCase() === (m?.[1] ?? "").slice(0, 3).toLowerCase());
    if (index >= 0) return `${m[2]}-${String(index + 1).padStart(2, "0")}`;
  }
  return undefined;
}

/** A period as written ("2021 – now", "Jan 2017 - Mar 2021") as JSON Resume dates, when both ends are dates. */
export function parsePeriod(period: string): { startDate?: string; endDate?: string } {
  const parts = period.trim().split(/\s*[–—]\s*|\s+-\s+|\s+to\s+/i);
  if (!period.trim() || parts.length > 2) return {};
  const start = parseDatePart(parts[0] ?? "");
  if (!start) return {};
  if (parts.length === 1 || ongoing.test((parts[1] ?? "").trim())) return { startDate: start };
  const end = parseDatePart(parts[1] ?? "");
  return end ? { startDate: start, endDate: end } : {};
}

// Profile networks as JSON Resume files name them, mapped onto the portfolio's social links.
const networkAliases: Record<string, SocialNetwork> = {
  x: "twitter",
  "x(twitter)": "twitter",
  dev: "devto",
  "dev.to": "devto",
  stackexchange: "stackoverflow",
  blog: "website",
};

const socialNetworkOf = (network: string): SocialNetwork | undefined => {
  const name = network.trim().toLowerCase().replace(/\s+/g, "");
  return networkAliases[name] ?? ((socialNetworks as readonly string[]).find((n) => n === name) as SocialNetwork);
};

/** The username in a profile address built for a known network ("https://github.com/ama" → "ama"), or "". */
function usernameFromUrl(network: string, url: string): string {
  const built = profileUrl(network, "__user__");
  if (!built) return "";
  const [before, after] = built.split("__user__") as [string, string];
  if (!url.startsWith(before) || !url.endsWith(after)) return "";
  const user = url.slice(before.length, url.length - after.length);
  return /^[\w.-]+$/.test(user) ? user : "";
}

// What only a portfolio has, carried in `meta.foliocraft` so an export imports back unchanged.
const portfolioOnly = portfolioContentSchema.shape;
const foliocraftMetaSchema = z.object({
  version: z.literal(1),
  personal: z
    .object({
      bio: portfolioOnly.personal.shape.bio,
      location: portfolioOnly.personal.shape.location,
      profilePictureFocus: portfolioOnly.personal.shape.profilePictureFocus,
    })
    .partial(),
  social: portfolioOnly.social,
  /** How many of basics.profiles are the portfolio's own profiles; the rest were written from its social links. */
  profileCount: z.number().int().min(0).optional(),
  /** Skills written from the flat skill list (the rest are groups). */
  skillCount: z.number().int().min(0).optional(),
  hireMe: portfolioOnly.hireMe,
  contactForm: portfolioOnly.contactForm,
  testimonials: portfolioOnly.testimonials,
  services: portfolioOnly.services,
  resume: portfolioOnly.resume,
  theme: portfolioOnly.theme,
  seo: portfolioOnly.seo,
  allowIndexing: portfolioOnly.allowIndexing,
  analyticsBeacon: portfolioOnly.analyticsBeacon,
  language: portfolioOnly.language,
  style: portfolioOnly.style,
});

type FoliocraftMeta = z.infer<typeof foliocraftMetaSchema>;

/** An item's period and its dates: the period as written when the item carries one, else from its dates. */
function datedFields(
  r: Reader,
  item: { startDate?: string | undefined; endDate?: string | undefined; period?: string | undefined },
  path: string,
): { period: string; startDate?: string; endDate?: string } {
  const startDate = r.date(item.startDate, `${path}.startDate`);
  const endDate = r.date(item.endDate, `${path}.endDate`);
  // A period in words (written by a Foliocraft export): the dates beside it were worked out from it, not kept.
  if (typeof item.period === "string") return { period: r.text(item.period, 60, `${path}.period`) };
  return {
    period: clipText(periodOf(startDate, endDate), 60),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
}

/** Optional text fields, only when they hold something (content without them stays as it was). */
function some<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<T>;
}

/**
 * Reads a JSON Resume document (any JSON value): the content it gives over an empty portfolio, the sections it holds
 * and what was shortened or left out, and why. Every text keeps its whole characters; the result always passes
 * `portfolioContentSchema`.
 */
export function readJsonResume(input: unknown): ResumeImport {
  const parsed = jsonResumeSchema.safeParse(input);
  const resume: JsonResume = parsed.success ? parsed.data : {};
  const r = new Reader();
  const content = emptyPortfolioContent();
  const sections: ResumeImport["sections"] = {};
  const limits = portfolioLimits;

  let meta: FoliocraftMeta | undefined;
  if (resume.meta?.foliocraft !== undefined) {
    const read = foliocraftMetaSchema.safeParse(resume.meta.foliocraft);
    if (read.success) meta = read.data;
    else r.note("meta.foliocraft", "leftOut", "invalidData");
  }

  const basics = resume.basics;
  if (basics) {
    const p = content.personal;
    p.fullName = r.text(basics.name, limits.shortText, "basics.name");
    p.title = r.text(basics.label, limits.shortText, "basics.label");
    p.about = r.text(basics.summary, limits.aboutText, "basics.summary");
    const email = r.text(basics.email, limits.email, "basics.email");
    if (email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) p.email = email;
    else if (email) r.note("basics.email", "leftOut", "invalidEmail");
    // The phone field holds a dialable number: an extension ("ext. 12") and other characters are dropped.
    const rawPhone = cleanText(basics.phone ?? "").trim();
    const phone = rawPhone
      .replace(/\s*(?:ext\.?|extension|x)\s*\d+\s*$/i, "")
      .replace(/[^0-9+()./\s-]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (phone !== rawPhone) r.note("basics.phone", phone ? "shortened" : "leftOut", "invalidPhone");
    p.phone = clipText(phone, limits.phone);
    const where = basics.location;
    if (where) {
      const detail = {
        address: r.text(where.address, limits.mediumText, "basics.location.address"),
        postalCode: r.text(where.postalCode, 20, "basics.location.postalCode"),
        city: r.text(where.city, limits.shortText, "basics.location.city"),
        region: r.text(where.region, limits.shortText, "basics.location.region"),
        countryCode: r.text(where.countryCode, 10, "basics.location.countryCode"),
      };
      if (Object.values(detail).some(Boolean)) p.locationDetail = detail;
      p.location = clipText(
        [detail.city, detail.region, detail.countryCode].filter(Boolean).join(", ") || detail.address,
        limits.shortText,
      );
    }
    // Pictures only over https: the content refuses http:// images (the public page would block them).
    const picture = r.link(basics.image ?? basics.picture, "basics.image");
    if (/^https:/i.test(picture)) p.profilePicture = picture;
    else if (picture) r.note("basics.image", "leftOut", "insecureImage");
    if (meta) {
      if (meta.personal.bio !== undefined) p.bio = meta.personal.bio;
      if (meta.personal.location !== undefined) p.location = meta.personal.location;
      if (meta.personal.profilePictureFocus) p.profilePictureFocus = meta.personal.profilePictureFocus;
    }
    if (Object.entries(p).some(([, v]) => typeof v === "string" && v)) sections.personal = 1;

    // Profiles: every one kept as written (any network); the known networks also fill the social links.
    const website = r.link(basics.url ?? basics.website, "basics.url");
    const profiles = present(basics.profiles).map((profile, i) => {
      const path = `basics.profiles.${i}`;
      const network = r.text(profile.network, 60, `${path}.network`);
      const username = r.text(profile.username, limits.shortText, `${path}.username`);
      const given = r.link(profile.url, `${path}.url`);
      return { network, username, url: given || profileUrl(network, username) };
    });
    // After an export's own profiles come the ones it wrote from the social links (read back from meta.social).
    const own = meta ? profiles.slice(0, meta.profileCount ?? 0) : profiles;
    const kept = r.take(
      own.filter((p) => p.network || p.username || p.url),
      limits.profiles,
      "basics.profiles",
    );
    if (kept.length > 0) content.profiles = kept;
    if (meta) content.social = meta.social;
    else {
      if (website) content.social.website = website;
      for (const profile of profiles) {
        const network = socialNetworkOf(profile.network);
        if (!network || content.social[network]) continue;
        // A bare domain ("https://www.twitter.com") says nothing: the address is built from the username then.
        const path = profile.url.replace(/^https?:\/\/[^/]+\/?/i, "");
        const href = path ? profile.url : profileUrl(profile.network, profile.username) || profile.url;
        if (href && isWebLink(href)) content.social[network] = href;
      }
    }
    if (kept.length > 0 || Object.keys(content.social).length > 0) {
      sections.social = kept.length + Object.keys(content.social).length;
    }
  }

  const work = present(resume.work);
  if (work.length > 0) {
    content.experience = r.take(work, limits.experience, "work").map((job, i) => {
      const path = `work.${i}`;
      return {
        title: r.text(job.position, limits.shortText, `${path}.position`),
        company: r.text(job.name ?? job.company, limits.shortText, `${path}.name`),
        description: r.text(job.summary, limits.longText, `${path}.summary`),
        ...datedFields(r, job, path),
        ...some({
          url: r.link(job.url, `${path}.url`),
          location: r.text(job.location, limits.shortText, `${path}.location`),
          companyDescription: r.text(job.description, limits.mediumText, `${path}.description`),
          highlights: r.texts(job.highlights, limits.highlights, limits.mediumText, `${path}.highlights`),
        }),
      };
    });
    sections.experience = content.experience.length;
  }

  const volunteer = present(resume.volunteer);
  if (volunteer.length > 0) {
    content.volunteer = r.take(volunteer, limits.volunteer, "volunteer").map((v, i) => {
      const path = `volunteer.${i}`;
      return {
        organization: r.text(v.organization, limits.shortText, `${path}.organization`),
        position: r.text(v.position, limits.shortText, `${path}.position`),
        url: r.link(v.url, `${path}.url`),
        description: r.text(v.summary, limits.longText, `${path}.summary`),
        ...datedFields(r, v, path),
        ...some({ highlights: r.texts(v.highlights, limits.highlights, limits.mediumText, `${path}.highlights`) }),
      };
    });
    sections.volunteer = content.volunteer.length;
  }

  const education = present(resume.education);
  if (education.length > 0) {
    content.education = r.take(education, limits.education, "education").map((school, i) => {
      const path = `education.${i}`;
      const studyType = r.text(school.studyType, limits.shortText, `${path}.studyType`);
      const area = r.text(school.area, limits.shortText, `${path}.area`);
      return {
        degree: clipText([studyType, area].filter(Boolean).join(", "), limits.shortText),
        school: r.text(school.institution, limits.shortText, `${path}.institution`),
        description: r.text(school.description, limits.longText, `${path}.description`),
        ...datedFields(r, school, path),
        // The degree's parts are kept apart only when there are two (one part is the degree itself).
        ...(studyType && area ? { studyType, area } : {}),
        ...some({
          url: r.link(school.url, `${path}.url`),
          score: r.text(school.score, 60, `${path}.score`),
          courses: r.texts(school.courses, limits.courses, limits.shortText, `${path}.courses`),
        }),
      };
    });
    sections.education = content.education.length;
  }

  // A single date: the words an export wrote (dateText) or the JSON Resume date as written.
  const dateOf = (item: { dateText?: string | undefined }, value: string | undefined, path: string) =>
    typeof item.dateText === "string" ? r.text(item.dateText, 60, `${path}.dateText`) : (r.date(value, path) ?? "");

  const awards = present(resume.awards);
  if (awards.length > 0) {
    content.achievements = r.take(awards, limits.achievements, "awards").map((award, i) => {
      const path = `awards.${i}`;
      return {
        title: r.text(award.title, limits.shortText, `${path}.title`),
        description: r.text(award.summary, limits.longText, `${path}.summary`),
        date: dateOf(award, award.date, `${path}.date`),
        ...some({ awarder: r.text(award.awarder, limits.shortText, `${path}.awarder`) }),
      };
    });
    sections.achievements = content.achievements.length;
  }

  const certificates = present(resume.certificates);
  if (certificates.length > 0) {
    content.certificates = r.take(certificates, limits.certificates, "certificates").map((cert, i) => {
      const path = `certificates.${i}`;
      return {
        name: r.text(cert.name, limits.shortText, `${path}.name`),
        issuer: r.text(cert.issuer, limits.shortText, `${path}.issuer`),
        date: dateOf(cert, cert.date, `${path}.date`),
        url: r.link(cert.url, `${path}.url`),
      };
    });
    sections.certificates = content.certificates.length;
  }

  const publications = present(resume.publications);
  if (publications.length > 0) {
    content.publications = r.take(publications, limits.publications, "publications").map((pub, i) => {
      const path = `publications.${i}`;
      return {
        name: r.text(pub.name, limits.shortText, `${path}.name`),
        publisher: r.text(pub.publisher, limits.shortText, `${path}.publisher`),
        date: dateOf(pub, pub.releaseDate, `${path}.releaseDate`),
        url: r.link(pub.url, `${path}.url`),
        description: r.text(pub.summary, limits.longText, `${path}.summary`),
      };
    });
    sections.publications = content.publications.length;
  }

  const skills = present(resume.skills);
  if (skills.length > 0) {
    // A skill with a level or keywords is a group; a bare name is a skill of the flat list.
    const flatCount = meta?.skillCount;
    const isFlat = (s: (typeof skills)[number], i: number) =>
      flatCount === undefined ? !s.level?.trim() && present(s.keywords).length === 0 : i >= skills.length - flatCount;
    const groups = skills
      .map((s, i) => ({ s, i }))
      .filter(({ s, i }) => !isFlat(s, i))
      .map(({ s, i }) => ({
        name: r.text(s.name, limits.shortText, `skills.${i}.name`),
        level: r.text(s.level, 60, `skills.${i}.level`),
        keywords: r.texts(s.keywords, limits.keywords, limits.skill, `skills.${i}.keywords`),
      }));
    const flat = r.texts(
      skills.map((s, i) => (isFlat(s, i) ? s.name : undefined)),
      limits.skills,
      limits.skill,
      "skills",
    );
    content.skills = flat;
    const keptGroups = r.take(groups, limits.skillGroups, "skills");
    if (keptGroups.length > 0) content.skillGroups = keptGroups;
    sections.skills = flat.length + keptGroups.length;
  }

  const languages = present(resume.languages);
  if (languages.length > 0) {
    content.languages = r.take(languages, limits.languages, "languages").map((l, i) => ({
      language: r.text(l.language, 60, `languages.${i}.language`),
      fluency: r.text(l.fluency, 60, `languages.${i}.fluency`),
    }));
    sections.languages = content.languages.length;
  }

  const interests = present(resume.interests);
  if (interests.length > 0) {
    content.interests = r.take(interests, limits.interests, "interests").map((it, i) => ({
      name: r.text(it.name, limits.shortText, `interests.${i}.name`),
      keywords: r.texts(it.keywords, limits.keywords, limits.skill, `interests.${i}.keywords`),
    }));
    sections.interests = content.interests.length;
  }

  const references = present(resume.references);
  if (references.length > 0) {
    content.references = r.take(references, limits.references, "references").map((ref, i) => ({
      name: r.text(ref.name, limits.shortText, `references.${i}.name`),
      reference: r.text(ref.reference, limits.longText, `references.${i}.reference`),
    }));
    sections.references = content.references.length;
  }

  const projects = present(resume.projects);
  if (projects.length > 0) {
    content.projects = r.take(projects, limits.projects, "projects").map((project, i) => {
      const path = `projects.${i}`;
      const url = r.link(project.url, `${path}.url`);
      // An export names both links; another tool's single url goes where it points.
      const named = typeof project.liveUrl === "string" || typeof project.githubUrl === "string";
      const onGithub = /^https?:\/\/(www\.)?github\.com\//i.test(url);
      const image = r.link(project.image, `${path}.image`);
      const focus = portfolioOnly.projects.element.shape.imageFocus.safeParse(project.imageFocus);
      const dated = datedFields(r, project, path);
      return {
        title: r.text(project.name, limits.shortText, `${path}.name`),
        description: r.text(project.description, limits.longText, `${path}.description`),
        technologies: r.texts(project.keywords, limits.technologies, limits.skill, `${path}.keywords`),
        githubUrl: named ? r.link(project.githubUrl, `${path}.githubUrl`) : onGithub ? url : "",
        liveUrl: named ? r.link(project.liveUrl, `${path}.liveUrl`) : onGithub ? "" : url,
        imageUrl: /^https:/i.test(image) ? image : "",
        ...(focus.success && focus.data ? { imageFocus: focus.data } : {}),
        ...some({
          period: dated.period,
          startDate: dated.startDate,
          endDate: dated.endDate,
          highlights: r.texts(project.highlights, limits.highlights, limits.mediumText, `${path}.highlights`),
          roles: r.texts(project.roles, limits.roles, limits.shortText, `${path}.roles`),
          entity: r.text(project.entity, limits.shortText, `${path}.entity`),
          type: r.text(project.type, 60, `${path}.type`),
        }),
      };
    });
    sections.projects = content.projects.length;
  }

  if (meta) {
    const { hireMe, contactForm, testimonials, services, resume: file, theme, seo, allowIndexing } = meta;
    Object.assign(content, { hireMe, contactForm, testimonials, services, resume: file, theme, seo, allowIndexing });
    Object.assign(content, { language: meta.language, style: meta.style });
    if (meta.analyticsBeacon !== undefined) content.analyticsBeacon = meta.analyticsBeacon;
    sections.portfolio = 1;
  }

  return { content, sections, notes: r.notes };
}

/** The content keys each import section fills. */
const sectionKeys: Record<ImportSection, (keyof PortfolioContent)[]> = {
  personal: ["personal"],
  social: ["social", "profiles"],
  skills: ["skills", "skillGroups"],
  experience: ["experience"],
  education: ["education"],
  projects: ["projects"],
  volunteer: ["volunteer"],
  achievements: ["achievements"],
  certificates: ["certificates"],
  publications: ["publications"],
  languages: ["languages"],
  interests: ["interests"],
  references: ["references"],
  portfolio: [
    "hireMe",
    "contactForm",
    "testimonials",
    "services",
    "resume",
    "theme",
    "seo",
    "allowIndexing",
    "analyticsBeacon",
    "language",
    "style",
  ],
};

/** The most items each list key holds. */
const listLimits: Partial<Record<keyof PortfolioContent, number>> = {
  skills: portfolioLimits.skills,
  skillGroups: portfolioLimits.skillGroups,
  profiles: portfolioLimits.profiles,
  experience: portfolioLimits.experience,
  education: portfolioLimits.education,
  projects: portfolioLimits.projects,
  volunteer: portfolioLimits.volunteer,
  achievements: portfolioLimits.achievements,
  certificates: portfolioLimits.certificates,
  publications: portfolioLimits.publications,
  languages: portfolioLimits.languages,
  interests: portfolioLimits.interests,
  references: portfolioLimits.references,
  testimonials: portfolioLimits.testimonials,
  services: portfolioLimits.services,
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `base` with an import applied section by section: `replace` puts the imported section in place of the one there
 * (personal details and social links field by field: what the import has no value for is kept), `merge` keeps what
 * is there and adds what the import brings (new items after the existing ones, up to the section's limit; an item
 * already there is not added twice; an empty field filled), `skip` (and a section the import does not hold) leaves
 * the section as it is. `base` is not changed.
 */
export function applyResumeImport(
  base: PortfolioContent,
  imported: ResumeImport,
  modes: Partial<Record<ImportSection, ImportMode>> = {},
): PortfolioContent {
  const out: PortfolioContent = structuredClone(base);
  const from = imported.content;
  for (const section of importSections) {
    if (imported.sections[section] === undefined) continue;
    const mode = modes[section] ?? "replace";
    if (mode === "skip") continue;
    if (section === "personal") {
      const p = out.personal as Record<string, unknown>;
      for (const [key, value] of Object.entries(from.personal)) {
        if (value === "" || value === undefined) continue;
        if (mode === "replace" || p[key] === "" || p[key] === undefined) p[key] = structuredClone(value);
      }
      continue;
    }
    for (const key of sectionKeys[section]) {
      const value = from[key];
      const max = listLimits[key];
      if (key === "social") {
        out.social = mode === "replace" ? { ...out.social, ...from.social } : { ...from.social, ...out.social };
      } else if (max !== undefined) {
        const incoming = (value ?? []) as unknown[];
        if (mode === "replace") {
          if (incoming.length > 0 || out[key] !== undefined) Object.assign(out, { [key]: structuredClone(incoming) });
        } else {
          const existing = (out[key] ?? []) as unknown[];
          const added = incoming.filter((item) => !existing.some((e) => same(e, item)));
          if (existing.length > 0 || added.length > 0) {
            Object.assign(out, { [key]: structuredClone([...existing, ...added].slice(0, max)) });
          }
        }
      } else if (value !== undefined && (mode === "replace" || section === "portfolio")) {
        Object.assign(out, { [key]: structuredClone(value) });
      }
    }
  }
  return out;
}

/**
 * Fills portfolio content from a JSON Resume document: every section it holds replaces the one in `base`; anything
 * the resume does not hold is kept from `base`. Accepts any JSON value: the result is always valid content.
 */
export function portfolioContentFromJsonResume(
  input: unknown,
  base: PortfolioContent = emptyPortfolioContent(),
): PortfolioContent {
  return applyResumeImport(base, readJsonResume(input));
}

// ——— Export ———

/** A single date as JSON Resume writes it, and the words as written when they are not such a date. */
function exportDate(text: string, key: string): Record<string, string> {
  const value = text.trim();
  if (!value) return {};
  if (resumeDatePattern.test(value)) return { [key]: value };
  const parsed = parseDatePart(value);
  return { ...(parsed ? { [key]: parsed } : {}), dateText: value };
}

/** An item's dates, and its period in words when the dates alone would not give it back. */
function exportPeriod(item: { period?: string; startDate?: string; endDate?: string }): Record<string, string> {
  const period = (item.period ?? "").trim();
  if (item.startDate && periodOf(item.startDate, item.endDate) === period) {
    return { startDate: item.startDate, ...(item.endDate ? { endDate: item.endDate } : {}) };
  }
  if (!period) return {};
  const parsed = parsePeriod(period);
  return { ...(parsed.startDate ? parsed : {}), period };
}

const nonEmpty = <T extends Record<string, unknown>>(fields: T): Partial<T> => some(fields);

/**
 * The portfolio as a JSON Resume document (https://jsonresume.org/schema) that validates against the official
 * schema and imports back (`readJsonResume`) to the same content.
 */
export function jsonResumeFromPortfolioContent(content: PortfolioContent): Record<string, unknown> {
  const p = content.personal;
  const profiles = content.profiles ?? [];
  const fromSocial = socialNetworks
    .filter((n) => n !== "website")
    .flatMap((network) => {
      const url = content.social[network]?.trim();
      if (!url || profiles.some((pr) => pr.url === url)) return [];
      const name = socialNetworkNames[network as Exclude<SocialNetwork, "website">];
      const username = usernameFromUrl(network, url);
      return [{ network: name, ...(username ? { username } : {}), url }];
    });
  const meta: FoliocraftMeta = {
    version: 1,
    personal: nonEmpty({ bio: p.bio, location: p.location, profilePictureFocus: p.profilePictureFocus }),
    social: content.social,
    ...(content.profiles ? { profileCount: profiles.length } : {}),
    skillCount: content.skills.length,
    hireMe: content.hireMe,
    contactForm: content.contactForm,
    testimonials: content.testimonials,
    services: content.services,
    resume: content.resume,
    theme: content.theme,
    seo: content.seo,
    allowIndexing: content.allowIndexing,
    ...(content.analyticsBeacon === undefined ? {} : { analyticsBeacon: content.analyticsBeacon }),
    language: content.language,
    style: content.style,
  };
  const website = content.social.website?.trim();
  const picture = /^https?:\/\//i.test(p.profilePicture) ? p.profilePicture : "";
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: nonEmpty({
      name: p.fullName,
      label: p.title,
      image: picture,
      email: p.email,
      phone: p.phone,
      url: website,
      summary: p.about,
      ...(p.locationDetail ? { location: nonEmpty(p.locationDetail) } : {}),
      profiles: [...profiles.map((pr) => nonEmpty(pr)), ...fromSocial],
    }),
    work: content.experience.map((x) =>
      nonEmpty({
        name: x.company,
        location: x.location,
        description: x.companyDescription,
        position: x.title,
        url: x.url,
        ...exportPeriod(x),
        summary: x.description,
        highlights: x.highlights,
      }),
    ),
    volunteer: (content.volunteer ?? []).map((v) =>
      nonEmpty({
        organization: v.organization,
        position: v.position,
        url: v.url,
        ...exportPeriod(v),
        summary: v.description,
        highlights: v.highlights,
      }),
    ),
    education: content.education.map((e) =>
      nonEmpty({
        institution: e.school,
        url: e.url,
        // The degree's parts when they still make up its name; else the degree as one name.
        ...(e.studyType && e.area && `${e.studyType}, ${e.area}` === e.degree
          ? { area: e.area, studyType: e.studyType }
          : { studyType: e.degree }),
        ...exportPeriod(e),
        score: e.score,
        courses: e.courses,
        description: e.description,
      }),
    ),
    awards: content.achievements.map((a) =>
      nonEmpty({ title: a.title, ...exportDate(a.date, "date"), awarder: a.awarder, summary: a.description }),
    ),
    certificates: (content.certificates ?? []).map((c) =>
      nonEmpty({ name: c.name, ...exportDate(c.date, "date"), issuer: c.issuer, url: c.url }),
    ),
    publications: (content.publications ?? []).map((pub) =>
      nonEmpty({
        name: pub.name,
        publisher: pub.publisher,
        ...exportDate(pub.date, "releaseDate"),
        url: pub.url,
        summary: pub.description,
      }),
    ),
    skills: [
      ...(content.skillGroups ?? []).map((g) => nonEmpty({ name: g.name, level: g.level, keywords: g.keywords })),
      ...content.skills.map((name) => ({ name })),
    ],
    languages: (content.languages ?? []).map((l) => nonEmpty(l)),
    interests: (content.interests ?? []).map((i) => nonEmpty(i)),
    references: (content.references ?? []).map((r) => nonEmpty(r)),
    projects: content.projects.map((pr) =>
      nonEmpty({
        name: pr.title,
        description: pr.description,
        highlights: pr.highlights,
        keywords: pr.technologies,
        ...exportPeriod(pr),
        url: pr.liveUrl || pr.githubUrl,
        roles: pr.roles,
        entity: pr.entity,
        type: pr.type,
        liveUrl: pr.liveUrl,
        githubUrl: pr.githubUrl,
        image: pr.imageUrl,
        imageFocus: pr.imageFocus,
      }),
    ),
    meta: { version: "v1.0.0", lastModified: new Date().toISOString().slice(0, 19), foliocraft: meta },
  };
}
