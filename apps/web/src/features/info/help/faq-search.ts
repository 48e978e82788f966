import type { FaqText } from "../content/types";
import type { FaqCategory } from "./faq-meta";

/** An FAQ ready to search: its id, category and words in the interface language. */
export interface FaqEntry extends FaqText {
  id: string;
  category: Exclude<FaqCategory, "all">;
}

/**
 * Folds text for matching: lower case, compatibility forms (full-width letters), and without accents or other
 * combining marks, so "reembolso" finds "Reembolso" and "donnees" finds "données".
 */
export function foldForSearch(text: string, language: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase(language);
}

/**
 * The FAQs of `category` that match `query`: every word of the query must appear in the question, the answer or
 * the tags (in any order). Scripts without spaces (Chinese, Japanese) match as a whole phrase.
 */
export function searchFaqs(
  entries: readonly FaqEntry[],
  query: string,
  category: FaqCategory,
  language: string,
): FaqEntry[] {
  const terms = foldForSearch(query, language).split(/\s+/u).filter(Boolean);
  return entries.filter((entry) => {
    if (category !== "all" && entry.category !== category) return false;
    if (terms.length === 0) return true;
    const haystack = foldForSearch([entry.question, entry.answer, ...entry.tags].join(" "), language);
    return terms.every((term) => haystack.includes(term));
  });
}
