import type { PersonFacts } from "./facts";
import type { Phrasebook } from "./phrasebook";
import type { Chooser } from "./seeded-random";

// The headline, bio and about text, composed only from the person's own facts. A sentence is said only when the
// facts it needs are there, so nothing is made up and an empty portfolio gets an honest generic line.

const headlineSkills = 3;

/** The headline (title field). */
export function composeHeadline(facts: PersonFacts, book: Phrasebook, choose: Chooser): string {
  const { title, skills, location, name } = facts;
  const skillList = book.list(skills.slice(0, headlineSkills));
  if (title && skills.length > 0 && (!location || choose.coin())) {
    return choose.pick(book.headline.titleSkills)({ title, skills: skillList });
  }
  if (title && location) return choose.pick(book.headline.titleLocation)({ title, location });
  if (title) return title;
  if (skills.length > 0) return choose.pick(book.headline.skills)({ skills: skillList });
  if (name) return choose.pick(book.headline.name)({ name });
  return choose.pick(book.headline.empty);
}

function introduction(facts: PersonFacts, book: Phrasebook, choose: Chooser): string | undefined {
  const { name, title } = facts;
  if (name && title) return choose.pick(book.person.nameTitle)({ name, title });
  if (name) return choose.pick(book.person.name)({ name });
  if (title) return choose.pick(book.person.title)({ title });
  return undefined;
}

function career(facts: PersonFacts, book: Phrasebook, choose: Chooser): string | undefined {
  if (!facts.career) return undefined;
  return facts.career.kind === "years"
    ? choose.pick(book.person.years)({ years: facts.career.years })
    : choose.pick(book.person.since)({ year: facts.career.year });
}

/** The optional sentences about a person, each present only when its facts are. */
function personSentences(facts: PersonFacts, book: Phrasebook, choose: Chooser) {
  const say = <T>(present: boolean, variants: readonly ((v: T) => string)[], values: T) =>
    present ? choose.pick(variants)(values) : undefined;
  return {
    career: career(facts, book, choose),
    employers: say(facts.employers.length > 0, book.person.employers, {
      employers: book.list(facts.employers),
      many: facts.employers.length > 1,
    }),
    skills: say(facts.skills.length > 0, book.person.skills, {
      skills: book.list(facts.skills),
      many: facts.skills.length > 1,
    }),
    projects: say(facts.projects.length > 0, book.person.projects, {
      projects: book.list(facts.projects),
      many: facts.projects.length > 1,
    }),
    location: say(facts.location !== "", book.person.location, { location: facts.location }),
    services: say(facts.services.length > 0, book.person.services, {
      services: book.list(facts.services),
      many: facts.services.length > 1,
    }),
  };
}

const present = (items: (string | undefined)[]): string[] => items.filter((s): s is string => Boolean(s));

/** A short bio: who, then one or two facts, within `max` characters. */
export function composeBio(facts: PersonFacts, book: Phrasebook, choose: Chooser, max: number): string {
  const intro = introduction(facts, book, choose);
  const s = personSentences(facts, book, choose);
  const extras = present(choose.coin() ? [s.career, s.skills, s.location] : [s.skills, s.career, s.employers]);
  if (!intro && extras.length === 0) return choose.pick(book.person.emptyBio);
  const sentences = present([intro]);
  for (const extra of extras) {
    if (sentences.length >= 3) break;
    const next = [...sentences, extra].join(book.gap);
    if (next.length <= max) sentences.push(extra);
  }
  return sentences.join(book.gap);
}

/** The about text: who and how long, what they work with, and an invitation, in two or three paragraphs. */
export function composeAbout(facts: PersonFacts, book: Phrasebook, choose: Chooser): string {
  const intro = introduction(facts, book, choose);
  const s = personSentences(facts, book, choose);
  const first = present([intro, s.career, s.employers]);
  const second = present(choose.coin() ? [s.skills, s.projects, s.services] : [s.services, s.skills, s.projects]);
  if (first.length === 0 && second.length === 0) return choose.pick(book.person.emptyAbout);
  const last = present([s.location, choose.pick(book.person.closing)]);
  const parts = [first, second, last].filter((p) => p.length > 0);
  // A short text reads better as one paragraph than as three one-line ones.
  if (parts.flat().length <= 3) return parts.flat().join(book.gap);
  return parts.map((p) => p.join(book.gap)).join("\n\n");
}
