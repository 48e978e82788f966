import { diffArrays } from "diff";
import type { PortfolioContent } from "./portfolio";
import { historySectionIds, historySectionKeys, type HistorySectionId } from "./portfolio-history";

// The field-by-field difference between two versions of a portfolio (issue 20 item 3), shared by the web's history
// dialog and its tests. The matching itself is jsdiff's (Myers' algorithm): lists by item, text by word.

/** A run of text in a word-level difference: unchanged, only in the newer text, or only in the older one. */
export interface TextPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** A field's value as the difference shows it: text (lists of words joined), a yes/no switch, or nothing. */
export type FieldValue = { type: "text"; text: string } | { type: "boolean"; value: boolean } | { type: "empty" };

/** One field that differs: its key (dotted inside a group: "seo.title"), both values and, for text, the words. */
export interface FieldChange {
  field: string;
  before: FieldValue;
  after: FieldValue;
  /** Word-level difference when both sides are text; otherwise empty. */
  parts: TextPart[];
}

/** One item of a list section (a project, a skill…) that was added, removed or changed. */
export interface ItemChange {
  kind: "added" | "removed" | "changed";
  /** Its position (0-based) in the older version; null when added. */
  beforeIndex: number | null;
  /** Its position (0-based) in the newer version; null when removed. */
  afterIndex: number | null;
  /** What people call it: its title, name or text (the newer one when changed), "" when it has none. */
  title: string;
  /** For "changed": the fields that differ. For "added" and "removed": every non-empty field. */
  fields: FieldChange[];
}

/** How one section differs: field changes (sections that are one group of fields) or item changes (lists). */
export interface SectionDiff {
  section: HistorySectionId;
  fields: FieldChange[];
  items: ItemChange[];
}

// Sections that are lists of items; everything else is a group of fields.
const listSections = new Set<HistorySectionId>([
  "skills",
  "projects",
  "experience",
  "education",
  "testimonials",
  "services",
  "achievements",
]);

// The field that names an item of each list, for "Project 2: Portfolio site".
const titleField: Partial<Record<HistorySectionId, string>> = {
  projects: "title",
  experience: "title",
  education: "degree",
  testimonials: "name",
  services: "title",
  achievements: "title",
};

/**
 * Above this many words changed in one field, the word difference stops and the field is shown as replaced whole:
 * the comparison stays quick on the longest fields (5,000 characters), and text changed that much reads better whole.
 */
const maxWordEdits = 1500;

// Words as each language has them: Chinese and Japanese are written without spaces, so splitting on spaces alone
// would make a whole sentence one "word". The segmenter also keeps emoji sequences and combining marks whole.
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: "word" });

// Words, spaces and punctuation as separate tokens: the two texts are rebuilt exactly from the difference.
const tokens = (text: string) => Array.from(wordSegmenter.segment(text), (part) => part.segment);

const isBlank = (text: string) => /^\s*$/u.test(text);

/**
 * The word-level difference of two texts (`before` → `after`): unchanged, added and removed runs, in order.
 * Between two changes, a space alone is not shown as unchanged: "old words" → "new text" reads as one replacement,
 * not as four changes around a kept space. Each run of changes lists what was removed before what was added.
 */
export function diffText(before: string, after: string): TextPart[] {
  if (before === after) return before === "" ? [] : [{ kind: "same", text: before }];
  const changes = diffArrays(tokens(before), tokens(after), { maxEditLength: maxWordEdits });
  if (!changes) {
    return [
      ...(before ? [{ kind: "removed" as const, text: before }] : []),
      ...(after ? [{ kind: "added" as const, text: after }] : []),
    ];
  }
  const runs = changes.map((change) => ({
    kind: change.added ? ("added" as const) : change.removed ? ("removed" as const) : ("same" as const),
    text: change.value.join(""),
  }));
  const parts: TextPart[] = [];
  let removed = "";
  let added = "";
  const settle = () => {
    if (removed) parts.push({ kind: "removed", text: removed });
    if (added) parts.push({ kind: "added", text: added });
    removed = "";
    added = "";
  };
  runs.forEach((run, index) => {
    const between = index > 0 && index < runs.length - 1 && (removed || added);
    if (run.kind === "same" && between && isBlank(run.text)) {
      removed += run.text;
      added += run.text;
    } else if (run.kind === "same") {
      settle();
      parts.push(run);
    } else if (run.kind === "removed") removed += run.text;
    else added += run.text;
  });
  settle();
  return parts;
}

// A section order as people read it: the visible sections, in order (hidden ones are not published).
function sectionOrderText(value: unknown[]): string {
  return value
    .filter((entry): entry is { id: string; visible: boolean } => typeof entry === "object" && entry !== null)
    .filter((entry) => entry.visible)
    .map((entry) => entry.id)
    .join(", ");
}

