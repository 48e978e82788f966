import type { ContactStatus, LanguageCode, ServiceIcon, SocialNetwork } from "@foliocraft/schemas";
import type { RendererStrings } from "./i18n/strings";

// The page model: what a theme draws. It is built once per render from the content and the options, already
// localised (headings, buttons, dates in the portfolio's language), already filtered (no empty item, no empty
// section) and already made safe where it matters: every `href`/`src` is a vetted URL escaped for an attribute,
// ready to write inside double quotes. Every other string is plain text the theme must escape (`escapeHtml`).

/** A link the theme may draw as a button or a plain link. `href` is safe and attribute-escaped; `label` is text. */
export interface PageLink {
  href: string;
  label: string;
  /** `primary`: the main action of its block (Live Demo, the e-mail address); `secondary`: the others. */
  emphasis: "primary" | "secondary";
  /** What it points to, for themes that draw an icon or group links. */
  kind: "email" | "phone" | "social" | "source" | "demo" | "resume" | "cta" | "entry";
  /** The social network, for `kind: "social"`. */
  network?: SocialNetwork;
  /** A counting address the browser pings on a click (`<a ping>`): a résumé hosted elsewhere is linked directly. */
  ping?: string;
}

export interface ProjectItem {
  title: string;
  description: string;
  technologies: string[];
  /** Safe, attribute-escaped image address, or undefined. */
  image?: string;
  links: PageLink[];
  /** The project's period, who it was for and the owner's roles, when given. */
  details?: string[];
  /** Bullet points (JSON Resume's highlights). */
  highlights?: string[];
}

/**
 * An entry of a dated or résumé list (experience, education, volunteering, certificates, publications, languages,
 * interests, references, skill groups): `title` is the role, degree or name, `place` the company, school, issuer or
 * level. The optional parts come from the résumé fields (issue 22); a theme draws them with `entryDetails()`.
 */
export interface TimelineItem {
  title: string;
  place: string;
  /** The period or date in the portfolio's language ("janv. 2020 – aujourd’hui"); may be empty. */
  period: string;
  description: string;
  /** Short facts shown under the place: a location, a grade, roles, what a company does. */
  details?: string[];
  /** Bullet points (JSON Resume's highlights). */
  highlights?: string[];
  /** Short labels (courses, keywords, the skills of a group). */
  tags?: string[];
  /** The entry's own link (a company's site, a publication, a certificate). */
  link?: PageLink;
}

/** The sections drawn from the résumé fields, each a list of entries drawn like the theme's experience. */
export const resumeSectionIds = [
  "skill-groups",
  "volunteer",
  "certificates",
  "publications",
  "languages",
  "interests",
  "references",
] as const;

/** A section drawn from the résumé fields. */
export type ResumeSectionId = (typeof resumeSectionIds)[number];

export interface ServiceItem {
  title: string;
  description: string;
  icon: ServiceIcon;
}

export interface AchievementItem {
  title: string;
  /** The date in the portfolio's language when recognised, else as written; may be empty. */
  date: string;
  description: string;
}

export interface TestimonialItem {
  quote: string;
  name: string;
  /** "CTO, Acme"; may be empty. */
  role: string;
  /** 1–5. */
  rating: number;
  /** Screen-reader text of the rating, localised ("Rated 4 out of 5"). */
  ratingLabel: string;
}

/** The hire-me block: a description, labelled facts (rate, availability) and the call to action. */
export interface HireMeBlock {
  description: string;
  facts: { label: string; value: string }[];
  cta?: PageLink;
}

/** What the contact form needs; draw it with the shared `contactForm()` (it carries the server's contract). */
export interface ContactFormBlock {
  description: string;
  endpoint: string;
  /** The page's language, sent with the message so the owner knows which version the visitor wrote from. */
  language: string;
  status?: ContactStatus;
  successMessage: string;
}

/** A section of the page, in order. `id` is the element id to give it (the builder's preview scrolls to it). */
export type PageSection =
  | { id: "about"; heading: string; text: string }
  | { id: "skills"; heading: string; items: string[] }
  | { id: "projects"; heading: string; items: ProjectItem[] }
  | { id: "experience"; heading: string; items: TimelineItem[] }
  | { id: "education"; heading: string; items: TimelineItem[] }
  | { id: "services"; heading: string; items: ServiceItem[] }
  | { id: "achievements"; heading: string; items: AchievementItem[] }
  | { id: "testimonials"; heading: string; items: TestimonialItem[] }
  | { id: "hire-me"; heading: string; block: HireMeBlock }
  | { id: "contact-form"; heading: string; block: ContactFormBlock }
  | { id: "resume"; heading: string; link: PageLink }
  | { id: ResumeSectionId; heading: string; items: TimelineItem[] };

/** A section id. */
export type PageSectionId = PageSection["id"];

/** The section of a given id (for typed helpers). */
export type SectionOf<Id extends PageSectionId> = Extract<PageSection, { id: Id }>;

/** Everything a theme draws. */
export interface PageModel {
  /** The portfolio's language and direction (the document already declares both). */
  lang: LanguageCode;
  dir: "ltr" | "rtl";
  /** The renderer's fixed texts in that language, for anything a theme adds of its own (labels, aria). */
  strings: RendererStrings;
  hero: {
    /** Never empty: the owner's name or the localised "Portfolio". */
    name: string;
    /** Job title; may be empty. */
    title: string;
    /** The short bio (or the about text when there is no bio); may be empty. */
    bio: string;
    location: string;
    /** Safe, attribute-escaped address of the profile picture, or undefined. */
    photo?: string;
    /** Up to two letters of the name, for a monogram where there is no photo. */
    initials: string;
  };
  /** The content sections that have something to show, in page order (About first when both bio and about exist). */
  sections: PageSection[];
  /** Always present: the ways to reach the owner (possibly none, then `emptyText` says so). */
  contact: {
    id: "contact";
    heading: string;
    location: string;
    links: PageLink[];
    emptyText: string;
  };
  footer: {
    /** "© 2026 Ama Mensah", localised digits. */
    copyright: string;
    poweredBy?: PageLink;
  };
}
