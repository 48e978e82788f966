import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { verifyEmail } from "./auth-api";
import { failureMessage } from "./error-messages";
import { sessionQueryKey } from "./use-session";

type Step =
  | { kind: "working" }
  | { kind: "confirm"; signedInAs: string; verifies: string }
  | { kind: "verified-signed-out" }
  | { kind: "failed"; message: string };

/**
 * The e-mailed verification link (/verify-email?token=…). The page posts the token (same origin): with no one or
 * the link's owner signed in, that verifies and signs in; with someone else signed in, the server only asks, and this
 * page lets the person choose to continue as the link's account or to stay (the address is verified either way).
 */
export function VerifyEmail({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "working" });
  // One automatic post per visit (StrictMode runs the effect twice on the same instance).
  const started = useRef(false);

  const send = async (choice?: "switch" | "stay") => {
    setStep({ kind: "working" });
    try {
      const answer = await verifyEmail(token, choice);
      if (answer.status === "confirm") {
        setStep({ kind: "confirm", signedInAs: answer.signedInAs, verifies: answer.verifies });
        return;
      }
      toast.success(t("auth.verifyEmail.verified", { email: answer.email }));
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      if (answer.signedIn || choice === "stay") {
        await navigate("/dashboard", { replace: true });
        return;
      }
      setStep({ kind: "verified-signed-out" });
    } catch (error) {
      console.error("The e-mail verification failed", error);
      setStep({ kind: "failed", message: failureMessage(t, error) });
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send();
    // The token is fixed for this page; `send` is recreated each render on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (step.kind === "working") {
    return (
      <p role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
        <Spinner />
        {t("auth.verifyEmail.working")}
      </p>
    );
  }
  if (step.kind === "confirm") {
    return (
      <div className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold text-slate-950 dark:text-white">{t("auth.verifyEmail.confirmHeading")}</h2>
        <p className="text-slate-700 dark:text-slate-300">
          {t("auth.verifyEmail.confirmBody", { current: step.signedInAs, target: step.verifies })}
        </p>
        <button
          type="button"
          onClick={() => void send("switch")}
          className={buttonClasses("primary", "md", "h-11 w-full")}
        >
          {t("auth.verifyEmail.continueAs", { target: step.verifies })}
        </button>
        <button
          type="button"
          onClick={() => void send("stay")}
          className={buttonClasses("secondary", "md", "h-11 w-full")}
        >
          {t("auth.verifyEmail.stayAs", { current: step.signedInAs })}
        </button>
      </div>
    );
  }
  if (step.kind === "verified-signed-out") {
    return (
      <div className="flex flex-col gap-5">
        <FormAlert tone="success">{t("auth.verifyEmail.verifiedSignIn")}</FormAlert>
        <Link to="/login" className={buttonClasses("primary", "md", "h-11 w-full")}>
          {t("auth.verifyEmail.signIn")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <FormAlert tone="error">{step.message}</FormAlert>
      <Link to="/login" className={buttonClasses("primary", "md", "h-11 w-full")}>
        {t("auth.verifyEmail.signIn")}
      </Link>
    </div>
  );
}
