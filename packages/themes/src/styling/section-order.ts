import { alwaysVisibleSections, portfolioSectionIds, type PortfolioStyle } from "@foliocraft/schemas";

/** One rendered section: its id (a portfolio section id) and its HTML. */
export interface RenderedSection {
  id: string;
  html: string;
}

/**
 * The rendered sections in the portfolio's chosen order, without the ones it hides. Sections the list does not
 * name (saved before they existed, or never moved) keep their default place after the listed ones; contact is
 * never hidden. Unknown ids in `rendered` (a renderer's own extras) keep their relative place at the end.
 */
export function orderSections<T extends { id: string }>(
  rendered: readonly T[],
  prefs: PortfolioStyle["sections"],
): T[] {
  const listed = prefs.map((p) => p.id as string);
  const hidden = new Set(
    prefs.filter((p) => !p.visible && !alwaysVisibleSections.includes(p.id)).map((p) => p.id as string),
  );
  const defaults = (portfolioSectionIds as readonly string[]).filter((id) => !listed.includes(id));
  const order = [...listed, ...defaults];
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i === -1 ? order.length : i;
  };
  return rendered
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => !hidden.has(section.id))
    .sort((a, b) => rank(a.section.id) - rank(b.section.id) || a.index - b.index)
    .map(({ section }) => section);
}

/** A rendered `<section id="…">` element as a RenderedSection (its id read from its opening tag). */
export function renderedSection(html: string): RenderedSection {
  return { id: /^<section id="([^"]+)"/.exec(html)?.[1] ?? "", html };
}

/** Every section in the portfolio's order with its visibility: the listed ones first, the rest visible after them. */
export function completeSectionList(prefs: PortfolioStyle["sections"]): PortfolioStyle["sections"] {
  const listed = new Set(prefs.map((p) => p.id));
  return [
    ...prefs.map((p) => (alwaysVisibleSections.includes(p.id) ? { ...p, visible: true } : p)),
    ...portfolioSectionIds.filter((id) => !listed.has(id)).map((id) => ({ id, visible: true })),
  ];
}
