import type { PortfolioContent } from "@foliocraft/schemas";

/** How long someone has worked, as far as their experience entries say without a clock. */
export type Career = { kind: "years"; years: number } | { kind: "since"; year: number };

/** What the writer may say about a person: only what their own content holds. */
export interface PersonFacts {
  name: string;
  /** The first word of the name (the whole name in Chinese and Japanese, which are not split by spaces). */
  firstName: string;
  /** The headline title, else the title of the first experience entry. */
  title: string;
  skills: string[];
  employers: string[];
  career: Career | undefined;
  projects: string[];
  location: string;
  services: string[];
}

/** One project, as the writer may describe it. */
export interface ProjectFacts {
  title: string;
  technologies: string[];
  hasLive: boolean;
  hasCode: boolean;
}

/** One experience entry. `current` when its period is open-ended ("2021 – now"). */
export interface ExperienceFacts {
  title: string;
  company: string;
  period: string;
  current: boolean;
}

// Enough to read well; a sentence listing eleven skills reads like a keyword dump.
const maxSkills = 5;
const maxEmployers = 3;
const maxProjects = 3;
const maxServices = 4;

/**
 * Trims a value and drops the end punctuation people type, so it can sit inside a sentence. A final "." stays after
 * an abbreviation ("Jr.", "D.C.") and goes after a word ("Available from May.").
 */
export function clean(value: string): string {
  return value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s。।!！?？؟,，、;；:：]+$/u, "")
    .replace(/(\p{L}{3})\.$/u, "$1");
}

function unique(values: string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values.map(clean)) {
    const key = value.toLocaleLowerCase();
    if (value === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
    if (out.length === max) break;
  }
  return out;
}

const yearPattern = /(?<!\d)(19[5-9]\d|20\d\d)(?!\d)/g;

/** The years in a period ("2017 – 2021" → [2017, 2021]) and whether it is open-ended ("2021 – now"). */
export function readPeriod(period: string): { years: number[]; openEnded: boolean } {
  const years = [...period.matchAll(yearPattern)].map((m) => Number(m[1]));
  // One year followed by more text ("2021 – now", "2021 – heute", "2021年至今") is a role that has not ended.
  const first = years.length === 1 ? period.search(yearPattern) : -1;
  const after = first >= 0 ? period.slice(first + 4).replace(/[\s\-–—~〜～.]/gu, "") : "";
  return { years, openEnded: years.length === 1 && after.length > 0 };
}

/**
 * Years of experience from the entries' periods: closed periods give a span ("2015 – 2023" → 8 years); an
 * open-ended one gives a start year instead, because without a clock "now" has no year.
 */
export function careerOf(periods: string[]): Career | undefined {
  const read = periods.map(readPeriod).filter((p) => p.years.length > 0);
  if (read.length === 0) return undefined;
  const start = Math.min(...read.map((p) => Math.min(...p.years)));
  if (read.some((p) => p.openEnded)) return { kind: "since", year: start };
  const end = Math.max(...read.map((p) => Math.max(...p.years)));
  return end > start ? { kind: "years", years: end - start } : undefined;
}

/** The facts about the person behind a portfolio. */
export function personFacts(content: PortfolioContent, language: string): PersonFacts {
  const name = clean(content.personal.fullName);
  const spaced = !(language === "zh" || language === "ja");
  return {
    name,
    firstName: spaced ? (name.split(" ")[0] ?? "") : name,
    title: clean(content.personal.title) || clean(content.experience[0]?.title ?? ""),
    skills: unique(content.skills, maxSkills),
    employers: unique(
      content.experience.map((e) => e.company),
      maxEmployers,
    ),
    career: careerOf(content.experience.map((e) => e.period)),
    projects: unique(
      content.projects.map((p) => p.title),
      maxProjects,
    ),
    location: clean(content.personal.location),
    services: unique(
      content.services.map((s) => s.title),
      maxServices,
    ),
  };
}

/** The facts of one project. */
export function projectFacts(content: PortfolioContent, index: number): ProjectFacts {
  const project = content.projects[index];
  return {
    title: clean(project?.title ?? ""),
    technologies: unique(project?.technologies ?? [], maxSkills),
    hasLive: Boolean(project?.liveUrl),
    hasCode: Boolean(project?.githubUrl),
  };
}

/** The facts of one experience entry. */
export function experienceFacts(content: PortfolioContent, index: number): ExperienceFacts {
  const entry = content.experience[index];
  const period = clean(entry?.period ?? "");
  return {
    title: clean(entry?.title ?? ""),
    company: clean(entry?.company ?? ""),
    period,
    current: readPeriod(period).openEnded,
  };
}
