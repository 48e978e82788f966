import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { languageCodes, languages, type LanguageCode } from "./constants";
import type { PortfolioContent } from "./portfolio";
import { textFingerprint } from "./text-fingerprint";

/**
 * One portfolio in several languages (issue 21). The content keeps one value of everything in its primary language
 * (`content.language`); `content.translations[lang][fieldPath]` overlays a text field with its text in another
 * language and the fingerprint of the primary text it was made from. Links, pictures, dates, flags and the order of
 * lists are not translatable: they exist once. A missing (or empty) translation falls back to the primary text.
 *
 * Field paths are the dotted paths the API already names fields by ("personal.bio", "projects.2.title",
 * "projects.2.highlights.0"). List items have no ids in the content model, so a translation also follows its
 * item by the fingerprint: after a reorder, the entry made from this exact primary text is found under its old
 * index (see resolveTranslation).
 */

/** The text fields that may carry a translation, as path patterns (`*` is a list index). */
export const translatableFieldPatterns = [
  "personal.fullName",
  "personal.title",
  "personal.bio",
  "personal.about",
  "personal.location",
  "skills.*",
  "projects.*.title",
  "projects.*.description",
  "projects.*.period",
  "projects.*.highlights.*",
  "projects.*.roles.*",
  "projects.*.entity",
  "projects.*.type",
  "experience.*.title",
  "experience.*.company",
  "experience.*.period",
  "experience.*.description",
  "experience.*.location",
  "experience.*.companyDescription",
  "experience.*.highlights.*",
  "education.*.degree",
  "education.*.school",
  "education.*.period",
  "education.*.description",
  "education.*.area",
  "education.*.studyType",
  "education.*.score",
  "education.*.courses.*",
  "hireMe.sectionTitle",
  "hireMe.description",
  "hireMe.hourlyRate",
  "hireMe.availability",
  "hireMe.ctaLabel",
  "contactForm.formTitle",
  "contactForm.description",
  "contactForm.successMessage",
  "testimonials.*.title",
  "testimonials.*.quote",
  "services.*.title",
  "services.*.description",
  "achievements.*.title",
  "achievements.*.description",
  "achievements.*.awarder",
  "skillGroups.*.name",
  "skillGroups.*.level",
  "skillGroups.*.keywords.*",
  "volunteer.*.organization",
  "volunteer.*.position",
  "volunteer.*.period",
  "volunteer.*.description",
  "volunteer.*.highlights.*",
  "publications.*.name",
  "publications.*.publisher",
  "publications.*.description",
  "languages.*.language",
  "languages.*.fluency",
  "interests.*.name",
  "interests.*.keywords.*",
  "references.*.reference",
  "certificates.*.name",
  "certificates.*.issuer",
  "seo.title",
  "seo.description",
] as const;

/** A translatable field's path pattern. */
export type TranslatableFieldPattern = (typeof translatableFieldPatterns)[number];

// Generous bound on a path's length: the longest real one is about 40 characters.
const maxPathLength = 100;

/** One translated text and the fingerprint of the primary text it was made from. */
export const fieldTranslationSchema = z.object({
  text: z.string({ error: schemaMessage("translationNotText") }).trim(),
  sourceHash: z
    .string({ error: schemaMessage("translationHashNotText") })
    .regex(/^[0-9a-z]{1,16}$/, schemaMessage("translationHashFormat")),
});

/** One field's translation. */
export type FieldTranslation = z.infer<typeof fieldTranslationSchema>;

/**
 * The overlay's shape: language → field path → translation. Which languages and paths are allowed, and each text's
 * limit, depend on the content around it: `translationIssues` checks them.
 */
export const translationsSchema = z.record(
  z.string().max(10, schemaMessage("translationLanguageTooLong", { count: 10 })),
  z.record(
    z.string().max(maxPathLength, schemaMessage("translatePathTooLong", { count: maxPathLength })),
    fieldTranslationSchema,
  ),
);

/** Every translation of a portfolio, by language and field path. */
export type PortfolioTranslations = z.infer<typeof translationsSchema>;

