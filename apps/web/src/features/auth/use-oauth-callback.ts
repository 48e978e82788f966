import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { postToOpener, sameOriginOpener } from "../../lib/oauth-popup";
import { finishOAuth } from "./auth-api";
import type { OAuthCallbackParams, OAuthProvider } from "./auth-api";
import { providerFailureMessage } from "./error-messages";
import { createCallbackRun } from "./oauth-callback-run";
import type { CallbackSnapshot } from "./oauth-callback-run";
import { takeOAuthIntent, useCompleteOAuth } from "./oauth-intent";
import type { OAuthIntent } from "./oauth-intent";
import { oauthErrorMessage, oauthSuccessMessage, providerNames } from "./oauth-messages";

/** What the callback page shows, and where it is. */
export interface OAuthCallbackView extends CallbackSnapshot {
  /** In the sign-in popup: the result went to the opener and this window closes itself. */
  inPopup: boolean;
  /** Without a popup: where the sign-in started (for the way back after an error). */
  intent: OAuthIntent | null;
  /** The account has two-step sign-in on: the page asks for the code, then calls `finishTwoStep`. */
  twoStep: boolean;
  /** After the second step signed in: reports the sign-in as a plain one would be (opener or this tab). */
  finishTwoStep: () => Promise<void>;
}

/**
 * The callback page's work: posts the provider's answer to the server once; then, in the popup, reports to the
 * opener (this origin only; no token: the session cookie is already set), or, in a tab of its own (the popup was
 * blocked), finishes the sign-in here with the same toasts and destination as the opener would.
 */
export function useOAuthCallback(provider: OAuthProvider, params: OAuthCallbackParams): OAuthCallbackView {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { succeed, fail } = useCompleteOAuth();
  const [run] = useState(() => createCallbackRun(() => finishOAuth(provider, params)));
  const [opener] = useState(sameOriginOpener);
  const [intent, setIntent] = useState<OAuthIntent | null>(null);
  const [twoStep, setTwoStep] = useState(false);
  const [finishTwoStep, setFinishTwoStep] = useState<() => Promise<void>>(() => async () => {});
  const snapshot = useSyncExternalStore(run.subscribe, run.getSnapshot);

  useEffect(() => {
    // False once this effect is cleaned up (StrictMode's first run, a page left before the answer).
    let active = true;
    const report = async (outcome: { isNewUser: boolean } | { error: string }) => {
      if (!active || !run.claim()) return;
      if (opener) {
        postToOpener(
          opener,
          "error" in outcome
            ? oauthErrorMessage(provider, outcome.error)
            : oauthSuccessMessage(provider, outcome.isNewUser),
        );
        return "error" in outcome ? run.fail(outcome.error) : run.succeed();
      }
      const started = takeOAuthIntent(provider);
      setIntent(started);
      if ("error" in outcome) {
        fail(provider, started, outcome.error);
        return run.fail(outcome.error);
      }
      try {
        const destination = await succeed(provider, started, outcome.isNewUser);
        run.succeed();
        await navigate(destination, { replace: true });
      } catch (error) {
        console.error("Could not load the new session", error);
        run.fail(t("auth.requestFailed"));
      }
    };
    run.start().then(
      (answer) => {
        if (!answer.twoStep) return report({ isNewUser: answer.isNewUser });
        if (!active) return;
        setFinishTwoStep(() => () => report({ isNewUser: false }));
        setTwoStep(true);
      },
      (error: unknown) => {
        // Spec §8: logged, and the server's message shown (to the opener too), in the interface language: the
        // opener is this same app on this origin, so it shows the text as it is posted.
        console.error("The sign-in with the provider failed", provider, error);
        return report({ error: providerFailureMessage(t, error, providerNames[provider]) });
      },
    );
    return () => {
      active = false;
    };
  }, [fail, navigate, opener, provider, run, succeed, t]);

  return { ...snapshot, inPopup: opener !== null, intent, twoStep, finishTwoStep };
}
