import { z } from "zod";
import { emptyPortfolioContent, portfolioLimits, socialNetworks } from "./portfolio";
import type { PortfolioContent, SocialNetwork } from "./portfolio";
import { clipText } from "./text";

// JSON Resume (https://jsonresume.org/schema, v1.0.0) → Foliocraft content. Resume files in the wild are written by
// hand or exported by many tools, so reading is forgiving: a field of the wrong type is ignored rather than failing
// the whole import, older names (work.company, basics.website) are accepted, and every text is cut to the content
// model's limits so the result always passes `portfolioContentSchema`.

const str = z.string().optional().catch(undefined);
const strings = z.array(z.unknown()).optional().catch(undefined);
const list = <T extends z.ZodType>(item: T) => z.array(item.optional().catch(undefined)).optional().catch(undefined);

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
      url: str,
      startDate: str,
      endDate: str,
      summary: str,
      highlights: strings,
    }),
  ),
  education: list(
    z.looseObject({
      institution: str,
      area: str,
      studyType: str,
      startDate: str,
      endDate: str,
      score: str,
      courses: strings,
    }),
  ),
  projects: list(
    z.looseObject({
      name: str,
      description: str,
      highlights: strings,
      keywords: strings,
      url: str,
      startDate: str,
      endDate: str,
    }),
  ),
  skills: list(z.looseObject({ name: str, keywords: strings })),
  awards: list(z.looseObject({ title: str, date: str, awarder: str, summary: str })),
});

/** A JSON Resume document as the import reads it. */
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** True when `value` looks like a JSON Resume document (an object with at least one section the import reads). */
export function isJsonResume(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return ["basics", "work", "education", "projects", "skills", "awards"].some((key) => key in value);
}

// Imports clean rather than refuse: a lone surrogate or NUL is dropped and text is cut only between characters.
const clip = (value: unknown, max: number): string => (typeof value === "string" ? clipText(value, max) : "");

const httpsOnly = (url: string): string => (/^https:/i.test(url) ? url : "");

const httpUrl = (value: unknown): string => {
  const text = clip(value, portfolioLimits.url);
  return /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(text) ? text : "";
};

const textList = (values: unknown[] | undefined, maxItems: number, maxLength: number): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values ?? []) {
    const text = clip(value, maxLength);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    out.push(text);
    if (out.length === maxItems) break;
  }
  return out;
};

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
function period(start: string | undefined, end: string | undefined): string {
  const from = formatResumeDate(start);
  const to = formatResumeDate(end);
  if (!from) return clip(to, 60);
  return clip(`${from} – ${to || "Present"}`, 60);
}

/** A summary followed by its highlights, one per line. */
function describe(summary: string | undefined, highlights: unknown[] | undefined): string {
  const bullets = textList(highlights, 50, portfolioLimits.longText).map((h) => `• ${h}`);
  return clip([summary?.trim(), ...bullets].filter(Boolean).join("\n"), portfolioLimits.longText);
}

// Profile networks as JSON Resume files name them, and how to build a link from a bare username.
const networkAliases: Record<string, SocialNetwork> = {
  x: "twitter",
  "x (twitter)": "twitter",
  dev: "devto",
  "dev.to": "devto",
  "stack overflow": "stackoverflow",
  stackexchange: "stackoverflow",
  website: "website",
  blog: "website",
};
const profileUrl: Partial<Record<SocialNetwork, (user: string) => string>> = {
  github: (u) => `https://github.com/${u}`,
  linkedin: (u) => `https://www.linkedin.com/in/${u}`,
  twitter: (u) => `https://x.com/${u}`,
  dribbble: (u) => `https://dribbble.com/${u}`,
  behance: (u) => `https://www.behance.net/${u}`,
  instagram: (u) => `https://www.instagram.com/${u}`,
  medium: (u) => `https://medium.com/@${u}`,
  devto: (u) => `https://dev.to/${u}`,
};

function socialFromResume(basics: NonNullable<JsonResume["basics"]>): PortfolioContent["social"] {
  const social: PortfolioContent["social"] = {};
  const website = httpUrl(basics.url) || httpUrl(basics.website);
  if (website) social.website = website;
  for (const profile of present(basics.profiles)) {
    const name = (profile.network ?? "").trim().toLowerCase();
    const network =
      networkAliases[name] ?? (socialNetworks as readonly string[]).find((n) => n === name.replace(/\s+/g, ""));
    if (!network || social[network as SocialNetwork]) continue;
    const key = network as SocialNetwork;
    const user = (profile.username ?? "").trim().replace(/^@/, "");
    const url = httpUrl(profile.url) || (user && /^[\w.-]+$/.test(user) ? (profileUrl[key]?.(user) ?? "") : "");
    if (url) social[key] = url;
  }
  return social;
}

