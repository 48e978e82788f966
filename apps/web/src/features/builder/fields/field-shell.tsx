import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** The ids a control links to for its hint and error (aria-describedby), from its own id. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** Label above, hint and error below: the frame every builder field shares. */
export function FieldShell({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

/** The look of every text control in the builder (inputs, text areas, selects). */
export function controlClasses(invalid: boolean, extra = ""): string {
  return (
    "w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs transition-colors " +
    "dark:bg-slate-950 dark:text-slate-100 " +
    (invalid ? "border-red-600 dark:border-red-400 " : "border-slate-300 dark:border-slate-700 ") +
    extra
  );
}
