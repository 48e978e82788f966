import type { ReactNode } from "react";
import { useDocumentTitle } from "../../lib/use-document-title";

interface AuthCardProps {
  heading: string;
  intro?: string;
  children: ReactNode;
  /** Under the card: links to the other account pages. */
  footer?: ReactNode;
}

/** The narrow, centred card of the account pages; also names the browser tab. */
export function AuthCard({ heading, intro, children, footer }: AuthCardProps) {
  useDocumentTitle(heading);
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-950 sm:text-3xl dark:text-white">
          {heading}
        </h1>
        {intro && <p className="mt-2 text-pretty text-slate-600 dark:text-slate-300">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-700 dark:text-slate-300">{footer}</div>}
    </section>
  );
}

/** A text link in the account pages' style. */
export const authLinkClasses =
  "rounded font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300";
