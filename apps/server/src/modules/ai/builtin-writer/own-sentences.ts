import type { AiTone } from "@foliocraft/schemas";
import type { Phrasebook } from "./phrasebook";
import { capitalize, endSentence, fullStop, paragraphs, rewrite, tidy, withoutEmoji } from "./text-tools";

/** What tells the person's own sentences from ones the writer can say again from their data. */
export interface OwnSentenceRules {
  /** The person's facts (name, skills, employers…): a sentence holding one is written anew from the data. */
  terms: string[];
  /** The writer's fixed lines (closings, greetings): never the person's own. */
  known: string[];
  tone: AiTone;
  book: Phrasebook;
  language: string;
}

const normal = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[\s.!?。！？।؟,，、]+/gu, " ")
    .trim();

/**
 * The sentences of a text that carry something the person's data does not ("I also teach coding to teenagers"), in
 * the tone's wording rules, so changing the tone does not throw them away. Sentences that hold a fact from the data,
 * greetings and the writer's own fixed lines are left out: the tone writes those anew.
 */
export function ownSentences(text: string, rules: OwnSentenceRules): string[] {
  const { book, tone, language } = rules;
  const known = new Set(rules.known.map(normal));
  const terms = rules.terms.map((t) => t.toLocaleLowerCase()).filter((t) => t.length > 1);
  const stop = fullStop(language);
  const out: string[] = [];
  for (const sentence of paragraphs(text).flat()) {
    const lower = sentence.toLocaleLowerCase();
    if (terms.some((t) => lower.includes(t))) continue;
    if (known.has(normal(sentence))) continue;
    let own = sentence.replace(book.rework.greeting, "").trim();
    // Too short to be a thought of its own once the greeting is gone ("Hi there!").
    if ([...own].length < 8) continue;
    for (const filler of book.rework.fillers) own = own.replace(filler, "");
    if (tone === "professional") {
      own = rewrite(withoutEmoji(own), book.rework.formal)
        .replace(/!+/gu, ".")
        .replace(/！+/gu, "。")
        .replace(/¡/gu, "");
    } else if (tone === "friendly") {
      own = rewrite(own, book.rework.casual);
    } else {
      own = rewrite(own, book.rework.hedges);
    }
    own = tidy(own, language);
    if (own) out.push(endSentence(capitalize(own), stop));
  }
  return out;
}
