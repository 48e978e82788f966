import type { ReactNode } from "react";

/**
 * A wide table (the admin lists) that scrolls sideways on phones: the scrolling box is focusable and named, so the
 * keyboard can scroll it too. `columns` are the header cells; `children` the body rows.
 */
export function ScrollTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: ReactNode[];
  children: ReactNode;
}) {
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[40rem] text-sm text-slate-800 dark:text-slate-200">
        <thead>
          <tr className="text-slate-600 dark:text-slate-400">
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`py-2 text-start font-medium ${index < columns.length - 1 ? "pe-4" : ""}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
