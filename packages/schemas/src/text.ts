import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";

/**
 * Text as people see it: user-perceived characters (grapheme clusters), so an emoji, a flag, a family emoji joined
 * by ZWJ or a letter with combining marks is never cut in half. JavaScript's `s[0]`, `.slice()` and `.length` work
 * on UTF-16 code units and split astral characters into lone surrogates, which PostgreSQL refuses and
 * encodeURIComponent throws on.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The user-perceived characters of `text`, in order. */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The first user-perceived character of `text` ("" for empty text): a name's initial, say. */
export function firstGrapheme(text: string): string {
  for (const part of segmenter.segment(text)) return part.segment;
  return "";
}

/**
 * A name's initial: its first user-perceived character, skipping leading spaces and invisible format marks (a
 * right-to-left mark, a zero-width joiner) and anything that cannot be encoded; "" when nothing visible is left.
 */
export function initialOf(text: string): string {
  return firstGrapheme(cleanText(text).replace(/^[\s\p{Cf}]+/u, ""));
}

// ASCII without a carriage return: every code unit is a user-perceived character of its own (only CR LF joins two),
// so most text people type in English is counted and cut without segmenting, which profiles showed among the
// server's busiest functions (every text field of every save is measured).
// eslint-disable-next-line no-control-regex -- the ASCII range is exactly what this looks for
const oneUnitPerCharacter = /^[\x00-\x0C\x0E-\x7F]*$/;

/** How many user-perceived characters `text` has (what a person would count). */
export function graphemeLength(text: string): number {
  // Each grapheme holds at least one code unit, so short text needs no segmenting.
  if (text.length <= 1 || oneUnitPerCharacter.test(text)) return text.length;
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

/** `text` cut to at most `max` user-perceived characters (never inside one). */
export function truncateGraphemes(text: string, max: number): string {
  if (text.length <= max) return text;
  if (oneUnitPerCharacter.test(text)) return text.slice(0, max);
  let end = 0;
  let count = 0;
  for (const part of segmenter.segment(text)) {
    if (count === max) break;
    end = part.index + part.segment.length;
    count++;
  }
  return text.slice(0, end);
}

/** `text` cut to at most `max` UTF-16 code units (a size budget), between user-perceived characters. */
export function truncateCodeUnits(text: string, max: number): string {
  if (text.length <= max) return text;
  if (oneUnitPerCharacter.test(text)) return text.slice(0, max);
  let end = 0;
  for (const part of segmenter.segment(text)) {
    const next = part.index + part.segment.length;
    if (next > max) break;
    end = next;
  }
  return text.slice(0, end);
}

// A surrogate without its partner, or U+0000: neither can be stored (PostgreSQL text and jsonb refuse both) nor
// encoded as UTF-8, so they are never valid text.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;
const unstorableAll = new RegExp(unstorable.source, "gu");

/** Whether `text` can be stored and encoded: no lone surrogate, no NUL character. */
export function isStorableText(text: string): boolean {
  return !unstorable.test(text);
}

/** `text` without lone surrogates and NUL characters (imports clean what a form would refuse). */
export function cleanText(text: string): string {
  return isStorableText(text) ? text : text.replace(unstorableAll, "");
}

// Parsed JSON, route params and query strings are plain objects: Object's prototype, none, or (Fastify's fast
// dictionaries) a prototype that itself has none. A Buffer, a stream or a Date is not text.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Every string inside `value` (objects and arrays, recursively) cleaned by cleanText. */
export function cleanTextDeep<T>(value: T): T {
  if (typeof value === "string") return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => cleanTextDeep(item)) as T;
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanText(key), cleanTextDeep(item)])) as T;
  }
  return value;
}

/** The zod message of a refused character in the field named `field` (the catalog's `textUnstorable`). */
export const unstorableTextMessage = (field: string) => schemaMessage("textUnstorable", { field });

/** A zod refinement's options for isStorableText on a field named `label` (it stops the field's other checks). */
export const storableCheck = (label: string) => ({ message: unstorableTextMessage(label), abort: true });

/** The path of the first string in `value` (keys included) that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** A field's name for people: its dotted path ("projects.0.title"), or "Text" at the top. */
export const fieldNameOf = (path: readonly PropertyKey[]) => (path.length > 0 ? path.map(String).join(".") : "Text");

/**
 * `schema`, refusing any string inside its value (at any depth) that holds a lone surrogate or a NUL character,
 * with an issue at that string's path naming the field. One wrapper per request schema covers every field, so a
 * field added later cannot slip through.
 */
export function storableText<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const path = findUnstorableText(value);
    if (!path) return;
    const field = fieldNameOf(path);
    ctx.addIssue({ code: "custom", path, message: unstorableTextMessage(field) });
  }) as unknown as T;
}

// A grapheme may carry any number of combining marks; this bounds the stored size of a field all the same.
const codeUnitsPerGrapheme = 8;

/**
 * Imported text made to fit a field of `max` characters: lone surrogates and NUL dropped, trimmed, cut at a
 * grapheme boundary, and within the field's stored size. Imports clean what a form would refuse.
 */
export function clipText(text: string, max: number): string {
  const clean = cleanText(text).trim();
  if (clean.length <= max) return clean;
  let end = 0;
  let count = 0;
  for (const part of segmenter.segment(clean)) {
    const next = part.index + part.segment.length;
    if (count === max || next > max * codeUnitsPerGrapheme) break;
    end = next;
    count++;
  }
  return clean.slice(0, end).trimEnd();
}

/**
 * A trimmed text field of at most `max` user-perceived characters that refuses lone surrogates and NUL, its
 * messages naming it by `label` ("Full name must be at most 120 characters"). The building block of form fields.
 */
export function textField(label: string, max: number) {
  const tooLong = schemaMessage("fieldTooLong", { field: label, count: max });
  return (
    z
      .string({ error: schemaMessage("fieldNotText", { field: label }) })
      .trim()
      .max(max * codeUnitsPerGrapheme, tooLong)
      .refine(isStorableText, storableCheck(label))
      // Each character people see is at least one code unit: only longer text needs counting.
      .refine((value) => value.length <= max || graphemeLength(value) <= max, tooLong)
  );
}
