import type { PortfolioContent } from "@foliocraft/schemas";
import { useId } from "react";
import type { ReactNode } from "react";
import { useFormContext } from "react-hook-form";
import { FieldShell, controlClasses, describedBy } from "./field-shell";
import { useFieldError } from "./use-field-error";
import type { ContentPath } from "./use-field-error";

interface BaseProps {
  name: ContentPath;
  label: string;
  hint?: string;
  className?: string;
}

/** A one-line text field bound to the builder form, with its schema error next to it. */
export function FormInput({
  name,
  label,
  hint,
  className,
  type = "text",
  autoComplete,
  inputMode,
  dir,
}: BaseProps & {
  type?: "text" | "email" | "tel" | "url";
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "url";
  /** "ltr" for links, e-mail addresses and phone numbers, which read left to right in every language. */
  dir?: "ltr";
}) {
  const id = useId();
  const { register } = useFormContext<PortfolioContent>();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete ?? "off"}
        inputMode={inputMode}
        dir={dir}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses(!!error, "h-11")}
        {...register(name)}
      />
    </FieldShell>
  );
}

/** A multi-line text field bound to the builder form. */
export function FormTextArea({ name, label, hint, className, rows = 4 }: BaseProps & { rows?: number }) {
  const id = useId();
  const { register } = useFormContext<PortfolioContent>();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses(!!error, "min-h-24 py-2")}
        {...register(name)}
      />
    </FieldShell>
  );
}

/** A drop-down bound to the builder form (`valueAsNumber` for numeric fields such as a rating). */
export function FormSelect({
  name,
  label,
  hint,
  className,
  numeric = false,
  children,
}: BaseProps & { numeric?: boolean; children: ReactNode }) {
  const id = useId();
  const { register } = useFormContext<PortfolioContent>();
  const error = useFieldError(name);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses(!!error, "h-11")}
        {...register(name, numeric ? { valueAsNumber: true } : undefined)}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A checkbox bound to the builder form (an "enabled" flag). */
export function FormCheckbox({ name, label, hint }: { name: ContentPath; label: string; hint?: string }) {
  const id = useId();
  const { register } = useFormContext<PortfolioContent>();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 dark:border-slate-600 dark:accent-indigo-400"
        {...register(name)}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
