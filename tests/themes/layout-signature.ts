import type { Page } from "@playwright/test";

// A theme's skeleton, read from the boxes Chromium laid out, so that two themes with the same composition under
// different colours and fonts are told apart from two themes that are really drawn differently (issue 19: twenty
// distinct themes). Only geometry counts: where the hero and its name and portrait sit, where each section sits,
// where its heading sits against its content, and where and how wide its first item is (one column or a grid).

/** A box in page coordinates (CSS pixels). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What is measured on the page: the hero and, per `section[id]`, the section, its heading and its first item. */
export interface LayoutBoxes {
  viewport: { w: number; h: number };
  hero: Box;
  /** The name's ink (its text, not the h1's box): left, centred or right within the hero. */
  name: Box;
  portrait?: Box;
  /** Per section: its box, its heading's ink (start, centre or end) and its first item. */
  sections: { id: string; box: Box; heading?: Box; item?: Box }[];
}

/** Reads the boxes of the page as laid out now (run it at the width the signature is for). */
export function measureLayout(page: Page): Promise<LayoutBoxes> {
  return page.evaluate(() => {
    const box = (el: Element | Range): Box => {
      const r = el.getBoundingClientRect();
      return { x: r.x + scrollX, y: r.y + scrollY, w: r.width, h: r.height };
    };
    const h1 = document.querySelector("h1");
    if (!h1) throw new Error("The page has no h1");
    // The hero: the header holding the name, else the largest block around it that holds no section.
    let hero: Element | null = h1.closest("header");
    if (!hero) {
      hero = h1;
      while (
        hero.parentElement &&
        hero.parentElement !== document.body &&
        !hero.parentElement.querySelector("section[id]")
      )
        hero = hero.parentElement;
    }
    const nameInk = document.createRange();
    nameInk.selectNodeContents(h1);
    const portrait = hero.querySelector(".avatar, img, svg[class*=monogram], [class*=initials], [class*=portrait]");
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    // Sections nested in another section[id] belong to it (a form inside Contact): the outer one is measured.
    const sections = Array.from(document.querySelectorAll("section[id]")).filter(
      (s) => !s.parentElement?.closest("section[id]") && visible(s),
    );
    return {
      viewport: { w: document.documentElement.clientWidth, h: innerHeight },
      hero: box(hero),
      name: box(nameInk),
      portrait: portrait && visible(portrait) ? box(portrait) : undefined,
      sections: sections.map((s) => {
        const heading = s.querySelector("h2");
        const headingInk = document.createRange();
        if (heading) headingInk.selectNodeContents(heading);
        // The first item: the first list entry, card, figure, definition or form, else the first paragraph or link,
        // that is not part of the heading and is drawn.
        const item = Array.from(s.querySelectorAll("li, article, figure, blockquote, dl, form, p, a")).find(
          (el) => !(heading && (heading.contains(el) || el.contains(heading))) && visible(el),
        );
        return {
          id: s.id,
          box: box(s),
          heading: heading && visible(heading) ? box(headingInk) : undefined,
          item: item ? box(item) : undefined,
        };
      }),
    };
  });
}

/** Fractions are rounded to this grid (a 16th: 80 px of a 1280 px page). */
export const gridSteps = 16;

/**
 * The signature: named features, each a fraction rounded to the grid (0…16 for 0…1) or a flag (0 or `gridSteps`),
 * so that a few pixels of padding, a font's width or a line break change nothing and a different composition does.
 */
