import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import type { OAuthCallbackParams } from "./auth-api";
import type { OAuthCallbackView } from "./use-oauth-callback";

/** Spec §9: the code-host callback window closes after 5 s. */
export const CALLBACK_CLOSE_SECONDS = 5;

/** Counts down once `enabled`, then closes this window (a popup that script opened may close itself). */
function useAutoClose(enabled: boolean, seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [enabled]);
  useEffect(() => {
    if (enabled && left === 0) window.close();
  }, [enabled, left]);
  return left;
}

const oauthParamNames = ["code", "state", "error"] as const;

// Enough to tell two attempts apart; the rest of a code or state is a secret for one sign-in.
const shortened = (value: string) => (value.length > 6 ? `${value.slice(0, 4)}… (${value.length})` : "…");

/** The parameters the provider sent, for support questions; never the code or the state in full. */
function DebugInfo({
  params,
  names,
  inPopup,
}: {
  params: OAuthCallbackParams | Record<string, string | undefined>;
  names: readonly string[];
  inPopup: boolean;
}) {
  const { t } = useTranslation();
  const notReceived = t("auth.callback.debugNotReceived");
  const secret = new Set(["code", "state"]);
  const rows: [string, string][] = [
    ...names.map((name): [string, string] => {
      const value = (params as Record<string, string | undefined>)[name];
      return [name, value === undefined ? notReceived : secret.has(name) ? shortened(value) : value];
    }),
    [
      t("auth.callback.debugOpener"),
      inPopup ? t("auth.callback.debugOpenerFound") : t("auth.callback.debugOpenerNone"),
    ],
  ];
  return (
    <details className="mt-6 text-sm text-slate-600 dark:text-slate-400">
      <summary className="cursor-pointer rounded font-medium">{t("auth.callback.debugSummary")}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-mono">{name}</dt>
            <dd className="min-w-0 font-mono break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The status of a provider sign-in on its callback page: working, done (and closing), or failed (and why). */
export function OAuthCallbackStatus({
  view,
  provider,
  params,
  texts,
  back,
  closeSeconds = CALLBACK_CLOSE_SECONDS,
  paramNames = oauthParamNames,
}: {
  view: Pick<OAuthCallbackView, "status" | "message" | "inPopup" | "intent">;
  provider: string;
  params: OAuthCallbackParams | Record<string, string | undefined>;
  /** Other wording than a sign-in's (a deploy connection, an app install). */
  texts?: { exchanging: string; success: string; successHeading?: string };
  /** Without a popup, after an error: the way back (else the log-in or sign-up page). */
  back?: { to: string; label: string };
  closeSeconds?: number;
  /** The query parameters this callback reads, for the debug list (an app install has its own). */
  paramNames?: readonly string[];
}) {
  const { t } = useTranslation();
  const done = view.status === "success" || view.status === "error";
  const secondsLeft = useAutoClose(view.inPopup && done, closeSeconds);

  return (
    <div>
      {(view.status === "loading" || view.status === "exchanging") && (
        <p role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <Spinner />
          {view.status === "loading"
            ? t("auth.callback.loading", { provider })
            : (texts?.exchanging ?? t("auth.callback.exchanging", { provider }))}
        </p>
      )}
      {view.status === "success" && (
        <div role="status" className="flex items-start gap-3 text-emerald-900 dark:text-emerald-100">
          <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <div>
            <h2 className="text-lg font-semibold">{texts?.successHeading ?? t("auth.callback.successHeading")}</h2>
            <p className="mt-1">{texts?.success ?? t("auth.callback.success", { provider })}</p>
            <p className="mt-1">{view.inPopup ? t("auth.callback.successPopup") : t("auth.callback.redirecting")}</p>
          </div>
        </div>
      )}
      {view.status === "error" && (
        <div role="alert" className="flex items-start gap-3 text-red-800 dark:text-red-200">
          <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{t("auth.callback.errorHeading")}</h2>
            <p className="mt-1 break-words">{view.message}</p>
          </div>
        </div>
      )}
      {view.inPopup && done && (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t("auth.callback.closingIn", { seconds: secondsLeft })}
          </p>
          <button type="button" onClick={() => window.close()} className={buttonClasses("secondary", "md")}>
            {t("auth.callback.closeWindow")}
          </button>
        </div>
      )}
      {!view.inPopup && view.status === "error" && back && (
        <Link to={back.to} className={buttonClasses("primary", "md", "mt-6 h-11 w-full")}>
          {back.label}
        </Link>
      )}
      {!view.inPopup && view.status === "error" && !back && (
        <Link
          to={
            view.intent?.mode === "signup" ? `/signup${view.intent.plan ? `?plan=${view.intent.plan}` : ""}` : "/login"
          }
          className={buttonClasses("primary", "md", "mt-6 h-11 w-full")}
        >
          {view.intent?.mode === "signup" ? t("auth.callback.backToSignup") : t("auth.forgot.backToLogin")}
        </Link>
      )}
      <DebugInfo params={params} names={paramNames} inPopup={view.inPopup} />
    </div>
  );
}
