import { useQuery } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { PasswordField } from "../../components/ui/password-field";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import { fullPageLoad } from "../../lib/full-page-load";
import { safeStorage } from "../../lib/safe-storage";
import { ONBOARDING_DATA_KEY } from "../auth/finish-sign-in";
import { ConfirmDialog, dangerButtonClasses } from "../portfolios/confirm-dialog";
import { accountExportUrl, deleteAccount, fetchLinkedAccounts, linkedAccountsQueryKey } from "./account-api";
import { PROFILE_SYNCED_KEY } from "./profile-sync";
import { settingsFailure } from "./settings-messages";
import { SettingsSection } from "./settings-section";

/** How long the "account deleted" message shows before the home page loads. */
export const leaveDelayMs = 1500;

/** The server's limit for an account without a password: a sign-in this recent stands in for it. */
const recentSignInMinutes = 5;

/**
 * Export my data (JSON download) and delete my account: after typing the account's e-mail address and proving it
 * is the owner asking (the current password; an account without one must have signed in within a few minutes).
 */
export function DangerZoneSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const linked = useQuery({ queryKey: linkedAccountsQueryKey, queryFn: ({ signal }) => fetchLinkedAccounts(signal) });
  const hasPassword = linked.data?.some((account) => account.provider === "password") ?? true;
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const onDelete = async () => {
    setBusy(true);
    setPasswordError(undefined);
    try {
      await deleteAccount(typed.trim(), hasPassword ? password : undefined);
    } catch (error) {
      console.error("Could not delete the account", error);
      const text = settingsFailure(t, error);
      // A wrong or missing password is shown at its field; anything else as a toast.
      if (hasPassword && error instanceof ApiError && error.code === "invalid-argument") setPasswordError(text);
      else toast.error(text);
      setBusy(false);
      return;
    }
    // This device forgets the account too.
    safeStorage.remove(ONBOARDING_DATA_KEY);
    safeStorage.remove(PROFILE_SYNCED_KEY);
    toast.success(t("settings.danger.deleted"));
    // A full load of the home page leaves nothing of the account in memory; the pause lets the toast be read.
    window.setTimeout(() => fullPageLoad("/"), leaveDelayMs);
  };

  return (
    <SettingsSection
      id="danger"
      tone="danger"
      title={t("settings.danger.title")}
      description={t("settings.danger.description")}
    >
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-slate-950 dark:text-white">{t("settings.danger.exportTitle")}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.danger.exportDescription")}</p>
        <a href={accountExportUrl} download className={buttonClasses("secondary", "md", "self-start")}>
          <Download aria-hidden="true" className="size-4" />
          {t("settings.danger.export")}
        </a>
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h3 className="text-base font-semibold text-slate-950 dark:text-white">{t("settings.danger.deleteTitle")}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.danger.deleteDescription")}</p>
        <button
          ref={deleteButton}
          type="button"
          onClick={() => {
            setTyped("");
            setPassword("");
            setPasswordError(undefined);
            setOpen(true);
          }}
          className={`${dangerButtonClasses} self-start`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t("settings.danger.delete")}
        </button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("settings.danger.dialogTitle")}
        description={<p>{t("settings.danger.dialogDescription")}</p>}
        confirmLabel={t("settings.danger.confirm")}
        onConfirm={() => void onDelete()}
        busy={busy}
        canConfirm={matches && (!hasPassword || password !== "")}
        returnFocusRef={deleteButton}
      >
        <TextField
          label={t("settings.danger.typeEmail", { email })}
          type="email"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {hasPassword ? (
          <PasswordField
            label={t("settings.account.currentPassword")}
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onChange={(event) => setPassword(event.target.value)}
          />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("settings.danger.recentSignIn", { count: recentSignInMinutes })}
          </p>
        )}
      </ConfirmDialog>
    </SettingsSection>
  );
}
