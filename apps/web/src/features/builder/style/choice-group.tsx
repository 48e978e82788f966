import clsx from "clsx";
import { useId, type ReactNode } from "react";

/** One option of a ChoiceGroup. */
export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
}

/**
 * A native radio group drawn as buttons: Tab reaches the chosen option, the arrow keys move between options, and
 * each option's text is its label.
 */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
  columns = false,
}: {
  name: string;
  legend: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** One option per row (long labels such as font previews). */
  columns?: boolean;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>
      <div className={clsx("mt-2 flex gap-2", columns ? "flex-col" : "flex-wrap")}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const checked = choice.value === value;
          return (
            <div key={choice.value}>
              <input
                id={inputId}
                type="radio"
                name={`${name}-${id}`}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className={clsx(
                  "flex min-h-10 cursor-pointer items-center rounded-lg border-2 px-3 py-1.5 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-600",
                  checked
                    ? "border-indigo-600 bg-indigo-50 text-slate-950 dark:border-indigo-400 dark:bg-indigo-500/10 dark:text-white"
                    : "border-slate-200 text-slate-800 hover:border-slate-400 dark:border-slate-700 dark:text-slate-200 dark:hover:border-slate-500",
                )}
              >
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
