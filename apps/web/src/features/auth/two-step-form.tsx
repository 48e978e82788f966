import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { ApiError } from "../../lib/api-client";
import { completeTwoStepSignIn } from "./auth-api";
import { authLinkClasses } from "./auth-card";
import { failureMessage } from "./error-messages";
import { useCompleteSignIn } from "./finish-sign-in";

/**
 * The second step of a sign-in for an account with two-step sign-in on (after the password, or after Google or
 * GitHub): the 6-digit code from the authenticator app, or one of the recovery codes. `onRestart` goes back to the
 * first step when the pending sign-in has ended (too slow, or too many wrong codes).
 */
export function TwoStepForm({
  onRestart,
  onSignedIn,
}: {
  onRestart: () => void;
  /** What happens once signed in (a Google or GitHub callback reports to its opener); default: on to the app. */
  onSignedIn?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const headingId = useId();
  const [mode, setMode] = useState<"code" | "recovery">("code");
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const entered = mode === "code" ? value.replace(/\s+/g, "") : value.trim();
    const valid = mode === "code" ? /^\d{6}$/.test(entered) : /^[A-Za-z0-9-]{8,24}$/.test(entered);
    if (!valid) {
      setFieldError(t(mode === "code" ? "auth.twoStep.codeInvalid" : "auth.twoStep.recoveryInvalid"));
      return;
    }
    setFieldError(undefined);
    setSubmitting(true);
    try {
      await completeTwoStepSignIn(mode === "code" ? { code: entered } : { recoveryCode: entered });
    } catch (error) {
      console.error("Two-step sign-in failed", error);
      // The pending sign-in is over (401: too slow; 429: too many wrong codes): only a new sign-in helps.
      if (error instanceof ApiError && (error.status === 401 || error.status === 429)) setEnded(true);
      setFailure(failureMessage(t, error));
      setSubmitting(false);
      return;
    }
    const finish = onSignedIn
      ? () =>
          onSignedIn().then(
            () => true,
            (error: unknown) => {
              console.error("Could not load the new session", error);
              setFailure(t("auth.requestFailed"));
              return false;
            },
          )
      : () => completeSignIn(setFailure);
    if (!(await finish())) setSubmitting(false);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t("auth.twoStep.heading")}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(mode === "code" ? "auth.twoStep.codeIntro" : "auth.twoStep.recoveryIntro")}
        </p>
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {ended ? (
        <button type="button" onClick={onRestart} className={buttonClasses("primary", "md", "h-11 w-full")}>
          {t("auth.twoStep.startAgain")}
        </button>
      ) : (
        <>
          <TextField
            key={mode}
            label={t(mode === "code" ? "auth.twoStep.codeLabel" : "auth.twoStep.recoveryLabel")}
            autoComplete="one-time-code"
            inputMode={mode === "code" ? "numeric" : "text"}
            spellCheck={false}
            autoCapitalize="none"
            autoFocus
            dir="ltr"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={fieldError}
          />
          <button type="submit" disabled={submitting} className={buttonClasses("primary", "md", "h-11 w-full")}>
            {submitting && <Spinner className="size-4" />}
            {submitting ? t("auth.login.submitting") : t("auth.twoStep.submit")}
          </button>
          <button
            type="button"
            className={`${authLinkClasses} self-start text-sm`}
            onClick={() => {
              setMode(mode === "code" ? "recovery" : "code");
              setValue("");
              setFieldError(undefined);
            }}
          >
            {t(mode === "code" ? "auth.twoStep.useRecovery" : "auth.twoStep.useCode")}
          </button>
        </>
      )}
    </form>
  );
}
