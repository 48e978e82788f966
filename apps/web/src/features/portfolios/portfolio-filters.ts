import type { PortfolioSummary } from "@foliocraft/schemas";

/** The orders the list offers. */
export const portfolioSorts = ["updated", "created", "name", "status"] as const;

/** One order of the list. */
export type PortfolioSort = (typeof portfolioSorts)[number];

/** Reads a sort from the address bar; anything else is the default (last edited first). */
export function parseSort(value: string | null): PortfolioSort {
  return (portfolioSorts as readonly string[]).includes(value ?? "") ? (value as PortfolioSort) : "updated";
}

// Search ignores case and accents, so "resume" finds "Résumé" and "ÉTÉ" finds "été".
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase();

/**
 * The portfolios whose name or theme contains every word of `query`, in the chosen order. `locale` orders names
 * the way the reader's language does.
 */
export function filterPortfolios(
  portfolios: readonly PortfolioSummary[],
  query: string,
  sort: PortfolioSort,
  locale: string,
  themeName: (theme: PortfolioSummary["theme"]) => string = (theme) => theme,
): PortfolioSummary[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matches = portfolios.filter((p) => {
    const haystack = fold(`${p.name} ${themeName(p.theme)} ${p.theme}`);
    return words.every((word) => haystack.includes(word));
  });
  const byName = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  const newest = (a: string, b: string) => Date.parse(b) - Date.parse(a);
  const compare: Record<PortfolioSort, (a: PortfolioSummary, b: PortfolioSummary) => number> = {
    updated: (a, b) => newest(a.updatedAt, b.updatedAt),
    created: (a, b) => newest(a.createdAt, b.createdAt),
    name: (a, b) => byName.compare(a.name, b.name) || newest(a.updatedAt, b.updatedAt),
    // Published first, then by last edit.
    status: (a, b) =>
      Number(b.status === "published") - Number(a.status === "published") || newest(a.updatedAt, b.updatedAt),
  };
  return [...matches].sort(compare[sort]);
}
