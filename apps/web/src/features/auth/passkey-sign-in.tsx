import { useQuery } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { authProvidersQueryKey, fetchAuthProviders } from "./auth-api";
import { useCompleteSignIn } from "./finish-sign-in";
import { browserHasPasskeys, passkeyFailure, signInWithPasskey } from "./webauthn";

/**
 * "Sign in with a passkey" on /login: the browser offers the passkeys of this site the device or password manager
 * holds, no e-mail needed. Shown only when the server and the browser can use passkeys. A passkey with its PIN,
 * fingerprint or face is both steps of a two-step sign-in, so no code is asked after it.
 */
export function PasskeySignIn() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data } = useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
    staleTime: Infinity,
    retry: false,
  });
  if (data?.passkey !== true || !browserHasPasskeys()) return null;

  const onClick = async () => {
    if (busy) return;
    setFailure(null);
    setBusy(true);
    try {
      await signInWithPasskey();
    } catch (error) {
      console.error("Passkey sign-in failed", error);
      setFailure(passkeyFailure(t, error, "auth.passkey.cancelled"));
      setBusy(false);
      return;
    }
    if (!(await completeSignIn(setFailure))) setBusy(false);
  };

  return (
    <div className="mt-4 flex flex-col gap-3">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <button
        type="button"
        // Not `disabled` while waiting: that would drop the keyboard focus. A second click is ignored instead.
        aria-disabled={busy}
        aria-busy={busy}
        onClick={() => void onClick()}
        className={buttonClasses("secondary", "md", "h-11 w-full aria-disabled:opacity-60")}
      >
        {busy ? <Spinner className="size-5" /> : <KeyRound aria-hidden="true" className="size-5" />}
        {t("auth.passkey.signIn")}
      </button>
    </div>
  );
}
