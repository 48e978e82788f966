import type { PortfolioContent } from "@foliocraft/schemas";
import { clean, type PersonFacts } from "./facts";
import type { Phrasebook } from "./phrasebook";
import type { Chooser } from "./seeded-random";

// A service's description and the hire-me text: only the entry's own facts and the person's, never what the work
// achieved (the writer cannot know that, so it does not say it). Projects and experience: compose-tone.ts.

/** A service's description. */
export function composeService(
  content: PortfolioContent,
  index: number,
  person: PersonFacts,
  book: Phrasebook,
  choose: Chooser,
): string {
  const service = clean(content.services[index]?.title ?? "");
  if (!service) return choose.pick(book.service.empty);
  const sentences = [
    person.title
      ? choose.pick(book.service.withTitle)({ service, title: person.title })
      : choose.pick(book.service.plain)({ service }),
  ];
  if (person.skills.length > 0) {
    sentences.push(choose.pick(book.service.skills)({ skills: book.list(person.skills.slice(0, 3)) }));
  }
  sentences.push(choose.pick(book.service.cta));
  return sentences.join(book.gap);
}

/** The hire-me section's description. */
export function composeHireMe(
  content: PortfolioContent,
  person: PersonFacts,
  book: Phrasebook,
  choose: Chooser,
): string {
  const availability = clean(content.hireMe.availability);
  const rate = clean(content.hireMe.hourlyRate);
  const sentences = [
    person.title ? choose.pick(book.hireMe.withTitle)({ title: person.title }) : choose.pick(book.hireMe.plain),
  ];
  if (person.services.length > 0) {
    sentences.push(choose.pick(book.hireMe.services)({ services: book.list(person.services) }));
  } else if (person.skills.length > 0) {
    sentences.push(choose.pick(book.hireMe.skills)({ skills: book.list(person.skills.slice(0, 3)) }));
  }
  if (availability) sentences.push(choose.pick(book.hireMe.availability)({ availability }));
  if (rate) sentences.push(choose.pick(book.hireMe.rate)({ rate }));
  sentences.push(choose.pick(book.hireMe.cta));
  return sentences.join(book.gap);
}
