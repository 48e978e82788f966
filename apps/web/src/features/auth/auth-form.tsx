import type { TFunction } from "i18next";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { SubmitButton } from "../../components/ui/submit-button";
import { showRefusalOnFields } from "../../lib/form-errors";
import { translateSchemaMessage } from "../../i18n/schema-messages";
import { failureMessage } from "./error-messages";

/**
 * The part every account form (sign-in, sign-up, forgot and reset password) does the same when the server refuses
 * a submit: logged (spec §8) as `log`, and the server's field errors put on the form's own fields. Returns null when
 * the fields say it all; otherwise the message for the form's alert: the first field message no field of this form
 * took, else the server's message by its id.
 */
export function showRefusal<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  { log, fields, setError }: { log: string; fields: readonly Path<T>[]; setError: UseFormSetError<T> },
): string | null {
  console.error(log, error);
  const leftOver = showRefusalOnFields(error, fields, setError);
  if (leftOver === null) return null;
  return leftOver[0] ? translateSchemaMessage(t, leftOver[0].message) : failureMessage(t, error);
}

/** The account forms' full-width submit button: a spinner and `busyLabel` while the form is being sent. */
export function AuthSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return <SubmitButton busy={busy} label={label} busyLabel={busyLabel} className="h-11 w-full" />;
}
