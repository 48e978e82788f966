import type { PersonFacts } from "./facts";
import type { Phrasebook } from "./phrasebook";
import type { Chooser } from "./seeded-random";

// The headline, composed only from the person's own facts, so nothing is made up and an empty portfolio gets an
// honest generic line. (The bio and about text are written in a tone: compose-tone.ts.)

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
