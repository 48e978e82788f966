import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/** One field's message from a validation answer's `details`. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** The `[{ field, message }]` details of an API validation error; empty when the error carries none. */
export function fieldErrorsOf(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (item): item is ServerFieldError =>
      typeof item === "object" &&
      item !== null &&
      typeof (item as ServerFieldError).field === "string" &&
      typeof (item as ServerFieldError).message === "string",
  );
}

/**
 * Shows the server's field messages on the form's own fields (`fields` in the order they appear on screen) and
 * moves focus to the first of them. Returns the messages no field of this form can show.
 */
export function showServerFieldErrors<T extends FieldValues>(
  errors: ServerFieldError[],
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): ServerFieldError[] {
  const shown = fields.filter((field) => errors.some((error) => error.field === field));
  shown.forEach((field, index) => {
    const error = errors.find((e) => e.field === field);
    if (error) setError(field, { type: "server", message: error.message }, { shouldFocus: index === 0 });
  });
  return errors.filter((error) => !shown.some((field) => field === error.field));
}
