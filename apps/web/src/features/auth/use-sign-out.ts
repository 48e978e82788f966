import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import toast from "react-hot-toast";
import { apiFetch } from "../../lib/api-client";
import { saveFlashToast } from "../../lib/flash-toast";
import { fullPageLoad } from "../../lib/full-page-load";

/** The accounts module's sign-out endpoint (it clears the session cookie). */
export const SIGN_OUT_PATH = "/api/account/sign-out";

/**
 * Logout (spec §2, §8): on success a toast and a full page load to "/", so no signed-in state survives in memory;
 * on failure the error is logged, an error toast shows and the user stays on the page.
 */
export function useSignOut(): { signOut: () => void; isSigningOut: boolean } {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: () => apiFetch(SIGN_OUT_PATH, { method: "POST", body: {} }),
    onSuccess: () => {
      toast.success(t("toast.signedOut"));
      saveFlashToast("toast.signedOut");
      fullPageLoad("/");
    },
    onError: (error) => {
      console.error("Sign-out failed", error);
      toast.error(t("toast.signOutFailed"));
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
