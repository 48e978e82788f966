import { Spinner } from "./spinner";

/** Covers the whole page while the app cannot render anything meaningful yet (auth state loading). */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white text-slate-700 dark:bg-slate-950 dark:text-slate-300"
    >
      <Spinner className="size-8 text-indigo-600 dark:text-indigo-400" />
      <p className="text-base font-medium">{label}</p>
    </div>
  );
}