/**
 * Fills portfolio content from a JSON Resume document: basics (name, label, contact, summary, picture, profiles),
 * work, education, projects, skills and awards. Sections the resume has replace the ones in `base`; anything the
 * resume does not hold (theme, services, hire-me, …) is kept from `base`. Accepts any JSON value: the result is
 * always valid content.
 */
export function portfolioContentFromJsonResume(
  input: unknown,
  base: PortfolioContent = emptyPortfolioContent(),
): PortfolioContent {
  const parsed = jsonResumeSchema.safeParse(input);
  const resume: JsonResume = parsed.success ? parsed.data : {};
  const content: PortfolioContent = structuredClone(base);
  const basics = resume.basics;
  const limits = portfolioLimits;

  if (basics) {
    const p = content.personal;
    const set = (key: Exclude<keyof typeof p, "profilePictureFocus">, value: string) => {
      if (value) p[key] = value;
    };
    set("fullName", clip(basics.name, limits.shortText));
    set("title", clip(basics.label, limits.shortText));
    set("about", clip(basics.summary, limits.aboutText));
    const email = clip(basics.email, limits.email);
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) p.email = email;
    // The phone field holds a dialable number: an extension ("ext. 12") and other characters are dropped.
    const phone = (basics.phone ?? "").replace(/\s*(?:ext\.?|extension|x)\s*\d+\s*$/i, "");
    set("phone", clip(phone.replace(/[^0-9+()./\s-]/g, "").replace(/\s+/g, " "), limits.phone));
    const where = basics.location;
    set(
      "location",
      clip([where?.city, where?.region, where?.countryCode].filter((s) => s?.trim()).join(", ") || where?.address, 120),
    );
    // Pictures only over https: the content refuses http:// images (the public page would block them).
    set("profilePicture", httpsOnly(httpUrl(basics.image) || httpUrl(basics.picture)));
    const social = socialFromResume(basics);
    if (Object.keys(social).length > 0) content.social = { ...content.social, ...social };
  }

  const work = present(resume.work);
  if (work.length > 0) {
    content.experience = work.slice(0, limits.experience).map((job) => ({
      title: clip(job.position, limits.shortText),
      company: clip(job.name ?? job.company, limits.shortText),
      period: period(job.startDate, job.endDate),
      description: describe(job.summary, job.highlights),
    }));
  }

  const education = present(resume.education);
  if (education.length > 0) {
    content.education = education.slice(0, limits.education).map((school) => ({
      degree: clip([school.studyType, school.area].filter((s) => s?.trim()).join(", "), limits.shortText),
      school: clip(school.institution, limits.shortText),
      period: period(school.startDate, school.endDate),
      description: clip(
        [school.score?.trim(), textList(school.courses, 50, limits.shortText).join(", ")].filter(Boolean).join(" · "),
        limits.longText,
      ),
    }));
  }

  const projects = present(resume.projects);
  if (projects.length > 0) {
    content.projects = projects.slice(0, limits.projects).map((project) => {
      const url = httpUrl(project.url);
      const onGithub = /^https?:\/\/(www\.)?github\.com\//i.test(url);
      return {
        title: clip(project.name, limits.shortText),
        description: describe(project.description, project.highlights),
        technologies: textList(project.keywords, limits.technologies, limits.skill),
        githubUrl: onGithub ? url : "",
        liveUrl: onGithub ? "" : url,
        imageUrl: "",
      };
    });
  }

  const skills = present(resume.skills);
  if (skills.length > 0) {
    // A JSON Resume skill is a group ("Web Development") with keywords ("HTML", "CSS"): both become skills.
    content.skills = textList(
      skills.flatMap((skill) => [skill.name, ...(skill.keywords ?? [])]),
      limits.skills,
      limits.skill,
    );
  }

  const awards = present(resume.awards);
  if (awards.length > 0) {
    content.achievements = awards.slice(0, limits.achievements).map((award) => ({
      title: clip(award.title, limits.shortText),
      description: clip([award.awarder?.trim(), award.summary?.trim()].filter(Boolean).join(" — "), limits.longText),
      date: clip(formatResumeDate(award.date), 60),
    }));
  }

  return content;
}
