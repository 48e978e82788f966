import type { ReactNode } from "react";
import type { SectionId } from "./section-ids";

/** The DOM id of a builder section (the section navigation links to it). */
export const sectionDomId = (id: SectionId) => `section-${id}`;

/** One builder section: a titled card the section navigation can jump to. */
export function SectionCard({
  id,
  title,
  description,
  children,
}: {
  id: SectionId;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const domId = sectionDomId(id);
  return (
    <section
      id={domId}
      aria-labelledby={`${domId}-title`}
      tabIndex={-1}
      className="scroll-mt-36 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs outline-none sm:p-6 lg:scroll-mt-24 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${domId}-title`} className="text-lg font-semibold text-slate-950 dark:text-white">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
