import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { apiErrorText } from "../../i18n/api-messages";

/**
 * Shown when the server refuses a Pro theme to a free user (403 with `details.upgrade`): the server's message (in
 * the interface language, by its catalog id) says what needs Pro, and the button leads to the plans.
 */
export function UpgradeCallout({
  error,
  upgrade,
}: {
  error: unknown;
  /** An in-place upgrade (the builder's, which remembers the refused action) instead of the link to the plans. */
  upgrade?: ReactNode;
}) {
  const { t } = useTranslation();
  const message = apiErrorText(t, error);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <Sparkles aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{message}</p>
      {upgrade ?? (
        <Link to="/pricing" className={buttonClasses("primary", "sm")}>
          {t("publishing.upgrade")}
        </Link>
      )}
    </div>
  );
}
