import type { AiField, AiTone } from "@foliocraft/schemas";
import type { Phrasebook } from "./phrasebook";
import type { Chooser } from "./seeded-random";
import {
  capitalize,
  endSentence,
  fullStop,
  joinParagraphs,
  paragraphs,
  rewrite,
  tidy,
  withoutEmoji,
} from "./text-tools";

// Improve, shorten and tone on the user's own text. These never add a fact and never drop one they can keep: they
// tidy, cut filler and hedges, drop the sentences that carry the fewest facts, and add only greetings, invitations
// and sentences built from the user's own data.

/** What a rework needs: the text, its field and language, and the facts it must keep. */
export interface ReworkInput {
  text: string;
  field: AiField;
  language: string;
  max: number;
  /** The user's facts (names, skills, employers, titles…) that a shortened text should keep. */
  terms: string[];
  /** Skills or technologies the text may lack, for improve to mention. */
  suggestion?: string | undefined;
}

const isItem = (field: AiField) => field === "project" || field === "experience" || field === "service";

function polish(text: string, input: ReworkInput, book: Phrasebook): string {
  let out = rewrite(tidy(text, input.language), book.rework.fixes);
  for (const filler of book.rework.fillers) out = out.replace(filler, "");
  out = tidy(out, input.language);
  if (input.field === "title") return capitalize(out.replace(/[.。।]+$/u, ""));
  const stop = fullStop(input.language);
  return joinParagraphs(
    paragraphs(out).map((p) => p.map((s) => endSentence(capitalize(s), stop))),
    book.gap,
  );
}

const mentions = (text: string, term: string) => text.toLocaleLowerCase().includes(term.toLocaleLowerCase());

/** Improve: tidy, cut filler, and mention the user's skills when the text names none of them. */
export function improve(input: ReworkInput, book: Phrasebook): string {
  const polished = polish(input.text, input, book);
  if (!input.suggestion || input.field === "title") return polished;
  const withSuggestion = `${polished}${book.gap}${input.suggestion}`;
  return withSuggestion.length <= input.max ? withSuggestion : polished;
}

function score(sentence: string, terms: string[]): number {
  const facts = terms.filter((t) => mentions(sentence, t)).length;
  const numbers = (sentence.match(/\d+/gu) ?? []).length;
  return facts * 2 + numbers;
}

/** Shorten: keep the first sentence and those richest in facts, in their order, in about 60% of the length. */
export function shorten(input: ReworkInput, book: Phrasebook): string {
  const polished = stripGreeting(polish(input.text, input, book), book);
  if (input.field === "title") {
    // A headline's parts are separated by · | — or commas: keep the leading ones.
    const parts = polished.split(/\s+[·|—–-]\s+|[,，、]\s*/u);
    return parts.length > 1 ? (parts[0] ?? polished) : polished;
  }
  const paras = paragraphs(polished);
  const flat = paras.flatMap((p, pi) => p.map((sentence, si) => ({ sentence, pi, si })));
  if (flat.length <= 1) return polished;
  const target = Math.max(Math.ceil(polished.length * 0.6), flat[0]?.sentence.length ?? 0);
  const ranked = flat
    .slice(1)
    .map((entry, i) => ({ ...entry, order: i + 1, score: score(entry.sentence, input.terms) }))
    .sort((x, y) => y.score - x.score || x.order - y.order);
  const keep = new Set([0]);
  let length = flat[0]?.sentence.length ?? 0;
  for (const entry of ranked) {
    // A sentence without any of the user's facts ("I also like my dog") is the first thing a shorter text loses.
    if (entry.score === 0) continue;
    if (length + entry.sentence.length + book.gap.length > target) continue;
    keep.add(entry.order);
    length += entry.sentence.length + book.gap.length;
  }
  // Always shorter than what came in: with one long sentence and one more, the first alone is kept.
  const kept = flat.filter((_, i) => keep.has(i));
  const grouped = paras.map((_, pi) => kept.filter((k) => k.pi === pi).map((k) => k.sentence)).filter((p) => p.length);
  return joinParagraphs(grouped, book.gap);
}

/** Every closing line the tones add, so switching tone replaces the old one rather than stacking both. */
function withoutToneLines(text: string, book: Phrasebook): string {
  const r = book.rework;
  const lines = [...r.friendlyClose, ...r.friendlyCloseItem, ...r.confidentClose, ...r.confidentCloseItem];
  let out = text;
  for (const line of lines) {
    if (out.endsWith(line) && out.length > line.length) out = out.slice(0, -line.length).trimEnd();
  }
  return out;
}

function stripGreeting(text: string, book: Phrasebook): string {
  const rest = text.replace(book.rework.greeting, "");
  return rest.trim() === "" ? text : capitalize(rest);
}

function addClosing(text: string, line: string, input: ReworkInput, book: Phrasebook): string {
  const next = `${text}${book.gap}${line}`;
  return next.length <= input.max ? next : text;
}

/** Tone: professional (no greetings, exclamations or emoji), friendly (a hello and an invitation), confident. */
export function changeTone(
  input: ReworkInput,
  tone: AiTone,
  book: Phrasebook,
  choose: Chooser,
  firstName: string,
): string {
  const r = book.rework;
  let text = withoutToneLines(polish(input.text, input, book), book);
  if (tone === "professional") {
    text = stripGreeting(withoutEmoji(text), book);
    text = rewrite(text, r.formal).replace(/!+/gu, ".").replace(/！+/gu, "。").replace(/¡/gu, "");
    return polish(text, input, book);
  }
  if (tone === "friendly") {
    text = rewrite(text, r.casual);
    if (!isItem(input.field) && !r.greeting.test(text)) {
      const opener =
        firstName && !mentions(text, firstName)
          ? choose.pick(r.friendlyOpenName)({ name: firstName })
          : choose.pick(r.friendlyOpen);
      const opened = `${opener}${book.gap}${text}`;
      if (opened.length <= input.max) text = opened;
    }
    if (input.field === "title") return text;
    return addClosing(text, choose.pick(isItem(input.field) ? r.friendlyCloseItem : r.friendlyClose), input, book);
  }
  text = polish(rewrite(text, r.hedges), input, book);
  if (input.field === "title") return text;
  return addClosing(text, choose.pick(isItem(input.field) ? r.confidentCloseItem : r.confidentClose), input, book);
}
