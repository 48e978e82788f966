import { aiFieldMaxLength, type AiTone, type AiWriteInput, type PortfolioContent } from "@foliocraft/schemas";
import { composeHireMe, composeService } from "./compose-entries";
import { composeHeadline } from "./compose-person";
import { aboutInTone, bioInTone, experienceInTone, projectInTone } from "./compose-tone";
import { experienceFacts, personFacts, projectFacts, type PersonFacts } from "./facts";
import type { Phrasebook } from "./phrasebook";
import { phrasebooks } from "./phrasebooks";
import { changeTone, improve, shorten, type ReworkInput } from "./rework";
import { hashText, seededChooser, type Chooser } from "./seeded-random";
import { ownSentences } from "./own-sentences";
import { fitLength } from "./text-tools";
import { fixedLines } from "./tone-phrasebook";
import { fixCountryPrepositions } from "./country-prepositions";
import { toneBooks } from "./tones";

/** The fields the tones write from the person's data (the others rework their text with tone rules). */
const toneFields = new Set(["bio", "about", "project", "experience"]);

// How many other seeds to try when a version comes out the same as the one it replaces.
const maxRetries = 12;

/**
 * The built-in writer: real text for a builder field from the user's own data, in the portfolio's language, when no
 * AI provider is configured. Pure and deterministic: the same request (with the same `variation`) always gives the
 * same text, and "Try again" (the next `variation`) gives another one, never the text it replaces.
 */
export function writeWithBuiltIn(input: AiWriteInput): string {
  const book = phrasebooks[input.language];
  const person = personFacts(input.content, input.language);
  const max = aiFieldMaxLength[input.field];
  // Seeded by what the text depends on, so edits elsewhere (a phone number) do not reshuffle the wording. Generate
  // writes from the data alone; a rework also depends on the text it reworks.
  const basis = JSON.stringify([
    input.field,
    input.index ?? 0,
    input.action,
    input.tone,
    input.language,
    input.action === "generate" ? "" : input.text,
    person,
    itemOf(input),
  ]);
  // Never the text being replaced: the version "Try again" replaces, or (for Generate) what the field holds now.
  const avoid = new Set([input.previous, input.action === "generate" ? input.text : undefined].map(normal));
  const variation = input.variation ?? 0;
  let text = "";
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    const choose = seededChooser(hashText(`${basis}#${variation}#${attempt}`));
    const written = fixCountryPrepositions(input.language, write(input, person, book, choose, max), person.location);
    text = fitLength(written.trim(), max, book.gap);
    if (!avoid.has(normal(text))) break;
  }
  return text;
}

const normal = (text: string | undefined) => (text ?? "").replace(/\s+/gu, " ").trim();

function write(input: AiWriteInput, person: PersonFacts, book: Phrasebook, choose: Chooser, max: number): string {
  if (toneFields.has(input.field) && (input.action === "generate" || input.action === "tone")) {
    return inTone(input, person, book, choose, max);
  }
  if (input.action === "generate") return generate(input, person, book, choose);
  return rework(input, person, book, choose, max);
}

function itemOf(input: AiWriteInput): unknown {
  const index = input.index ?? 0;
  if (input.field === "project") return projectFacts(input.content, index);
  if (input.field === "experience") return experienceFacts(input.content, index);
  if (input.field === "service") return input.content.services[index]?.title;
  if (input.field === "hireMe") return [input.content.hireMe.availability, input.content.hireMe.hourlyRate];
  return undefined;
}

/** Bio, about, project and experience, written from the data in a tone (professional unless one is asked for). */
function inTone(input: AiWriteInput, person: PersonFacts, book: Phrasebook, choose: Chooser, max: number): string {
  const tone: AiTone = input.tone ?? "professional";
  const tones = toneBooks[input.language];
  const index = input.index ?? 0;
  const { terms } = factsFor(input, person, book, choose);
  // Changing the tone keeps the person's own sentences that say something their data does not.
  const kept =
    input.action === "tone"
      ? ownSentences(input.text, {
          terms,
          known: [...fixedLines(tones), ...knownLines(book)],
          tone,
          book,
          language: input.language,
        })
      : [];
  const tonesOf = tones[tone];
  switch (input.field) {
    case "bio":
      return bioInTone(person, tone, tonesOf, book, choose, max);
    case "about":
      return aboutInTone(person, tone, tonesOf, book, choose, kept);
    case "project":
      return projectInTone(projectFacts(input.content, index), tone, tonesOf, book, choose, kept);
    default:
      return experienceInTone(experienceFacts(input.content, index), person, tone, tonesOf, book, choose, kept);
  }
}

/** The old phrasebook's fixed lines (greetings, closings, empty texts): also the writer's, not the person's. */
function knownLines(book: Phrasebook): string[] {
  const r = book.rework;
  return [
    ...r.friendlyOpen,
    ...r.friendlyClose,
    ...r.friendlyCloseItem,
    ...r.confidentClose,
    ...r.confidentCloseItem,
    ...book.person.closing,
    ...book.person.emptyBio,
    ...book.person.emptyAbout,
    ...book.project.empty,
    ...book.project.live,
    ...book.project.code,
    ...book.experience.empty,
  ];
}

function generate(input: AiWriteInput, person: PersonFacts, book: Phrasebook, choose: Chooser): string {
  const index = input.index ?? 0;
  if (input.field === "title") return composeHeadline(person, book, choose);
  if (input.field === "service") return composeService(input.content, index, person, book, choose);
  return composeHireMe(input.content, person, book, choose);
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
  if (person.career) terms.push(String(person.career.kind === "years" ? person.career.years : person.career.year));
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
  // The headline, a service and the hire-me text keep their words; concise is a shorter text.
  if (input.tone === "concise") return shorten(base, book);
  return changeTone(base, input.tone ?? "professional", book, choose, person.firstName);
}
