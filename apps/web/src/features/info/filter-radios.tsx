import clsx from "clsx";
import { useId } from "react";

interface FilterRadiosProps<T extends string> {
  /** Names the group for screen readers (and shows above it). */
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * A row of filter chips that is a native radio group: one Tab stop, arrow keys move the choice, and screen readers
 * announce "radio, 2 of 5".
 */
export function FilterRadios<T extends string>({ legend, options, value, onChange }: FilterRadiosProps<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={clsx(
                "relative cursor-pointer rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
                checked
                  ? "border-indigo-600 bg-indigo-600 text-white dark:border-indigo-400 dark:bg-indigo-400 dark:text-slate-950"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                // Invisible but covering the chip: the input itself is what a pointer or a touch hits.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
