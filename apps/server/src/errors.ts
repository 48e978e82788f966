import { httpStatusByCode, type ApiMessage, type ApiMessageId, type ErrorCode } from "@foliocraft/schemas";

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
