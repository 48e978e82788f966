import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { BackToHomeLink } from "../../../components/ui/back-to-home-link";
import { PageIntro } from "../../../components/ui/page-intro";
import { ContentBlocks } from "../content/content-blocks";
import { useInfoContent } from "../content/load-content";
import { docsSectionIds } from "../content/types";

/** /docs: getting-started, features, deployment and api, each reachable by its anchor (spec §2). */
export function DocsBody() {
  const { t } = useTranslation();
  const { docs } = useInfoContent();
  const { hash } = useLocation();
  // The sections arrive after the splash, so the browser's own jump to #deployment found nothing: jump once they are here.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.docs.heading")} intro={t("pages.docs.intro")}>
      <nav aria-label={t("info.docs.onThisPage")} className="mt-8">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{t("info.docs.onThisPage")}</h2>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {docsSectionIds.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-indigo-700 hover:underline dark:text-indigo-300">
                {docs[id].title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {docsSectionIds.map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-12 scroll-mt-24">
          <h2 id={`${id}-heading`} className="mb-4 text-2xl font-bold text-slate-950 dark:text-white">
            {docs[id].title}
          </h2>
          <ContentBlocks blocks={docs[id].blocks} headingLevel={3} />
          {id === "api" && (
            <p className="mt-4 flex flex-wrap items-center gap-2 text-slate-700 dark:text-slate-300">
              <Badge>{t("common.comingSoon")}</Badge>
              <Link to="/api-docs" className="text-indigo-700 hover:underline dark:text-indigo-300">
                {t("info.docs.apiDocsLink")}
              </Link>
              <a href="/api/reference/" className="text-indigo-700 hover:underline dark:text-indigo-300">
                {t("info.docs.apiReferenceLink")}
              </a>
            </p>
          )}
        </section>
      ))}
    </PageIntro>
  );
}