/** Whether a path's segments match a pattern's (`*` matches a list index: digits without a leading zero). */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split(".");
  const got = path.split(".");
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg === "*" ? /^(?:0|[1-9]\d{0,3})$/.test(got[i]!) : seg === got[i]))
  );
}

/** The pattern a field path belongs to, or undefined when the field cannot be translated. */
export function translatablePatternOf(path: string): TranslatableFieldPattern | undefined {
  return translatableFieldPatterns.find((pattern) => matches(pattern, path));
}

/** The value at a dotted path of the content (undefined where nothing is). */
function valueAt(content: unknown, path: string): unknown {
  let node: unknown = content;
  for (const seg of path.split(".")) {
    if (Array.isArray(node)) node = /^\d+$/.test(seg) ? node[Number(seg)] : undefined;
    else if (node && typeof node === "object")
      node = Object.hasOwn(node, seg) ? (node as Record<string, unknown>)[seg] : undefined;
    else return undefined;
  }
  return node;
}

/** The primary text of a translatable field, or undefined when the path names no text of this content. */
export function primaryTextAt(content: PortfolioContent, path: string): string | undefined {
  if (!translatablePatternOf(path)) return undefined;
  const value = valueAt(content, path);
  return typeof value === "string" ? value : undefined;
}

/** One text field of a portfolio that can be translated: its path, pattern, section and primary text. */
export interface TranslatableField {
  path: string;
  pattern: TranslatableFieldPattern;
  /** The content key it belongs to ("personal", "projects", …): the builder's section. */
  section: string;
  text: string;
}

// Expands one pattern over the content: every existing path it names, with its text.
function expand(content: unknown, segments: string[], prefix: string[], out: string[]): void {
  if (segments.length === 0) {
    out.push(prefix.join("."));
    return;
  }
  const [head, ...rest] = segments as [string, ...string[]];
  if (head === "*") {
    if (!Array.isArray(content)) return;
    content.forEach((item, index) => expand(item, rest, [...prefix, String(index)], out));
    return;
  }
  if (!content || typeof content !== "object" || !Object.hasOwn(content, head)) return;
  expand((content as Record<string, unknown>)[head], rest, [...prefix, head], out);
}

/**
 * Every non-empty text of the content that can be translated, in the content's order (the builder's side-by-side
 * view, "translate everything missing"). Empty primary texts are left out: there is nothing to translate.
 */
export function translatableFields(content: PortfolioContent): TranslatableField[] {
  const fields: TranslatableField[] = [];
  for (const pattern of translatableFieldPatterns) {
    const paths: string[] = [];
    expand(content, pattern.split("."), [], paths);
    for (const path of paths) {
      const text = valueAt(content, path);
      if (typeof text === "string" && text.trim()) {
        fields.push({ path, pattern, section: pattern.split(".")[0]!, text });
      }
    }
  }
  return fields;
}

/** A translation's state for the builder: none, made from the current primary text, or from an older one. */
export type TranslationState = "missing" | "current" | "outdated";

/** How a field reads in a language: its text, and where that text came from. */
export interface ResolvedTranslation {
  state: TranslationState;
  /** The translated text (current or outdated), or the primary text when the translation is missing. */
  text: string;
}

/**
 * A field's text in `lang`: its translation made from the current primary text (also when its item moved: the
 * entry made from this exact text under another index of the same list), else an older translation at this path
 * (unless that one belongs to another item that moved here), else the primary text.
 */
export function resolveTranslation(content: PortfolioContent, lang: string, path: string): ResolvedTranslation {
  const primary = primaryTextAt(content, path) ?? "";
  const overlay = content.translations?.[lang] ?? {};
  if (lang === content.language || !primary.trim()) return { state: "missing", text: primary };
  const hash = textFingerprint(primary);
  const own = overlay[path];
  if (own?.text && own.sourceHash === hash) return { state: "current", text: own.text };
  const pattern = translatablePatternOf(path);
  const moved = Object.entries(overlay).find(
    ([other, entry]) =>
      other !== path && entry.text && entry.sourceHash === hash && translatablePatternOf(other) === pattern,
  );
  if (moved) return { state: "current", text: moved[1].text };
  if (own?.text) {
    // The entry here was made from another item's text that still exists under another index: it moved away.
    const belongsElsewhere = translatableFields(content).some(
      (f) => f.path !== path && f.pattern === pattern && textFingerprint(f.text) === own.sourceHash,
    );
    if (!belongsElsewhere) return { state: "outdated", text: own.text };
  }
  return { state: "missing", text: primary };
}

