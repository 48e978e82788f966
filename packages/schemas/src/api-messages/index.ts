import { accountsMessages } from "./accounts";
import { adminMessages } from "./admin";
import { apiKeysMessages } from "./api-keys";
import { commonMessages } from "./common";
import { deployMessages } from "./deploy";
import { portfoliosMessages } from "./portfolios";
import { validationMessages } from "./validation";
import { visitorsMessages } from "./visitors";
import { webhooksMessages } from "./webhooks";
import { fillPlaceholders, formatApiParams } from "./format";
import { parseSchemaMessage } from "./schema-message";

export { fillPlaceholders, formatApiParams } from "./format";
export { formatSchemaMessage, parseSchemaMessage, schemaMessage, type SchemaMessageRef } from "./schema-message";

/**
 * Every message the API writes for a person, by stable id, in English. The server sends the id and its parameters
 * beside the English text (`error.messageId`, `error.params`), so the web shows the message in the interface
 * language (locales: `apiMessages.<id>`, which locales.test.ts keeps equal to this catalog in English).
 * Placeholders use i18next's `{{name}}` syntax; parameters are numbers or language-neutral strings (names, ids).
 * A parameter named `seconds` or `minutes` is written with its unit ("wait {{seconds}}" → "wait 30 seconds").
 * A number before a noun is `count`, and the message has i18next's plural forms (`id_one`, `id_other`; the locales
 * have the forms each language needs), so "at most 1 character" and "at most 5 characters" both read right.
 */
export const apiMessages = {
  ...commonMessages,
  ...accountsMessages,
  ...portfoliosMessages,
  ...deployMessages,
  ...visitorsMessages,
  ...adminMessages,
  ...apiKeysMessages,
  ...validationMessages,
  ...webhooksMessages,
} as const;

// i18next's plural forms: a message with a number before a noun is written once per form ("nameTooLong_one",
// "nameTooLong_other"), its number named `count`, so each language picks the form its rules need.
type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
type Catalog = typeof apiMessages;
type IdOf<Key> = Key extends `${infer Base}_${PluralForm}` ? Base : Key;

/** The id of an API message (a plural message's id is its key without the form, e.g. "nameTooLong"). */
export type ApiMessageId = IdOf<keyof Catalog>;

// The English text of an id: its own, or its "other" form.
type TemplateOf<Id extends ApiMessageId> = Id extends keyof Catalog
  ? Catalog[Id]
  : `${Id}_other` extends keyof Catalog
    ? Catalog[`${Id}_other`]
    : never;

// The placeholder names of a template, e.g. "wait {{seconds}} s" → "seconds".
type PlaceholdersIn<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersIn<Rest>
  : never;

/** The placeholder names of the message `id`. */
export type PlaceholdersOf<Id extends ApiMessageId> = PlaceholdersIn<TemplateOf<Id>>;

/** The parameters a message needs, by name (none for a message without placeholders). */
export type ApiMessageParams<Id extends ApiMessageId> = [PlaceholdersOf<Id>] extends [never]
  ? Record<string, never>
  : Record<PlaceholdersOf<Id>, string | number>;

const catalog: Readonly<Record<string, string>> = apiMessages;
const englishPlurals = new Intl.PluralRules("en");

/** Whether `id` is a plural message (written once per plural form, its number in `count`). */
export function isPluralApiMessage(id: string): boolean {
  return Object.hasOwn(catalog, `${id}_other`);
}

const pluralFormKey = /_(zero|one|two|few|many|other)$/;

/** Every message id of the catalog (a plural message once, by its id). */
export const apiMessageIds: readonly ApiMessageId[] = [
  ...new Set(Object.keys(catalog).map((key) => key.replace(pluralFormKey, ""))),
] as ApiMessageId[];

/** The English template of `id` for these parameters: a plural message's form for its `count`. */
export function apiMessageTemplate(id: ApiMessageId, params: Record<string, string | number>): string {
  if (!isPluralApiMessage(id)) return catalog[id]!;
  const count = params.count;
  const form = typeof count === "number" ? englishPlurals.select(count) : "other";
  return catalog[`${id}_${form}`] ?? catalog[`${id}_other`]!;
}

/** A message to show a person: its id, its parameters and its English text. */
export interface ApiMessage {
  id: ApiMessageId;
  params: Record<string, string | number>;
  text: string;
}

/**
 * The message `id` with its parameters, e.g. `apiMessage("tooManyRequests", { seconds: 30 })`. The server throws it
 * in an AppError; the English text is what API clients and logs read. `params` keep the raw values (numbers), for
 * the web to write them in the reader's language.
 */
export function apiMessage<Id extends ApiMessageId>(
  id: Id,
  ...[params]: [PlaceholdersOf<Id>] extends [never] ? [] : [ApiMessageParams<Id>]
): ApiMessage {
  const values: Record<string, string | number> = params ?? {};
  return { id, params: values, text: fillPlaceholders(apiMessageTemplate(id, values), formatApiParams(values, "en")) };
}

/** Whether `id` names a message of the catalog. */
export function isApiMessageId(id: string): id is ApiMessageId {
  // A plural message's forms ("nameTooLong_one") are keys of the catalog, not ids.
  return (Object.hasOwn(catalog, id) && !pluralFormKey.test(id)) || isPluralApiMessage(id);
}

/**
 * A schema issue's message (see schemaMessage) as the API answers it: the English text with the catalog id and
 * its parameters; null when the message is plain text rather than a catalog reference.
 */
export function resolveSchemaMessage(message: string): ApiMessage | null {
  const ref = parseSchemaMessage(message);
  if (!ref || !isApiMessageId(ref.id)) return null;
  // Numbers as the schema wrote them ("5000 characters"): field messages read like the limits in the docs.
  return { id: ref.id, params: ref.params, text: fillPlaceholders(apiMessageTemplate(ref.id, ref.params), ref.params) };
}

/** A schema issue's message in English: the catalog text of a reference, any other message as it is. */
export function schemaMessageText(message: string): string {
  return resolveSchemaMessage(message)?.text ?? message;
}
