import { aiFieldMaxLength, type AiWriteInput, type PortfolioContent } from "@foliocraft/schemas";
import { composeExperience, composeHireMe, composeProject, composeService } from "./compose-entries";
import { composeAbout, composeBio, composeHeadline } from "./compose-person";
import { experienceFacts, personFacts, projectFacts, type PersonFacts } from "./facts";
import type { Phrasebook } from "./phrasebook";
import { phrasebooks } from "./phrasebooks";
import { changeTone, improve, shorten, type ReworkInput } from "./rework";
import { hashText, seededChooser, type Chooser } from "./seeded-random";
import { fitLength } from "./text-tools";

/**
 * The built-in writer: real text for a builder field from the user's own data, in the portfolio's language, when no
 * AI provider is configured. Pure and deterministic: the same request always gives the same text.
 */
export function writeWithBuiltIn(input: AiWriteInput): string {
  const book = phrasebooks[input.language];
  const person = personFacts(input.content, input.language);
  const index = input.index ?? 0;
  const max = aiFieldMaxLength[input.field];
  // Seeded by what the text depends on, so edits elsewhere (a phone number) do not reshuffle the wording.
  const seed = hashText(
    JSON.stringify([input.field, index, input.action, input.tone, input.language, input.text, person, itemOf(input)]),
  );
  const choose = seededChooser(seed);
  const text =
    input.action === "generate" ? generate(input, person, book, choose, max) : rework(input, person, book, choose, max);
  return fitLength(text.trim(), max, book.gap);
}

function itemOf(input: AiWriteInput): unknown {
  const index = input.index ?? 0;
  if (input.field === "project") return projectFacts(input.content, index);
  if (input.field === "experience") return experienceFacts(input.content, index);
  if (input.field === "service") return input.content.services[index]?.title;
  if (input.field === "hireMe") return [input.content.hireMe.availability, input.content.hireMe.hourlyRate];
  return undefined;
}

function generate(input: AiWriteInput, person: PersonFacts, book: Phrasebook, choose: Chooser, max: number): string {
  const index = input.index ?? 0;
  switch (input.field) {
    case "title":
      return composeHeadline(person, book, choose);
    case "bio":
      return composeBio(person, book, choose, max);
    case "about":
      return composeAbout(person, book, choose);
    case "project":
      return composeProject(projectFacts(input.content, index), book, choose);
    case "experience":
      return composeExperience(experienceFacts(input.content, index), person, book, choose);
    case "service":
      return composeService(input.content, index, person, book, choose);
    case "hireMe":
      return composeHireMe(input.content, person, book, choose);
  }
}

/** The user's facts a reworked text should keep, and a sentence from their data that improve may add. */
function factsFor(input: AiWriteInput, person: PersonFacts, book: Phrasebook, choose: Chooser) {
  const content: PortfolioContent = input.content;
  const index = input.index ?? 0;
  const terms = [
    person.name,
    person.firstName,
    person.title,
    person.location,
    ...person.skills,
    ...person.employers,
    ...person.projects,
    ...person.services,
  ];
  let suggestion: string | undefined;
  const lacks = (items: string[]) =>
    items.length > 0 && !items.some((i) => input.text.toLocaleLowerCase().includes(i.toLocaleLowerCase()));
  if ((input.field === "bio" || input.field === "about") && lacks(person.skills)) {
    suggestion = choose.pick(book.person.skills)({ skills: book.list(person.skills), many: person.skills.length > 1 });
  }
  if (input.field === "project") {
    const project = projectFacts(content, index);
    terms.push(project.title, ...project.technologies);
    if (lacks(project.technologies)) {
      suggestion = choose.pick(book.project.techOnly)({ tech: book.list(project.technologies) });
    }
  }
  if (input.field === "experience") {
    const entry = experienceFacts(content, index);
    terms.push(entry.title, entry.company, entry.period);
  }
  return { terms: terms.filter(Boolean), suggestion };
}

function rework(input: AiWriteInput, person: PersonFacts, book: Phrasebook, choose: Chooser, max: number): string {
  const { terms, suggestion } = factsFor(input, person, book, choose);
  const base: ReworkInput = { text: input.text, field: input.field, language: input.language, max, terms, suggestion };
  if (input.action === "improve") return improve(base, book);
  if (input.action === "shorten") return shorten(base, book);
  return changeTone(base, input.tone ?? "professional", book, choose, person.firstName);
}