/** A field's translation state in `lang` (the builder's marker: missing, or older than the primary text). */
export function translationState(content: PortfolioContent, lang: string, path: string): TranslationState {
  return resolveTranslation(content, lang, path).state;
}

// Sets the string at a dotted path of a clone made by structuredClone (the path exists: it came from expand).
function setAt(content: PortfolioContent, path: string, text: string): void {
  const segments = path.split(".");
  const last = segments.pop()!;
  let node: unknown = content;
  for (const seg of segments) node = (node as Record<string, unknown>)[seg];
  (node as Record<string, unknown>)[last] = text;
}

/**
 * The content as the page in `lang` shows it: every translatable text in that language where a translation exists,
 * the primary text where none does (never an empty section), `language` set to `lang` (so the renderer's own
 * texts, dates and direction follow) and no translations left in it. The primary language gives the content back
 * without its translations.
 */
export function localizeContent(content: PortfolioContent, lang: LanguageCode): PortfolioContent {
  const { translations: _translations, ...rest } = content;
  const localized = structuredClone({ ...rest, translations: {} }) as PortfolioContent;
  if (lang === content.language || !content.translations?.[lang]) {
    return { ...localized, language: lang };
  }
  for (const field of translatableFields(content)) {
    const resolved = resolveTranslation(content, lang, field.path);
    if (resolved.state !== "missing") setAt(localized, field.path, resolved.text);
  }
  return { ...localized, language: lang };
}

/** The portfolio's languages: the primary first, then each translation in the language menu's order. */
export function portfolioLanguages(content: PortfolioContent): LanguageCode[] {
  const added = Object.keys(content.translations ?? {});
  return [content.language, ...languageCodes.filter((code) => code !== content.language && added.includes(code))];
}

/** Whether `code` is one of the ten languages (a URL segment, an import, a request). */
export function isLanguageCode(code: string): code is LanguageCode {
  return (languageCodes as readonly string[]).includes(code);
}

/**
 * The content with `text` as the translation of `path` in `lang`, made from the field's current primary text, or
 * from the text whose fingerprint is `sourceHash` (a translation made by the server from the text it was sent: if
 * the primary text changed meanwhile, the translation shows as older than it).
 */
export function withTranslation(
  content: PortfolioContent,
  lang: LanguageCode,
  path: string,
  text: string,
  sourceHash?: string,
): PortfolioContent {
  const primary = primaryTextAt(content, path) ?? "";
  const translations = { ...(content.translations ?? {}) };
  const hash = sourceHash ?? textFingerprint(primary);
  translations[lang] = { ...(translations[lang] ?? {}), [path]: { text, sourceHash: hash } };
  return { ...content, translations };
}

/** The content with `lang` added as a translation (no text translated yet: every field falls back). */
export function withLanguageAdded(content: PortfolioContent, lang: LanguageCode): PortfolioContent {
  if (lang === content.language || content.translations?.[lang]) return content;
  return { ...content, translations: { ...(content.translations ?? {}), [lang]: {} } };
}

/** The content without the translation into `lang` (the primary language cannot be removed: make another primary). */
export function withLanguageRemoved(content: PortfolioContent, lang: LanguageCode): PortfolioContent {
  if (!content.translations?.[lang]) return content;
  const { [lang]: _removed, ...translations } = content.translations;
  return { ...content, translations };
}

