import type { PortfolioContent } from "@foliocraft/schemas";

// Names, links and technology names stay as they are written in every language (issue 21). Before a text goes to
// the model, each of them is replaced by a token the model is told to copy ({{T1}}, {{T2}}…); the answer gets them
// back, and an answer that lost or changed a token is not kept. The prompt asks the same, but a model may still
// "translate" a company name or a tag: the tokens make that visible instead of silently wrong.

const urlPattern = /\bhttps?:\/\/[^\s<>"'()]+[^\s<>"'().,;:!?]/giu;
const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;
const tokenPattern = /\{\{T(\d+)\}\}/gu;

/** The names of people and organisations and the technology tags a portfolio holds: never translated. */
export function protectedTermsOf(content: PortfolioContent): string[] {
  const terms = [
    content.personal.fullName,
    ...content.projects.flatMap((p) => [...p.technologies, p.entity ?? ""]),
    ...content.experience.map((e) => e.company),
    ...content.education.map((e) => e.school),
    ...content.testimonials.flatMap((t) => [t.name, t.company]),
    ...(content.volunteer ?? []).map((v) => v.organization),
    ...(content.publications ?? []).map((p) => p.publisher),
    ...(content.references ?? []).map((r) => r.name),
    ...(content.certificates ?? []).map((c) => c.issuer),
    ...content.achievements.map((a) => a.awarder ?? ""),
  ];
  // Very short terms ("Go", "C") would also match ordinary words of the text: only whole words are matched, and
  // one-letter terms are left to the prompt's instruction.
  return [...new Set(terms.map((t) => t.trim()).filter((t) => t.length >= 2))];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** A text with its protected terms replaced by tokens, and what each token stands for. */
export interface MaskedText {
  text: string;
  /** Token number → the original term, in the order they appear. */
  terms: string[];
}

/**
 * Replaces the links, e-mail addresses and protected terms in `text` by {{T1}}, {{T2}}… (longest first, whole words
 * only, so "Java" is not found inside "JavaScript" and "Go" not inside "Google").
 */
export function maskProtectedTerms(text: string, protectedTerms: readonly string[]): MaskedText {
  const terms: string[] = [];
  const token = (term: string) => {
    terms.push(term);
    return `{{T${terms.length}}}`;
  };
  // A token never holds a character a term could match, so later passes cannot split an earlier token.
  let masked = text.replace(urlPattern, token).replace(emailPattern, token);
  const sorted = [...protectedTerms].sort((a, b) => b.length - a.length);
  for (const term of sorted) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])${escape(term)}(?![\\p{L}\\p{N}_])`, "gu");
    masked = masked.replace(pattern, token);
  }
  return { text: masked, terms };
}

/** The result of putting the terms back: the text, or the first term the answer lost or doubled. */
export type Unmasked = { ok: true; text: string } | { ok: false; term: string };

/** Puts the terms back into a translated text; every token must be there exactly once, and no unknown one. */
export function restoreProtectedTerms(translated: string, terms: readonly string[]): Unmasked {
  const seen = new Map<number, number>();
  for (const match of translated.matchAll(tokenPattern)) {
    const n = Number(match[1]);
    seen.set(n, (seen.get(n) ?? 0) + 1);
  }
  for (const [index, term] of terms.entries()) {
    if (seen.get(index + 1) !== 1) return { ok: false, term };
  }
  for (const n of seen.keys()) {
    if (n < 1 || n > terms.length) return { ok: false, term: `{{T${n}}}` };
  }
  return { ok: true, text: translated.replace(tokenPattern, (_m, n: string) => terms[Number(n) - 1] ?? "") };
}

/**
 * The part of a streamed answer that can be shown now, with the tokens that arrived whole put back: a token still
 * arriving ("{{T" at the end) is held back, so the preview never flashes a half token.
 */
export function previewOf(partial: string, terms: readonly string[]): string {
  let open = partial.lastIndexOf("{");
  while (open > 0 && partial[open - 1] === "{") open--;
  const ready =
    open >= 0 && !partial.includes("}}", open) && partial.length - open < 12 ? partial.slice(0, open) : partial;
  return ready.replace(tokenPattern, (whole, n: string) => terms[Number(n) - 1] ?? whole);
}
