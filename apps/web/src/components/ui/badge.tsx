import clsx from "clsx";
import type { ReactNode } from "react";

/** A small label such as "Pro" or "Coming Soon". */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={clsx(
        "inline-flex items-center rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800",
        "dark:bg-indigo-500/20 dark:text-indigo-200",
        className,
      )}
    >
      {children}
    </span>
  );
}
