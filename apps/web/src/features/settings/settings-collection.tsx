import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { settingsFailure } from "./settings-messages";

// What the settings sections that keep a list of things (API keys, webhooks) share: creating and changing an item,
// the secret shown once after creating one, and the list's loading, failed and empty states.

/**
 * Runs a section's create / revoke / resend `work` one at a time: `busy` while it runs, then the `refresh` query
 * key is fetched again; a failure is logged as `log` and said in `failure` for the section's alert.
 */
export function useSettingsAction(log: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async (work: () => Promise<unknown>, refresh: readonly unknown[]) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: refresh });
    } catch (error) {
      console.error(log, error);
      setFailure(settingsFailure(t, error));
    } finally {
      setBusy(false);
    }
  };
  return { failure, busy, attempt };
}

/** A secret just created (an API key, a webhook's signing secret): shown this once, with a copy button. */
export function ShownOnceSecret({
  secret,
  onDone,
  labels,
}: {
  secret: string;
  onDone: () => void;
  labels: { shownOnce: string; copy: string; copied: string; done: string };
}) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 dark:border-emerald-500/50 dark:bg-emerald-950">
      <p className="text-sm text-slate-800 dark:text-slate-200">{labels.shownOnce}</p>
      <code dir="ltr" className="font-mono text-sm break-all text-slate-950 dark:text-white">
        {secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses("secondary", "sm")}
          onClick={() => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
        >
          {copied ? labels.copied : labels.copy}
        </button>
        <button type="button" className={buttonClasses("primary", "sm")} onClick={onDone}>
          {labels.done}
        </button>
      </div>
    </div>
  );
}

/** A section's list: a spinner while it loads, an alert when it could not, `emptyText` when there is nothing. */
export function SettingsList({
  pending,
  failed,
  empty,
  emptyText,
  children,
}: {
  pending: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (pending) return <Spinner />;
  if (failed) return <FormAlert tone="error">{t("settings.loadFailed")}</FormAlert>;
  if (empty) return <p className="text-sm text-slate-700 dark:text-slate-300">{emptyText}</p>;
  return <ul className="flex flex-col gap-2">{children}</ul>;
}
