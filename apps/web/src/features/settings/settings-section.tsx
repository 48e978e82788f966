import clsx from "clsx";
import type { ReactNode } from "react";

/** One block of the settings page: a heading (the in-page menu links to its id), a sentence, then the controls. */
export function SettingsSection({
  id,
  title,
  description,
  tone = "normal",
  children,
}: {
  id: string;
  title: string;
  description?: string;
  tone?: "normal" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={clsx(
        "scroll-mt-24 rounded-2xl border bg-white p-5 shadow-xs sm:p-6 dark:bg-slate-900",
        tone === "danger" ? "border-red-300 dark:border-red-500/50" : "border-slate-200 dark:border-slate-800",
      )}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-950 dark:text-white">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p>}
      <div className="mt-5 flex flex-col gap-6">{children}</div>
    </section>
  );
}

/** A quiet "Saved" / error line under a control that saves as soon as it changes. */
export function SaveStatus({
  state,
  savedText,
  failedText,
}: {
  state: "idle" | "saving" | "saved" | "failed";
  savedText: string;
  failedText: string;
}) {
  return (
    <p role="status" className="min-h-5 text-sm">
      {state === "saved" && <span className="text-emerald-800 dark:text-emerald-300">{savedText}</span>}
      {state === "failed" && <span className="text-red-700 dark:text-red-400">{failedText}</span>}
    </p>
  );
}