/** A stored value as the difference shows it. */
export function fieldValue(value: unknown): FieldValue {
  if (value === undefined || value === null || value === "") return { type: "empty" };
  if (typeof value === "boolean") return { type: "boolean", value };
  if (typeof value === "string") return { type: "text", text: value };
  if (typeof value === "number") return { type: "text", text: String(value) };
  if (Array.isArray(value)) {
    if (value.length === 0) return { type: "empty" };
    if (value.every((item) => typeof item === "string")) return { type: "text", text: value.join(", ") };
    return { type: "text", text: sectionOrderText(value) };
  }
  return { type: "text", text: JSON.stringify(value) };
}

function fieldChange(field: string, before: unknown, after: unknown): FieldChange | null {
  const a = fieldValue(before);
  const b = fieldValue(after);
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  const parts = a.type !== "boolean" && b.type !== "boolean" ? diffText(textOf(a), textOf(b)) : [];
  return { field, before: a, after: b, parts };
}

const textOf = (value: FieldValue) => (value.type === "text" ? value.text : "");

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// The fields of a group, flattened one level ("seo.title") so a section of several content keys is one list.
function flatFields(value: unknown, prefix = ""): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (!isRecord(value)) return fields;
  for (const [key, item] of Object.entries(value)) fields.set(prefix + key, item);
  return fields;
}

function sectionFields(content: PortfolioContent, section: HistorySectionId): Map<string, unknown> {
  const keys = historySectionKeys[section] as readonly (keyof PortfolioContent)[];
  if (keys.length === 1) return flatFields(content[keys[0]!]);
  const fields = new Map<string, unknown>();
  for (const key of keys) {
    const value = content[key];
    if (isRecord(value)) for (const [name, item] of flatFields(value, `${key}.`)) fields.set(name, item);
    else fields.set(key, value);
  }
  return fields;
}

/** The fields of two groups that differ, in the order the newer one lists them (then any only the older has). */
export function diffFields(before: Map<string, unknown>, after: Map<string, unknown>): FieldChange[] {
  const names = [...new Set([...after.keys(), ...before.keys()])];
  return names.flatMap((name) => fieldChange(name, before.get(name), after.get(name)) ?? []);
}

function itemFields(item: unknown): Map<string, unknown> {
  return isRecord(item) ? flatFields(item) : new Map([["value", item]]);
}

function itemTitle(section: HistorySectionId, item: unknown): string {
  if (typeof item === "string") return item;
  const field = titleField[section];
  const value = field && isRecord(item) ? item[field] : undefined;
  return typeof value === "string" ? value : "";
}

/**
 * How two lists differ, item by item: jsdiff matches identical items; between two matches, removed and added items
 * are paired in order as "changed" (an edited project stays one project), and the rest are added or removed.
 */
export function diffItems(
  section: HistorySectionId,
  before: readonly unknown[],
  after: readonly unknown[],
): ItemChange[] {
  const changes = diffArrays(
    before.map((item) => JSON.stringify(item)),
    after.map((item) => JSON.stringify(item)),
  );
  const result: ItemChange[] = [];
  let beforeIndex = 0;
  let afterIndex = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const settle = () => {
    const paired = Math.min(removed.length, added.length);
    for (let i = 0; i < Math.max(removed.length, added.length); i++) {
      const from = removed[i];
      const to = added[i];
      if (i < paired && from !== undefined && to !== undefined) {
        result.push({
          kind: "changed",
          beforeIndex: from,
          afterIndex: to,
          title: itemTitle(section, after[to]) || itemTitle(section, before[from]),
          fields: diffFields(itemFields(before[from]), itemFields(after[to])),
        });
      } else if (from !== undefined) {
        result.push({
          kind: "removed",
          beforeIndex: from,
          afterIndex: null,
          title: itemTitle(section, before[from]),
          fields: diffFields(itemFields(before[from]), new Map()),
        });
      } else if (to !== undefined) {
        result.push({
          kind: "added",
          beforeIndex: null,
          afterIndex: to,
          title: itemTitle(section, after[to]),
          fields: diffFields(new Map(), itemFields(after[to])),
        });
      }
    }
    removed = [];
    added = [];
  };
  for (const change of changes) {
    const count = change.value.length;
    if (change.removed) {
      for (let i = 0; i < count; i++) removed.push(beforeIndex++);
    } else if (change.added) {
      for (let i = 0; i < count; i++) added.push(afterIndex++);
    } else {
      settle();
      beforeIndex += count;
      afterIndex += count;
    }
  }
  settle();
  return result;
}

/** How `section` differs from `before` to `after`; null when it is the same. */
export function diffSection(
  before: PortfolioContent,
  after: PortfolioContent,
  section: HistorySectionId,
): SectionDiff | null {
  if (listSections.has(section)) {
    const key = historySectionKeys[section][0] as keyof PortfolioContent;
    const items = diffItems(section, asList(before[key]), asList(after[key]));
    return items.length > 0 ? { section, fields: [], items } : null;
  }
  const fields = diffFields(sectionFields(before, section), sectionFields(after, section));
  return fields.length > 0 ? { section, fields, items: [] } : null;
}

const asList = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

/** Every section that differs from `before` to `after`, in the builder's order; [] when the two are the same. */
export function diffPortfolios(before: PortfolioContent, after: PortfolioContent): SectionDiff[] {
  return historySectionIds.flatMap((section) => diffSection(before, after, section) ?? []);
}
