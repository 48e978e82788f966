import { useCallback } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import type { OAuthProvider } from "./auth-api";
import { destinationAfterSignIn, useFinishSignIn } from "./finish-sign-in";
import { providerNames } from "./oauth-messages";
import { planFromParam } from "./plan-banner";
import type { PlanId } from "./plan-banner";

/** Where a provider sign-in started: the sign-up page (with its plan) or the log-in page. */
export interface OAuthIntent {
  mode: "signup" | "login";
  plan: PlanId | null;
}

const INTENT_KEY = "oauth-intent";
const defaultIntent: OAuthIntent = { mode: "login", plan: null };

/**
 * Remembers the intent across the full-page trip to the provider and back (used when the popup was blocked).
 * sessionStorage: this tab only, gone when it closes.
 */
export function saveOAuthIntent(provider: OAuthProvider, intent: OAuthIntent): void {
  try {
    window.sessionStorage.setItem(INTENT_KEY, JSON.stringify({ provider, ...intent }));
  } catch {
    // Without storage the sign-in still works; it only counts as a log-in.
  }
}

/** Reads the remembered intent for `provider` once, then forgets it; a log-in when there is none. */
export function takeOAuthIntent(provider: OAuthProvider): OAuthIntent {
  let stored: unknown = null;
  try {
    const raw = window.sessionStorage.getItem(INTENT_KEY);
    window.sessionStorage.removeItem(INTENT_KEY);
    stored = raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return defaultIntent;
  }
  // Checked field by field: anything else in the tab could have written there.
  const value = (stored ?? {}) as { provider?: unknown; mode?: unknown; plan?: unknown };
  if (value.provider !== provider) return defaultIntent;
  return {
    mode: value.mode === "signup" ? "signup" : "login",
    plan: typeof value.plan === "string" ? planFromParam(value.plan) : null,
  };
}

/**
 * The end of a provider sign-in, the same whether the popup reported it or the callback page ran in this tab:
 * load the session, toast as spec §8 says, and say where to go (new users to onboarding, keeping the plan).
 */
export function useCompleteOAuth() {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();

  /** Resolves with the destination (the guard of a log-in page goes there by itself); rejects if the session did not load. */
  const succeed = useCallback(
    async (provider: OAuthProvider, intent: OAuthIntent, isNewUser: boolean): Promise<string> => {
      const destination = await finishSignIn((user) => {
        if (!isNewUser) return destinationAfterSignIn(user);
        return intent.plan ? `/onboarding?plan=${intent.plan}` : "/onboarding";
      });
      const values = { provider: providerNames[provider] };
      toast.success(isNewUser ? t("toast.providerSignedUp", values) : t("toast.providerSignedIn", values));
      return destination;
    },
    [finishSignIn, t],
  );

  /** Spec §8: on the sign-up page its own message; on the log-in page the server's. */
  const fail = useCallback(
    (provider: OAuthProvider, intent: OAuthIntent, message: string) => {
      if (intent.mode === "signup") toast.error(t("toast.providerSignUpFailed", { provider: providerNames[provider] }));
      else toast.error(message || t("auth.requestFailed"));
    },
    [t],
  );

  return { succeed, fail };
}
