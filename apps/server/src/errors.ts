import { httpStatusByCode, type ErrorCode } from "@foliocraft/schemas";

/** An error with a stable code (spec §8) and a message a person understands; the error handler turns it into JSON. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  /** HTTP status for this error's code. */
  get statusCode(): number {
    return httpStatusByCode[this.code];
  }
}
