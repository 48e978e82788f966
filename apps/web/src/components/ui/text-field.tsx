import clsx from "clsx";
import { CircleAlert } from "lucide-react";
import { useId } from "react";
import type { ComponentPropsWithRef, ReactNode } from "react";

export interface TextFieldProps extends Omit<
  ComponentPropsWithRef<"input">,
  "id" | "aria-invalid" | "aria-describedby" | "children"
> {
  /** The visible label (every field has one). */
  label: string;
  /** The field's error, already in the interface language; linked to the input for screen readers. */
  error?: string | undefined;
  /**
   * Marks the field invalid when its message is shown elsewhere, once (a toast the spec asks for): the field is
   * flagged for screen readers and drawn in the error colour without repeating the text.
   */
  invalid?: boolean | undefined;
  /** A short help text under the field, also linked to the input. */
  hint?: string | undefined;
  /** A control drawn inside the input's end edge (the show-password button), given the input's id. */
  trailing?: (inputId: string) => ReactNode;
}

const inputClasses =
  "h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs transition-colors " +
  "placeholder:text-slate-400 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500";

/** A labelled input whose error and hint are announced with it (aria-describedby, aria-invalid). */
export function TextField({ label, error, invalid, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClasses,
            trailing && "pe-11",
            error || invalid ? "border-red-600 dark:border-red-400" : "border-slate-300 dark:border-slate-700",
          )}
          {...input}
        />
        {trailing?.(id)}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
