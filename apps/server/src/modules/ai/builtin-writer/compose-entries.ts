import type { PortfolioContent } from "@foliocraft/schemas";
import { clean, type ExperienceFacts, type PersonFacts, type ProjectFacts } from "./facts";
import type { Phrasebook } from "./phrasebook";
import type { Chooser } from "./seeded-random";

// Descriptions of one project, experience entry or service, and the hire-me text: only the entry's own facts and the
// person's, never what the entry achieved (the writer cannot know that, so it does not say it).

/** A project's description. */
export function composeProject(project: ProjectFacts, book: Phrasebook, choose: Chooser): string {
  const { title } = project;
  const tech = book.list(project.technologies);
  const sentences: string[] = [];
  if (title && project.technologies.length > 0) sentences.push(choose.pick(book.project.withTech)({ title, tech }));
  else if (title) sentences.push(choose.pick(book.project.titleOnly)({ title }));
  else if (project.technologies.length > 0) sentences.push(choose.pick(book.project.techOnly)({ tech }));
  if (project.hasLive) sentences.push(choose.pick(book.project.live));
  if (project.hasCode) sentences.push(choose.pick(book.project.code));
  return sentences.length > 0 ? sentences.join(book.gap) : choose.pick(book.project.empty);
}

/** An experience entry's description. */
export function composeExperience(
  entry: ExperienceFacts,
  person: PersonFacts,
  book: Phrasebook,
  choose: Chooser,
): string {
  const { title, company, current } = entry;
  const when = book.when(entry.period);
  let role: string | undefined;
  if (title && company) role = choose.pick(book.experience.roleAt)({ title, company, when, current });
  else if (company) role = choose.pick(book.experience.company)({ company, when, current });
  else if (title) role = choose.pick(book.experience.role)({ title, when, current });
  if (!role) return choose.pick(book.experience.empty);
  if (person.skills.length === 0) return role;
  const skills = book.list(person.skills.slice(0, 3));
  return [role, choose.pick(book.experience.skills)({ skills })].join(book.gap);
}

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
