import { useEffect, useState, useSyncExternalStore } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { postToOpener, sameOriginOpener } from "../../lib/oauth-popup";
import { createCallbackRun } from "../auth/oauth-callback-run";
import type { CallbackSnapshot } from "../auth/oauth-callback-run";
import { apiErrorText } from "../../i18n/api-messages";

/** What a deploy callback page shows, and where it is. */
export interface PopupCallbackView extends CallbackSnapshot {
  /** In the popup: the result went to the opener and this window closes itself. */
  inPopup: boolean;
  intent: null;
}

/**
 * The work of a callback page that is not a sign-in (a deploy connection, the GitHub App install): posts the
 * provider's answer to the server once (StrictMode-safe, see createCallbackRun); then, in the popup, reports to the
 * opener (this origin only, never a token), or, in a tab of its own (the popup was blocked), toasts and goes back
 * to `returnTo`.
 */
export function usePopupCallback<T>(options: {
  exchange: () => Promise<T>;
  successMessage: (result: T) => unknown;
  errorMessage: (error: string) => unknown;
  /** The toast in a tab of its own, and where to go back. */
  successToast: string;
  returnTo: () => string;
}): PopupCallbackView & { returnTo: string } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ exchange, successMessage, errorMessage, successToast, returnTo: readReturn }] = useState(() => options);
  const [run] = useState(() => createCallbackRun(exchange));
  const [opener] = useState(sameOriginOpener);
  const [returnTo] = useState(() => (opener ? "/deploy" : readReturn()));
  const snapshot = useSyncExternalStore(run.subscribe, run.getSnapshot);

  useEffect(() => {
    let active = true;
    const report = (outcome: { result: T } | { error: string }) => {
      if (!active || !run.claim()) return;
      if ("error" in outcome) {
        if (opener) postToOpener(opener, errorMessage(outcome.error));
        return run.fail(outcome.error);
      }
      if (opener) {
        postToOpener(opener, successMessage(outcome.result));
        return run.succeed();
      }
      run.succeed();
      toast.success(successToast);
      void navigate(returnTo, { replace: true });
    };
    run.start().then(
      (result) => report({ result }),
      (error: unknown) => {
        console.error("The provider's answer could not be completed", error);
        // The server's message in the interface language (the opener shows this same text: the popup runs in the
        // opener's language), with the provider's own words; a general message when the server did not answer.
        // Our own message only: a callback page never repeats a provider's words (see request-error-text.ts).
        report({ error: apiErrorText(t, error, t("deploy.errors.requestFailed")) });
      },
    );
    return () => {
      active = false;
    };
  }, [errorMessage, navigate, opener, returnTo, run, successMessage, successToast, t]);

  return { ...snapshot, inPopup: opener !== null, intent: null, returnTo };
}

/** The query parameters a callback page reads, only those present. */
export function readQuery(searchParams: URLSearchParams, names: readonly string[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of names) {
    const value = searchParams.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}
