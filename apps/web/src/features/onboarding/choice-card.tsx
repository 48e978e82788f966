import clsx from "clsx";

/** One option of a single-choice question: a radio input drawn as a card with a title and a description. */
export function ChoiceCard({
  name,
  value,
  checked,
  onSelect,
  title,
  description,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  title: string;
  description: string;
}) {
  return (
    <label
      className={clsx(
        "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors",
        "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-indigo-400",
        checked
          ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/15"
          : "border-slate-300 bg-white hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800",
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        // The card shows the focus ring instead.
        className="mt-1 size-4 shrink-0 accent-indigo-600 focus-visible:outline-none dark:accent-indigo-400"
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-medium text-slate-950 dark:text-white">{title}</span>
        <span className="text-sm text-slate-700 dark:text-slate-300">{description}</span>
      </span>
    </label>
  );
}
