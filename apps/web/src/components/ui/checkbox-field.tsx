import { useId } from "react";
import type { ComponentPropsWithRef } from "react";

/** A checkbox with its label beside it (the whole label toggles it). */
export function CheckboxField({
  label,
  ...input
}: Omit<ComponentPropsWithRef<"input">, "id" | "type"> & { label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-4 shrink-0 rounded border-slate-300 accent-indigo-600 dark:border-slate-600 dark:accent-indigo-400"
        {...input}
      />
      <label htmlFor={id} className="text-sm text-slate-800 dark:text-slate-200">
        {label}
      </label>
    </div>
  );
}
