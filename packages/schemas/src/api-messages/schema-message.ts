// How a shared schema's check names its catalog message. Zod keeps one string per issue (`message`), and the forms
// (react-hook-form's resolver) keep only that string, so the string is the reference itself: the id, then the
// parameters as JSON. This file needs no English, so the browser can read references without the catalog.
import type { ApiMessageId, ApiMessageParams, PlaceholdersOf } from "./index";

/** A catalog message as a schema issue carries it: its id and its parameters (numbers or language-neutral text). */
export interface SchemaMessageRef {
  id: string;
  params: Record<string, string | number>;
}

/**
 * The zod message naming the catalog entry `id` with `params`, e.g. `schemaMessage("nameTooLong", { max: 100 })`
 * → `nameTooLong {"max":100}`. The server turns it into English plus `messageId`; the web translates it by id.
 */
export function schemaMessage<Id extends ApiMessageId>(
  id: Id,
  ...[params]: [PlaceholdersOf<Id>] extends [never] ? [] : [ApiMessageParams<Id>]
): string {
  return formatSchemaMessage({ id, params: params ?? {} });
}

/** The message string of a reference (the inverse of parseSchemaMessage), e.g. for a server's field error. */
export function formatSchemaMessage(ref: SchemaMessageRef): string {
  return Object.keys(ref.params).length > 0 ? `${ref.id} ${JSON.stringify(ref.params)}` : ref.id;
}

const refPattern = /^([A-Za-z][A-Za-z0-9]*)(?: (\{.*\}))?$/s;

/** The id and parameters of a schema message made by schemaMessage; null for any other text (plain English). */
export function parseSchemaMessage(message: string): SchemaMessageRef | null {
  const match = refPattern.exec(message);
  if (!match) return null;
  if (!match[2]) return { id: match[1]!, params: {} };
  try {
    const params = JSON.parse(match[2]) as unknown;
    if (typeof params !== "object" || params === null || Array.isArray(params)) return null;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== "string" && typeof value !== "number") return null;
      values[name] = value;
    }
    return { id: match[1]!, params: values };
  } catch {
    return null;
  }
}