/**
 * The content with `lang` as its primary language: its translated texts become the content's texts (a missing one
 * keeps the old primary text), and the old primary language becomes a translation holding every text it had, each
 * marked as made from the new primary text. Other translations stay, re-marked where their source changed only
 * by this switch. Nothing is lost: switching back gives the same texts.
 */
export function withPrimaryLanguage(content: PortfolioContent, lang: LanguageCode): PortfolioContent {
  if (lang === content.language) return content;
  const next = localizeContent(content, lang);
  const oldPrimary: Record<string, FieldTranslation> = {};
  for (const field of translatableFields(content)) {
    const newText = primaryTextAt(next, field.path) ?? "";
    oldPrimary[field.path] = { text: field.text, sourceHash: textFingerprint(newText) };
  }
  const others: PortfolioTranslations = {};
  for (const other of portfolioLanguages(content).slice(1)) {
    if (other === lang) continue;
    const entries: Record<string, FieldTranslation> = {};
    for (const [path, entry] of Object.entries(content.translations?.[other] ?? {})) {
      const oldSource = primaryTextAt(content, path);
      // An entry that was current stays current against the new primary text.
      const current = oldSource !== undefined && entry.sourceHash === textFingerprint(oldSource);
      entries[path] = current
        ? { text: entry.text, sourceHash: textFingerprint(primaryTextAt(next, path) ?? "") }
        : entry;
    }
    others[other] = entries;
  }
  return { ...next, translations: { [content.language]: oldPrimary, ...others } };
}

/** One problem with a translation: where (the path under `translations`) and why, for the API's 400. */
export interface TranslationIssue {
  path: (string | number)[];
  message: string;
}

/** The schema of one field (the content schema walked along a path), to check a translation by its own limit. */
export type FieldSchemaLookup = (pattern: TranslatableFieldPattern) => z.ZodType | undefined;

const languageList = languages.map((l) => l.code).join(", ");

/**
 * What is wrong with a content's translations: a language that is not one of the ten or is the primary one, a
 * path that names no text field of this content, a text over the field's own limit (its schema's message).
 */
export function translationIssues(content: PortfolioContent, fieldSchema: FieldSchemaLookup): TranslationIssue[] {
  const issues: TranslationIssue[] = [];
  for (const [lang, entries] of Object.entries(content.translations ?? {})) {
    if (!isLanguageCode(lang)) {
      issues.push({
        path: [lang],
        message: schemaMessage("translationLanguageUnsupported", { lang, languages: languageList }),
      });
      continue;
    }
    if (lang === content.language) {
      issues.push({ path: [lang], message: schemaMessage("translationPrimaryLanguage", { lang }) });
      continue;
    }
    for (const [path, entry] of Object.entries(entries)) {
      const pattern = translatablePatternOf(path);
      const exists = pattern && typeof valueAt(content, path) === "string";
      if (!pattern || !exists) {
        issues.push({
          path: [lang, path],
          message: pattern
            ? schemaMessage("translationPathMissing", { path })
            : schemaMessage("translatePathNotTranslatable", { path }),
        });
        continue;
      }
      const checked = fieldSchema(pattern)?.safeParse(entry.text);
      if (checked && !checked.success) {
        issues.push({
          path: [lang, path, "text"],
          message: checked.error.issues[0]?.message ?? schemaMessage("translationInvalid"),
        });
      }
    }
  }
  return issues;
}

/** Walks a zod object schema along a pattern (`*` = a list's element) to the field's own schema. */
export function schemaAtPattern(root: z.ZodType, pattern: string): z.ZodType | undefined {
  let node: z.ZodType | undefined = root;
  for (const seg of pattern.split(".")) {
    node = unwrap(node);
    if (!node) return undefined;
    if (seg === "*") node = node instanceof z.ZodArray ? (node.element as z.ZodType) : undefined;
    else node = node instanceof z.ZodObject ? (node.shape as Record<string, z.ZodType>)[seg] : undefined;
  }
  return node && unwrap(node);
}

// Optional and defaulted wrappers say nothing about a present value's limit.
function unwrap(node: z.ZodType | undefined): z.ZodType | undefined {
  let current = node;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
  return current;
}
