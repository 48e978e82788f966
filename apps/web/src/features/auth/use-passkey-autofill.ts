import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { authProvidersQueryKey, fetchAuthProviders } from "./auth-api";
import { useCompleteSignIn } from "./finish-sign-in";
import { passkeyFailure, replacedByAnotherCeremony, signInWithPasskeyAutofill } from "./webauthn";

/**
 * Passkeys in the e-mail field's autofill on /login (issue 24): while `active` (the e-mail field is on the page),
 * a conditional passkey request waits for the person to pick one of this site's passkeys in the browser's autofill
 * list, then signs in with it, with no button pressed. Started only when the server offers passkeys and the browser
 * supports passkey autofill (PublicKeyCredential.isConditionalMediationAvailable); aborted when the field goes (the
 * password was right and the code is asked next), the page is left or signed in another way (unmount), and replaced
 * by the passkey button's own request when that is pressed. A refusal of the picked passkey goes to `onFailure`.
 */
export function usePasskeyAutofill(active: boolean, onFailure: (message: string) => void) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const { data } = useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
    staleTime: Infinity,
    retry: false,
  });
  const enabled = active && data?.passkey === true;
  // The latest callbacks, so that a new render does not restart the request (it is started once per activation).
  const latest = useRef({ t, completeSignIn, onFailure });
  useEffect(() => {
    latest.current = { t, completeSignIn, onFailure };
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    void (async () => {
      try {
        if (!(await signInWithPasskeyAutofill(signal))) return;
      } catch (error) {
        if (signal.aborted || replacedByAnotherCeremony(error)) return;
        // The passkey picked in the autofill list was refused (unknown here, or the device's answer did not verify).
        console.error("Passkey sign-in through autofill failed", error);
        latest.current.onFailure(passkeyFailure(latest.current.t, error, "auth.passkey.cancelled"));
        return;
      }
      if (!signal.aborted) await latest.current.completeSignIn(latest.current.onFailure);
    })();
    return () => controller.abort();
  }, [enabled]);
}