export function layoutSignature(b: LayoutBoxes): Map<string, number> {
  const q = (fraction: number) => Math.round(Math.min(Math.max(fraction, -1), 2) * gridSteps);
  const flag = (on: boolean) => (on ? gridSteps : 0);
  const W = b.viewport.w;
  const V = b.viewport.h;
  const f = new Map<string, number>();
  const { hero, name } = b;
  f.set("hero.x", q(hero.x / W));
  f.set("hero.w", q(hero.w / W));
  f.set("hero.h", q(Math.min(hero.h / V, 1.5)));
  // The hero beside the content (a sidebar) or above it.
  const first = b.sections[0]?.box;
  f.set("hero.beside", flag(!!first && first.y < hero.y + hero.h - 1 && first.x >= hero.x + hero.w - 1));
  f.set("name.start", q((name.x - hero.x) / hero.w));
  f.set("name.end", q((name.x + name.w - hero.x) / hero.w));
  f.set("name.y", q((name.y - hero.y) / Math.max(hero.h, 1)));
  if (b.portrait) {
    const p = b.portrait;
    f.set("portrait.cx", q((p.x + p.w / 2 - hero.x) / hero.w));
    f.set("portrait.cy", q((p.y + p.h / 2 - hero.y) / Math.max(hero.h, 1)));
    f.set("portrait.w", q((p.w / W) * 4));
    // The portrait beside the name (a split hero) or above it.
    f.set("portrait.beside", flag(p.y + p.h > name.y && p.y < name.y + name.h));
  }
  let previous: Box | undefined;
  for (const s of b.sections) {
    const { box, heading, item } = s;
    const k = s.id;
    f.set(`${k}.x`, q(box.x / W));
    f.set(`${k}.w`, q(box.w / W));
    // Sections side by side (columns of sections) rather than one under the other.
    f.set(`${k}.beside`, flag(!!previous && box.y < previous.y + previous.h - 1));
    // How much room the section takes: log₂ of its height in screens, so one column of cards versus a grid of
    // them shows, and a line more or less does not.
    f.set(`${k}.h`, Math.round(Math.log2(Math.max(box.h / V, 1 / 8)) * 2));
    if (heading) {
      f.set(`${k}.heading.x`, q((heading.x - box.x) / box.w));
      f.set(`${k}.heading.w`, q(heading.w / box.w));
    }
    if (item) {
      f.set(`${k}.item.x`, q((item.x - box.x) / box.w));
      f.set(`${k}.item.w`, q(item.w / box.w));
      // The content beside its heading (a label column) or under it.
      if (heading) f.set(`${k}.item.beside`, flag(item.y < heading.y + heading.h - 1 && item.x >= heading.x + 1));
    }
    previous = box;
  }
  return f;
}

/** One feature counts at most this many grid steps; a feature only one theme has counts this much. */
const cap = 4;

/** The hero's features (its composition) and the sections' (how the content is laid out) weigh half each. */
const heroFeature = /^(hero|name|portrait)\./;

function meanDifference(a: Map<string, number>, b: Map<string, number>, keys: string[]): number {
  if (!keys.length) return 0;
  let sum = 0;
  for (const k of keys) {
    const x = a.get(k);
    const y = b.get(k);
    sum += x === undefined || y === undefined ? cap : Math.min(Math.abs(x - y), cap);
  }
  return sum / keys.length;
}

/**
 * The distance between two signatures, in grid steps: the mean difference of the hero's features (capped at `cap`
 * steps each; a feature only one of them has counts `cap`) and that of the sections' features, averaged. 0 is the
 * same skeleton; 1 is every feature a grid step (80 px at 1280) apart. The hero weighs as much as all the sections
 * together, so a new hero on the same stack of sections counts as much as a new stack under the same hero.
 */
export function signatureDistance(a: Map<string, number>, b: Map<string, number>): number {
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  const hero = keys.filter((k) => heroFeature.test(k));
  const sections = keys.filter((k) => !heroFeature.test(k));
  return (meanDifference(a, b, hero) + meanDifference(a, b, sections)) / 2;
}

/** The features that differ between two signatures, for the failure message. */
export function signatureDifferences(a: Map<string, number>, b: Map<string, number>): string[] {
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys.filter((k) => a.get(k) !== b.get(k)).map((k) => `${k} ${a.get(k) ?? "–"}/${b.get(k) ?? "–"}`);
}
