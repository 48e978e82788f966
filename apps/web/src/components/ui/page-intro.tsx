import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/use-document-title";

interface PageIntroProps {
  heading: string;
  intro: string;
  /** Shown above the heading (e.g. a back link). */
  before?: ReactNode;
  /** Shown beside the heading (e.g. a badge). */
  badge?: ReactNode;
  /** The document title when it should differ from the heading. */
  title?: string;
  children?: ReactNode;
}

/** A page's heading and the sentence saying what the page is for; also names the browser tab. */
export function PageIntro({ heading, intro, before, badge, title, children }: PageIntroProps) {
  useDocumentTitle(title ?? heading);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      {before}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
          {heading}
        </h1>
        {badge}
      </div>
      <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{intro}</p>
      {children}
    </section>
  );
}
