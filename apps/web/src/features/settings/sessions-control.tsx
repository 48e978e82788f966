import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { fetchSessionCount, revokeOtherSessions, sessionsQueryKey } from "./account-api";
import { settingsFailure } from "./settings-messages";

/** How many browsers are signed in, and "Sign out other sessions" (this browser stays signed in). */
export function SessionsControl() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => fetchSessionCount(signal) });
  const revoke = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => toast.success(t("settings.account.otherSessionsSignedOut")),
    onError: (error) => {
      console.error("Could not sign out the other sessions", error);
      toast.error(settingsFailure(t, error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
  const others = Math.max(0, (sessions.data ?? 1) - 1);

  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-slate-950 dark:text-white">{t("settings.account.sessionsTitle")}</h3>
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {sessions.isPending ? t("common.loading") : t("settings.account.otherSessions", { others })}
      </p>
      <button
        type="button"
        onClick={() => revoke.mutate()}
        disabled={revoke.isPending}
        className={buttonClasses("secondary", "md", "self-start")}
      >
        {revoke.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        )}
        {t("settings.account.signOutOthers")}
      </button>
    </div>
  );
}
