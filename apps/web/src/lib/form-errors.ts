import { formatSchemaMessage } from "@foliocraft/schemas";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/** One field's message from a validation answer's `details`. */
export interface ServerFieldError {
  field: string;
  message: string;
}

// One entry of a validation answer's `details`: English text, with its catalog id and parameters when it has one.
interface DetailsItem {
  field: string;
  message: string;
  messageId?: unknown;
  params?: unknown;
}

const isParams = (value: unknown): value is Record<string, string | number> =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every((item) => typeof item === "string" || typeof item === "number");

/**
 * The `[{ field, message }]` details of an API validation error; empty when the error carries none. A message the
 * server sent with its catalog id comes as the schemas' own reference (the same string the form's schema gives),
 * so the form shows it in the interface language by the id (translateSchemaMessage); any other as its text.
 */
export function fieldErrorsOf(error: unknown): ServerFieldError[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details
    .filter(
      (item): item is DetailsItem =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as DetailsItem).field === "string" &&
        typeof (item as DetailsItem).message === "string",
    )
    .map(({ field, message, messageId, params }) =>
      typeof messageId === "string"
        ? { field, message: formatSchemaMessage({ id: messageId, params: isParams(params) ? params : {} }) }
        : { field, message },
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

/**
 * What a form does first when the server refuses a submit: the refusal's field messages go on the form's fields
 * (showServerFieldErrors). Returns null when they say it all; otherwise the messages no field took (none when the
 * refusal had no field messages), for the form to say in its alert or a toast.
 */
export function showRefusalOnFields<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): ServerFieldError[] | null {
  const fieldErrors = fieldErrorsOf(error);
  const leftOver = showServerFieldErrors(fieldErrors, fields, setError);
  return fieldErrors.length > 0 && leftOver.length === 0 ? null : leftOver;
}
