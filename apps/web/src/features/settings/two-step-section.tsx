import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordField } from "../../components/ui/password-field";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { SettingsSection } from "./settings-section";
import { settingsFailure } from "./settings-messages";
import { TotpQrCode } from "./totp-qr-code";
import {
  confirmTwoStep,
  newRecoveryCodes,
  secretOf,
  setUpTwoStep,
  turnOffTwoStep,
  twoStepQueryKey,
  useTwoStepStatus,
} from "./two-step-api";

type Action = "set-up" | "turn-off" | "new-codes";

/** The recovery codes, shown once: each works one time in place of a code from the app. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.twoStep.codesIntro")}</p>
      <ul
        dir="ltr"
        className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Settings → two-step sign-in: turn it on (password, then the secret for the authenticator app and the recovery
 * codes, then the app's first code), get new recovery codes, or turn it off (password).
 */
export function TwoStepSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTwoStepStatus();
  const [action, setAction] = useState<Action | null>(null);
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [setUp, setSetUp] = useState<{ totpUri: string; recoveryCodes: string[] } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setAction(null);
    setPassword("");
    setCode("");
    setSetUp(null);
    setFailure(null);
  };
  const attempt = async (work: () => Promise<void>) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      console.error("Two-step sign-in settings failed", error);
      setFailure(settingsFailure(t, error));
    } finally {
      setBusy(false);
    }
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      if (action === "set-up") {
        setSetUp(await setUpTwoStep(password));
      } else if (action === "turn-off") {
        await turnOffTwoStep(password);
        toast.success(t("settings.twoStep.turnedOff"));
        reset();
        setCodes(null);
        await queryClient.invalidateQueries({ queryKey: twoStepQueryKey });
      } else if (action === "new-codes") {
        setCodes((await newRecoveryCodes(password)).recoveryCodes);
        reset();
      }
      setPassword("");
    });
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      await confirmTwoStep(code.replace(/\s+/g, ""));
      toast.success(t("settings.twoStep.turnedOn"));
      setCodes(setUp?.recoveryCodes ?? null);
      reset();
      await queryClient.invalidateQueries({ queryKey: twoStepQueryKey });
    });
  };

  const enabled = status.data?.enabled ?? false;
  return (
    <SettingsSection id="twoStep" title={t("settings.twoStep.title")} description={t("settings.twoStep.description")}>
      {status.isPending ? (
        <Spinner className="size-5" />
      ) : status.isError ? (
        <FormAlert tone="error">{t("settings.loadFailed")}</FormAlert>
      ) : (
        <>
          <p className="text-sm font-medium text-slate-900 dark:text-slate-100" role="status">
            {enabled ? t("settings.twoStep.statusOn") : t("settings.twoStep.statusOff")}
          </p>
          {failure && <FormAlert tone="error">{failure}</FormAlert>}
          {codes && <RecoveryCodes codes={codes} />}
          {setUp ? (
            <form onSubmit={onConfirm} noValidate className="flex flex-col gap-4">
              <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.twoStep.scanIntro")}</p>
              <TotpQrCode uri={setUp.totpUri} label={t("settings.twoStep.qrLabel")} />
              <p className="text-sm text-slate-700 dark:text-slate-300">{t("settings.twoStep.secretIntro")}</p>
              <p dir="ltr" className="font-mono text-base break-all text-slate-900 dark:text-slate-100">
                {secretOf(setUp.totpUri)}
              </p>
              <a href={setUp.totpUri} className={buttonClasses("secondary", "md", "self-start")}>
                {t("settings.twoStep.openApp")}
              </a>
              <RecoveryCodes codes={setUp.recoveryCodes} />
              <TextField
                label={t("settings.twoStep.confirmLabel")}
                autoComplete="one-time-code"
                inputMode="numeric"
                dir="ltr"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" disabled={busy} className={buttonClasses("primary", "md")}>
                  {busy && <Spinner className="size-4" />}
                  {t("settings.twoStep.confirm")}
                </button>
                <button type="button" onClick={reset} className={buttonClasses("secondary", "md")}>
                  {t("settings.twoStep.cancel")}
                </button>
              </div>
            </form>
          ) : action ? (
            <form onSubmit={onPassword} noValidate className="flex flex-col gap-4">
              <PasswordField
                label={t("settings.account.currentPassword")}
                autoComplete="current-password"
                autoFocus
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <div className="flex flex-wrap gap-3">
                <button type="submit" disabled={busy || !password} className={buttonClasses("primary", "md")}>
                  {busy && <Spinner className="size-4" />}
                  {t(
                    action === "set-up"
                      ? "settings.twoStep.setUp"
                      : action === "turn-off"
                        ? "settings.twoStep.turnOff"
                        : "settings.twoStep.newCodes",
                  )}
                </button>
                <button type="button" onClick={reset} className={buttonClasses("secondary", "md")}>
                  {t("settings.twoStep.cancel")}
                </button>
              </div>
            </form>
          ) : (
            <div className="flex flex-wrap gap-3">
              {enabled ? (
                (["new-codes", "turn-off"] as const).map((next) => (
                  <button
                    key={next}
                    type="button"
                    onClick={() => setAction(next)}
                    className={buttonClasses("secondary", "md")}
                  >
                    {t(next === "new-codes" ? "settings.twoStep.newCodes" : "settings.twoStep.turnOff")}
                  </button>
                ))
              ) : (
                <button type="button" onClick={() => setAction("set-up")} className={buttonClasses("primary", "md")}>
                  {t("settings.twoStep.setUp")}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </SettingsSection>
  );
}
