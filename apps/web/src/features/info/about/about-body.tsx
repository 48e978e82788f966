import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackToHomeLink } from "../../../components/ui/back-to-home-link";
import { PageIntro } from "../../../components/ui/page-intro";

const facts = ["openSource", "selfHosted", "yourData", "languages"] as const;

/** /about: what Foliocraft is and how it is built. */
export function AboutBody() {
  const { t } = useTranslation();
  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.about.heading")} intro={t("info.about.lead")}>
      <div className="mt-8 flex flex-col gap-4 text-base leading-7 text-slate-700 dark:text-slate-300">
        <p>{t("info.about.what")}</p>
        <p>{t("info.about.how")}</p>
      </div>
      <h2 className="mt-10 text-xl font-semibold text-slate-950 dark:text-white">{t("info.about.factsHeading")}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <li key={fact} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold text-slate-950 dark:text-white">{t(`info.about.facts.${fact}.title`)}</h3>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{t(`info.about.facts.${fact}.text`)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-slate-700 dark:text-slate-300">
        {t("info.about.more")}{" "}
        <Link to="/docs" className="font-medium text-indigo-700 hover:underline dark:text-indigo-300">
          {t("info.about.docsLink")}
        </Link>
      </p>
    </PageIntro>
  );
}
