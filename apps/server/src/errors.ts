import {
  httpStatusByCode,
  resolveSchemaMessage,
  type ApiMessage,
  type ApiMessageId,
  type ErrorCode,
} from "@foliocraft/schemas";

/**
 * An error with a stable code (spec §8) and a message a person understands; the error handler turns it into JSON.
 * Give it an `apiMessage(id, params)` rather than a plain string when a person may read it: the id and parameters
 * travel with the English text, and the web shows the message in the interface language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly messageId: ApiMessageId | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(code: ErrorCode, message: string | ApiMessage, details?: unknown) {
    super(typeof message === "string" ? message : message.text);
    this.name = "AppError";
    this.code = code;
    this.details = details;
    this.messageId = typeof message === "string" ? undefined : message.id;
    this.params = typeof message === "string" ? undefined : message.params;
  }

  /** HTTP status for this error's code. */
  get statusCode(): number {
    return httpStatusByCode[this.code];
  }
}

/**
 * A field-level problem in a request, as returned in `error.details`: the English message, and when the schema
 * named a catalog message, its id and parameters (the web shows it in the interface language by the id).
 */
export interface FieldIssue {
  field: string;
  message: string;
  messageId?: string;
  params?: Record<string, string | number>;
}

/**
 * A schema issue as `details` lists it: the field's path, the English text, and the catalog id with its
 * parameters when the schema's message is a catalog reference (packages/schemas schemaMessage).
 */
export function fieldIssue(path: string, message: string | undefined): FieldIssue {
  const field = path || "(body)";
  const known = message === undefined ? null : resolveSchemaMessage(message);
  if (!known) return { field, message: message ?? "Invalid value" };
  return Object.keys(known.params).length > 0
    ? { field, message: known.text, messageId: known.id, params: known.params }
    : { field, message: known.text, messageId: known.id };
}

/**
 * The error's own message for a list of field issues: the first one's English text naming its field, with its
 * catalog id (the web translates that), or "Invalid request" when the list is empty.
 */
export function validationMessage(issues: FieldIssue[]): string | ApiMessage {
  const first = issues[0];
  if (!first) return "Invalid request";
  const text = `${first.message}${first.field === "(body)" ? "" : ` (${first.field})`}`;
  return first.messageId ? { id: first.messageId as ApiMessageId, params: first.params ?? {}, text } : text;
}
