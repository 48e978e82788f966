import { useQueryClient } from "@tanstack/react-query";
import type { SessionUser } from "@foliocraft/schemas";
import { createContext, useCallback, useContext } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { safeStorage } from "../../lib/safe-storage";
import { fetchSession, sessionQueryKey } from "./use-session";

/** localStorage key of the onboarding answers kept on this device (spec §2, §4: the last step saves locally). */
export const ONBOARDING_DATA_KEY = "onboardingData";

/**
 * Where a user goes after signing in (spec §2 /login): the dashboard once onboarding is done, on the account or on
 * this device, otherwise onboarding.
 */
export function destinationAfterSignIn(user: SessionUser): "/dashboard" | "/onboarding" {
  return user.onboardingCompleted || safeStorage.get(ONBOARDING_DATA_KEY) !== null ? "/dashboard" : "/onboarding";
}

/**
 * Set by the logged-out-only guard: where it sends the user once the session has one. Without it the guard would
 * send every newly signed-in user to /dashboard (its rule for signed-in visitors) before the page could choose.
 */
export const SignedInDestinationContext = createContext<(path: string) => void>(() => {});

/**
 * After a successful sign-in or sign-up: loads the new session, then, in one step, tells the guard where to go and
 * stores the session (which makes the guard redirect). Resolves with the destination, for pages without that guard;
 * rejects when the session cannot be loaded.
 */
export function useFinishSignIn(): (destinationFor: (user: SessionUser) => string) => Promise<string> {
  const queryClient = useQueryClient();
  const setDestination = useContext(SignedInDestinationContext);
  return useCallback(
    async (destinationFor) => {
      try {
        const session = await fetchSession();
        if (!session.user) throw new Error("Signed in, but the session has no user");
        const destination = destinationFor(session.user);
        setDestination(destination);
        queryClient.setQueryData(sessionQueryKey, session);
        return destination;
      } catch (error) {
        // The cookie may well be set: let the shared query find out on its own.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        throw error;
      }
    },
    [queryClient, setDestination],
  );
}

/**
 * The end of a sign-in whose credentials the server accepted (the password form, the passkey button): the new
 * session, the spec's "Signed in successfully!" toast, and on to the dashboard or onboarding. When the session
 * cannot be loaded, `onFailure` gets the message to show in the form. Resolves true once signed in.
 */
export function useCompleteSignIn(): (onFailure: (message: string) => void) => Promise<boolean> {
  const { t } = useTranslation();
  const finishSignIn = useFinishSignIn();
  return useCallback(
    async (onFailure) => {
      try {
        await finishSignIn(destinationAfterSignIn);
        toast.success(t("toast.signedIn"));
        return true;
      } catch (error) {
        console.error("Could not load the new session", error);
        onFailure(t("auth.requestFailed"));
        return false;
      }
    },
    [finishSignIn, t],
  );
}
