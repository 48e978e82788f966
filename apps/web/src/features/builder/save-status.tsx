import { CircleAlert, CircleCheck, CloudOff, GitCompareArrows, LogIn, PenLine } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import type { SaveState } from "./autosave-controller";

const icons: Record<Exclude<SaveState, "saving">, LucideIcon> = {
  saved: CircleCheck,
  pending: PenLine,
  invalid: CircleAlert,
  offline: CloudOff,
  error: CircleAlert,
  conflict: GitCompareArrows,
  "signed-out": LogIn,
};

const tones: Record<SaveState, string> = {
  saved: "text-emerald-700 dark:text-emerald-400",
  pending: "text-slate-600 dark:text-slate-400",
  saving: "text-slate-600 dark:text-slate-400",
  invalid: "text-red-700 dark:text-red-400",
  offline: "text-amber-700 dark:text-amber-400",
  error: "text-amber-700 dark:text-amber-400",
  conflict: "text-red-700 dark:text-red-400",
  "signed-out": "text-red-700 dark:text-red-400",
};

/**
 * Saved / Saving… / Offline / Conflict…: a polite live region, so screen readers hear the state change without
 * losing their place. Where the user must act, a button says how.
 */
export function SaveStatus({
  state,
  onShowErrors,
  onResolveConflict,
}: {
  state: SaveState;
  onShowErrors: () => void;
  onResolveConflict: () => void;
}) {
  const { t } = useTranslation();
  const Icon = state === "saving" ? null : icons[state];
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
      <p role="status" aria-live="polite" className={`flex min-w-0 items-center gap-1.5 font-medium ${tones[state]}`}>
        {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : <Spinner className="size-4" />}
        <span>{t(`builder.status.${state}`)}</span>
      </p>
      {state === "invalid" && (
        <button
          type="button"
          onClick={onShowErrors}
          className="font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          {t("builder.status.showErrors")}
        </button>
      )}
      {state === "conflict" && (
        <button
          type="button"
          onClick={onResolveConflict}
          className="font-medium text-indigo-700 underline dark:text-indigo-300"
        >
          {t("builder.status.resolve")}
        </button>
      )}
      {state === "signed-out" && (
        <Link to="/login" target="_blank" className="font-medium text-indigo-700 underline dark:text-indigo-300">
          {t("builder.status.signIn")}
        </Link>
      )}
    </div>
  );
}
