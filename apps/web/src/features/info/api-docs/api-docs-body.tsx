import { Bell, Code, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { BackToHomeLink } from "../../../components/ui/back-to-home-link";
import { buttonClasses } from "../../../components/ui/button-styles";
import { BRAND_NAME } from "../../../lib/brand";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { numberFormat } from "../../../lib/intl-format";

/** The product's API name: a brand, never translated. */
const API_NAME = `${BRAND_NAME} API`;

const cards = [
  { key: "fast", Icon: Zap },
  { key: "developer", Icon: Code },
  { key: "notified", Icon: Bell },
] as const;

const planned = ["apiKeys", "rateLimits", "webhooks", "bulk", "templates"] as const;

/** /api-docs exactly as spec §2: hero with Coming Soon, three cards, What's Coming, Stay Updated, footer. */
export function ApiDocsBody() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(API_NAME);
  const number = numberFormat(i18n.language);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <BackToHomeLink />
      <section className="text-center">
        <div className="flex flex-wrap items-center justify-center gap-3">
          <h1 className="text-4xl font-bold tracking-tight text-slate-950 dark:text-white">{API_NAME}</h1>
          <Badge>{t("common.comingSoon")}</Badge>
        </div>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("info.apiDocs.tagline")}</p>
      </section>

      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {cards.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
            <Icon aria-hidden="true" className="size-6 text-indigo-600 dark:text-indigo-400" />
            <h2 className="mt-3 text-lg font-semibold text-slate-950 dark:text-white">
              {t(`info.apiDocs.cards.${key}.title`)}
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`info.apiDocs.cards.${key}.text`)}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="api-coming" className="mt-14">
        <h2 id="api-coming" className="text-2xl font-bold text-slate-950 dark:text-white">
          {t("info.apiDocs.comingHeading")}
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-6 text-slate-700 dark:text-slate-300">
          {planned.map((key) => (
            <li key={key}>{t(`info.apiDocs.planned.${key}`)}</li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          {t("info.apiDocs.limits", { free: number.format(100), premium: number.format(1000) })}
        </p>
        <p className="mt-2">
          <a href="/api/reference/" className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
            {t("info.apiDocs.referenceLink")}
          </a>
        </p>
      </section>

      <section
        aria-labelledby="api-updated"
        className="mt-14 rounded-2xl bg-slate-50 p-8 text-center dark:bg-slate-900"
      >
        <h2 id="api-updated" className="text-2xl font-bold text-slate-950 dark:text-white">
          {t("info.apiDocs.stayUpdated")}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-700 dark:text-slate-300">{t("info.apiDocs.stayUpdatedText")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/signup" className={buttonClasses("primary", "md")}>
            {t("info.apiDocs.joinWaitlist")}
          </Link>
          <Link to="/contact" className={buttonClasses("secondary", "md")}>
            {t("info.apiDocs.contactSales")}
          </Link>
        </div>
      </section>

      <footer className="mt-14 border-t border-slate-200 pt-6 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        {t("info.apiDocs.copyright", { year: 2025, name: BRAND_NAME })}
      </footer>
    </div>
  );
}
