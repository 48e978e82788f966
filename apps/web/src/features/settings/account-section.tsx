import type { Profile } from "@foliocraft/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { fetchLinkedAccounts, linkedAccountsQueryKey, sessionsQueryKey } from "./account-api";
import { ConnectedAccounts } from "./connected-accounts";
import { DeployConnections } from "./deploy-connections";
import { PasswordForm } from "./password-form";
import { ProfileNameForm } from "./profile-name-form";
import { SessionsControl } from "./sessions-control";
import { SettingsSection } from "./settings-section";

const divider = "border-t border-slate-200 pt-6 dark:border-slate-800";

/** Name and e-mail, password, other sessions and connected accounts. */
export function AccountSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const connectedId = useId();
  const linked = useQuery({ queryKey: linkedAccountsQueryKey, queryFn: ({ signal }) => fetchLinkedAccounts(signal) });
  const hasPassword = linked.data?.some((account) => account.provider === "password") ?? true;

  return (
    <SettingsSection id="account" title={t("settings.account.title")} description={t("settings.account.description")}>
      <ProfileNameForm profile={profile} />
      <div className={divider}>
        <h3 className="mb-3 text-base font-semibold text-slate-950 dark:text-white">
          {t("settings.account.passwordTitle")}
        </h3>
        {hasPassword ? (
          // Changing the password signs out the other sessions: their count changes.
          <PasswordForm onChanged={() => void queryClient.invalidateQueries({ queryKey: sessionsQueryKey })} />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.account.noPassword")}</p>
        )}
      </div>
      <div className={divider}>
        <SessionsControl />
      </div>
      <div className={divider}>
        <ConnectedAccounts headingId={connectedId} />
      </div>
      <div className={divider}>
        <DeployConnections />
      </div>
    </SettingsSection>
  );
}
