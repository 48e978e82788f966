import { accountsMessages } from "./accounts";
import { adminMessages } from "./admin";
import { commonMessages } from "./common";
import { deployMessages } from "./deploy";
import { portfoliosMessages } from "./portfolios";
import { visitorsMessages } from "./visitors";
import { fillPlaceholders, formatApiParams } from "./format";

export { fillPlaceholders, formatApiParams } from "./format";

/**
 * Every message the API writes for a person, by stable id, in English. The server sends the id and its parameters
 * beside the English text (`error.messageId`, `error.params`), so the web shows the message in the interface
 * language (locales: `apiMessages.<id>`, which locales.test.ts keeps equal to this catalog in English).
 * Placeholders use i18next's `{{name}}` syntax; parameters are numbers or language-neutral strings (names, ids).
 * A parameter named `seconds` or `minutes` is written with its unit ("wait {{seconds}}" → "wait 30 seconds").
 */
export const apiMessages = {
  ...commonMessages,
  ...accountsMessages,
  ...portfoliosMessages,
  ...deployMessages,
  ...visitorsMessages,
  ...adminMessages,
} as const;

/** The id of an API message. */
export type ApiMessageId = keyof typeof apiMessages;

// The placeholder names of a template, e.g. "wait {{seconds}} s" → "seconds".
type PlaceholdersOf<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** The parameters a message needs, by name (none for a message without placeholders). */
export type ApiMessageParams<Id extends ApiMessageId> = [PlaceholdersOf<(typeof apiMessages)[Id]>] extends [never]
  ? Record<string, never>
  : Record<PlaceholdersOf<(typeof apiMessages)[Id]>, string | number>;

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
  ...[params]: [PlaceholdersOf<(typeof apiMessages)[Id]>] extends [never] ? [] : [ApiMessageParams<Id>]
): ApiMessage {
  const values: Record<string, string | number> = params ?? {};
  return { id, params: values, text: fillPlaceholders(apiMessages[id], formatApiParams(values, "en")) };
}
