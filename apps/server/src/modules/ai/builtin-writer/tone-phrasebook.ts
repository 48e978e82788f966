import type { AiTone } from "@foliocraft/schemas";
import type { Career } from "./facts";
import type { Lines, Variants } from "./phrasebook";

// The sentences of the four tones, per language (issue 20). A tone is more than contractions: each has its own
// wording, and compose-tone.ts gives each its own shape (how many sentences, which comes first). Every variant must
// read well whatever facts are present (a value may be "" where the comment says so) and say nothing about the
// person that their data does not hold. First person, with no adjective or verb form that shows the writer's gender.

/** Who the person is. `name` or `title` may be "" (never both); `location` and `skills` may be "". */
export interface Who {
  name: string;
  firstName: string;
  title: string;
  location: string;
  /** Two skills at most, for a concise bio in a language that needs more than the title to say it (else ""). */
  skills: string;
}

/** A list already joined in the language's own way, and whether it holds more than one item. */
export interface Listed {
  list: string;
  many: boolean;
}

/** What a project's description may say. `title` or `tech` may be "" (never both). */
export interface ProjectView {
  title: string;
  tech: string;
  many: boolean;
}

/** What an experience entry's description may say. `title` or `company` may be "" (never both); `period` may be "". */
export interface RoleView {
  title: string;
  company: string;
  period: string;
  /** The period is open-ended ("2021 – now"): the role is the current one. */
  current: boolean;
}

/** The sentences of one tone in one language. */
export interface ToneBook {
  /** The bio: one or two sentences, worded unlike the about text. */
  bio: {
    /** Who the person is. */
    lead: Variants<Who>;
    /** What they work with, and where. `list` may be "" when `location` is not (never both). */
    focus: Variants<Listed & { location: string }>;
  };
  /** The about text: a paragraph or more. */
  about: {
    intro: Variants<Who>;
    career: Variants<Career>;
    employers: Variants<Listed>;
    skills: Variants<Listed>;
    projects: Variants<Listed>;
    services: Variants<Listed>;
    location: Variants<{ location: string }>;
    closing: Lines;
  };
  project: {
    main: Variants<ProjectView>;
    // Fixed lines, so a later rework can tell the writer's own sentences from the person's.
    live: Lines;
    code: Lines;
    liveAndCode: Lines;
  };
  experience: {
    main: Variants<RoleView>;
    skills: Variants<Listed>;
  };
}

/** The four tones of one language. */
export type ToneBooks = Record<AiTone, ToneBook>;

/** Every fixed line of a language's tones: sentences a rework recognises as the writer's, not the person's. */
export function fixedLines(books: ToneBooks): string[] {
  return Object.values(books).flatMap((b) => [
    ...b.about.closing,
    ...b.project.live,
    ...b.project.code,
    ...b.project.liveAndCode,
  ]);
}

/** Picks the form for the facts present: name and title, the name alone, or the title alone. */
export function byWho(v: Who, forms: { both: () => string; name: () => string; title: () => string }): string {
  if (v.name && v.title) return forms.both();
  return v.name ? forms.name() : forms.title();
}

/** Picks the form for skills and location, skills alone, or location alone. */
export function byFocus(
  v: Listed & { location: string },
  forms: { both: () => string; skills: () => string; location: () => string },
): string {
  if (v.list && v.location) return forms.both();
  return v.list ? forms.skills() : forms.location();
}

/** Picks the form for a project with a title and technologies, a title alone, or technologies alone. */
export function byProject(v: ProjectView, forms: { both: () => string; title: () => string; tech: () => string }) {
  if (v.title && v.tech) return forms.both();
  return v.title ? forms.title() : forms.tech();
}

/** Picks the form for a role with a title and company, a company alone, or a title alone. */
export function byRole(v: RoleView, forms: { both: () => string; company: () => string; title: () => string }) {
  if (v.title && v.company) return forms.both();
  return v.company ? forms.company() : forms.title();
}

/** Picks the form for a span of years or a start year. */
export function byCareer(c: Career, forms: { years: (n: number) => string; since: (year: number) => string }) {
  return c.kind === "years" ? forms.years(c.years) : forms.since(c.year);
}
