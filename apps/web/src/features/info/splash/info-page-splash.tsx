import { Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { currentEffectiveType, splashBoundMs } from "./splash-bound";

/**
 * The info pages' loading splash (spec §2/§9). It is a Suspense fallback, so it is on screen exactly while the
 * page's code or texts are loading and disappears the moment they arrive. If loading takes longer than the bound of
 * spec §9 (5 s; 9/7/6 s on 2g/3g/4g), the splash gives way to a message with a way to retry: a visitor is never held
 * behind a splash longer than the spec's duration.
 */
export function InfoPageSplash({ boundMs }: { boundMs?: number }) {
  const { t } = useTranslation();
  const [overdue, setOverdue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setOverdue(true), boundMs ?? splashBoundMs(currentEffectiveType()));
    return () => clearTimeout(timer);
  }, [boundMs]);

  if (overdue) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <p className="text-base text-slate-700 dark:text-slate-300">{t("info.splash.slow")}</p>
        <button type="button" className={buttonClasses("secondary", "md")} onClick={() => window.location.reload()}>
          {t("info.splash.reload")}
        </button>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="info-page-splash"
      data-page-loading=""
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 px-4 py-24 text-slate-700 dark:text-slate-300"
    >
      <Spinner className="size-8 text-indigo-600 dark:text-indigo-400" />
      <p className="text-base font-medium">{t("common.loading")}</p>
    </div>
  );
}

/** Shows the info page splash while anything inside (a lazy page body, per-language texts) is loading. */
export function InfoPageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<InfoPageSplash />}>{children}</Suspense>;
}
