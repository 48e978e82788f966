import { CircleAlert, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { buttonClasses } from "../components/ui/button-styles";
import { AuthCard } from "../features/auth/auth-card";

/** Spec §9: the code page closes after about 2 s. */
const CLOSE_AFTER_MS = 2000;

/**
 * /auth/netlify/oob: the code-display variant of Netlify's callback (spec §2): the code with a copy button, closing
 * after about 2 s; or the error description with a Close Window button.
 */
export function NetlifyOobPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // The provider's error_description is never shown: anyone can write it into this page's address.
  const [{ code, error }] = useState(() => ({ code: searchParams.get("code"), error: searchParams.get("error") }));
  const [copied, setCopied] = useState(false);
  const failed = error !== null || !code;

  useEffect(() => {
    if (failed) return;
    // A window that script opened may close itself; a tab the person opened stays, with the code.
    const timer = window.setTimeout(() => window.close(), CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? "");
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <AuthCard heading={t("pages.netlifyOob.heading")}>
      {failed ? (
        <div role="alert" className="flex items-start gap-3 text-red-800 dark:text-red-200">
          <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold">{t("auth.callback.errorHeading")}</h2>
            <p className="mt-1 break-words">
              {error !== null
                ? t("apiMessages.deployAccessNotGranted", { provider: "Netlify" })
                : t("deploy.oob.noCode")}
            </p>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-slate-700 dark:text-slate-300">{t("deploy.oob.intro")}</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              aria-label={t("deploy.oob.codeLabel")}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono break-all text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            >
              {code}
            </code>
            <button type="button" onClick={() => void copy()} className={buttonClasses("secondary", "md")}>
              <Copy aria-hidden="true" className="size-4" />
              {t("deploy.oob.copy")}
            </button>
          </div>
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {copied ? t("deploy.oob.copied") : t("deploy.oob.closing")}
          </p>
        </div>
      )}
      <button type="button" onClick={() => window.close()} className={buttonClasses("primary", "md", "mt-6 w-full")}>
        {t("deploy.oob.closeWindow")}
      </button>
    </AuthCard>
  );
}
