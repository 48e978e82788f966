/**
 * The range of font weights a page draws text in, in hundreds (1–9), from its stylesheet and HTML: a per-page
 * subset keeps only that part of the variable `wght` axis. Most of a variable font's size is its masters, and the
 * thin one is dropped whenever no theme rule asks for less than 400: the Devanagari subset of a page falls from
 * ~67 KB to ~47 KB, the Arabic one from ~25 KB to ~14 KB. A weight outside the kept range is drawn at the nearest
 * kept one (the font clamps its axis), never with missing glyphs, so the range errs wide: 400 (normal) and 700
 * (bold headings, `<th>`, `<strong>` in normal text) always, 900 where `bolder` can reach it (`<strong>` and `<b>`
 * inside text at 600 or more),
 * and the whole axis where a weight is not a plain number (a `var()`).
 */
export function pageWeightRange(text: string): [number, number] {
  const weights: number[] = [];
  let unknown = false;
  for (const [, value] of text.matchAll(/font-weight:\s*([^;}"]+)/g)) {
    const weight = weightOf(value!.trim());
    if (weight === undefined) unknown = true;
    else weights.push(...weight);
  }
  for (const [, value] of text.matchAll(/[{;\s]font:\s*([^;}"]+)/g)) {
    // The shorthand's weight is its one bare number (a size or line-height has a unit or follows a slash).
    for (const token of value!.trim().split(/\s+/)) {
      if (/^\d+$/.test(token)) weights.push(Number(token));
      else if (token === "bold" || token === "bolder") weights.push(token === "bold" ? 700 : 900);
      else if (token === "lighter") weights.push(100);
    }
  }
  // `bolder` of 600 or more is 900. The renderer writes <strong> in captions, lists and paragraphs, never in a
  // heading, so only a weight a rule sets can be its parent's.
  if (/<(?:strong|b)[\s>]/.test(text) && weights.some((w) => w >= 550)) weights.push(900);
  weights.push(400, 700);
  if (unknown) return [1, 9];
  const clamp = (w: number) => Math.min(9, Math.max(1, w));
  return [clamp(Math.floor(Math.min(...weights) / 100)), clamp(Math.ceil(Math.max(...weights) / 100))];
}

function weightOf(value: string): number[] | undefined {
  const v = value.replace(/\s*!important$/, "");
  if (/^\d+(\.\d+)?$/.test(v)) return [Number(v)];
  if (v === "normal") return [400];
  if (v === "bold") return [700];
  if (v === "bolder") return [900];
  if (v === "lighter") return [100];
  if (v === "inherit" || v === "initial" || v === "unset" || v === "revert" || v === "revert-layer") return [400];
  return undefined;
}
