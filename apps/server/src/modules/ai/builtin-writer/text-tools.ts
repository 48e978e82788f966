import { truncateGraphemes } from "@foliocraft/schemas";

// Small, language-aware text helpers for the built-in writer: sentences, clean-up and length limits.

// A sentence ends at . ! ? ؟ । followed by a space (so "Node.js" and "v2.5" stay whole), or at 。！？ (Chinese and
// Japanese write no space after them). Closing quotes and brackets stay with their sentence.
const sentenceEnd = /[.!?؟।]+["'”’)»]*(?=\s|$)|[。！？]+[」』）”]*/gu;

/** Splits a paragraph into sentences, keeping each one's end punctuation. */
export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const match of paragraph.matchAll(sentenceEnd)) {
    const to = match.index + match[0].length;
    pushSentence(out, paragraph.slice(from, to));
    from = to;
  }
  pushSentence(out, paragraph.slice(from));
  return out;
}

function pushSentence(out: string[], piece: string) {
  const sentence = piece.trim();
  if (!sentence) return;
  const previous = out[out.length - 1];
  // "e.g. this" or "approx. ten": after a dot, a piece that starts in lower case continues the same sentence.
  if (previous?.endsWith(".") && /^\p{Ll}/u.test(sentence)) out[out.length - 1] = `${previous} ${sentence}`;
  else out.push(sentence);
}

/** Splits text into paragraphs (blank lines), each a list of sentences. */
export function paragraphs(text: string): string[][] {
  return text
    .split(/\n\s*\n/u)
    .map((p) => splitSentences(p.replace(/\s*\n\s*/gu, " ")))
    .filter((p) => p.length > 0);
}

/** Joins paragraphs of sentences back into text. */
export function joinParagraphs(parts: string[][], gap: string): string {
  return parts
    .map((p) => p.join(gap))
    .filter(Boolean)
    .join("\n\n");
}

/** Upper-cases the first letter (scripts without case are left alone). */
export function capitalize(sentence: string): string {
  return sentence.replace(/^(["'“‘¿¡(]*)(\p{Ll})/u, (_m, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** Adds the language's full stop when a sentence has no end punctuation. */
export function endSentence(sentence: string, stop: string): string {
  return /[.!?。！？؟।]["'”’」』)]*$/u.test(sentence) ? sentence : `${sentence}${stop}`;
}

/** The full stop of a language. */
export function fullStop(language: string): string {
  if (language === "zh" || language === "ja") return "。";
  if (language === "hi") return "।";
  return ".";
}

/** Collapses runs of spaces, removes a space before punctuation and a word typed twice ("the the"). */
export function tidy(text: string, language: string): string {
  let out = text.replace(/[ \t\u00a0]+/gu, " ").replace(/ *\n */gu, "\n");
  // French puts a (narrow) space before ; : ! ? — keep it there.
  out = language === "fr" ? out.replace(/ +([,.])/gu, "$1") : out.replace(/ +([,.;:!?؟،।])/gu, "$1");
  out = out.replace(/\b(\p{L}+) \1\b/giu, "$1");
  return out.trim();
}

/** Removes emoji and other pictographs. */
export function withoutEmoji(text: string): string {
  return text
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, "")
    .replace(/ {2,}/gu, " ")
    .trim();
}

/**
 * Keeps a text within a field's limit: whole sentences from the start while they fit, and if even the first does
 * not, its words up to the limit with an ellipsis. Never cuts inside a word.
 */
export function fitLength(text: string, max: number, gap: string): string {
  if (text.length <= max) return text;
  const kept: string[] = [];
  let length = 0;
  for (const sentence of splitSentences(text.replace(/\n+/gu, " "))) {
    const next = length + (kept.length ? gap.length : 0) + sentence.length;
    if (next > max) break;
    kept.push(sentence);
    length = next;
  }
  if (kept.length > 0) return kept.join(gap);
  const cut = truncateGraphemes(text, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Applies replacements in order. */
export function rewrite(text: string, rules: readonly (readonly [RegExp, string])[]): string {
  return rules.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
