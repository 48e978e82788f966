/** The Foliocraft logo mark (decorative: the brand name beside it names the link). */
export function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="7" className="fill-indigo-600 dark:fill-indigo-500" />
      <path d="M10 8h12v3.5h-8v3.5h6.5v3.5H14V24h-4z" className="fill-white dark:fill-slate-950" />
    </svg>
  );
}
