import { BookOpen, Code, Mail } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BackToHomeLink } from "../../../components/ui/back-to-home-link";
import { PageIntro } from "../../../components/ui/page-intro";
import { TextField } from "../../../components/ui/text-field";
import { useInfoContent } from "../content/load-content";
import { FilterRadios } from "../filter-radios";
import { faqCategories, faqs, type FaqCategory } from "./faq-meta";
import { searchFaqs } from "./faq-search";

const quickLinks = [
  { to: "/docs", key: "docs", Icon: BookOpen },
  { to: "/contact", key: "contact", Icon: Mail },
  { to: "/api-docs", key: "apiDocs", Icon: Code },
] as const;

/** /help: search and a category filter over the eight FAQs, and quick links (spec §2). */
export function HelpCenter() {
  const { t, i18n } = useTranslation();
  const content = useInfoContent();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategory>("all");
  const entries = faqs.map((faq) => ({ ...faq, ...content.faqs[faq.id] }));
  const results = searchFaqs(entries, query, category, i18n.language);
  const trimmed = query.trim();

  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.help.heading")} intro={t("pages.help.intro")}>
      <nav aria-label={t("info.help.quickLinks")} className="mt-8">
        <ul className="grid gap-3 sm:grid-cols-3">
          {quickLinks.map(({ to, key, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 p-4 font-medium text-slate-900 hover:bg-slate-50 dark:border-slate-800 dark:text-slate-100 dark:hover:bg-slate-900"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
                {t(`info.help.links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 flex flex-col gap-6">
        <TextField
          label={t("info.help.searchLabel")}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <FilterRadios
          legend={t("info.help.categoryLegend")}
          options={faqCategories.map((value) => ({ value, label: t(`info.help.categories.${value}`) }))}
          value={category}
          onChange={setCategory}
        />
      </div>
      <h2 className="mt-10 text-xl font-semibold text-slate-950 dark:text-white">{t("info.help.faqHeading")}</h2>
      <p className="sr-only" aria-live="polite">
        {results.length > 0 ? t("info.help.shown", { total: results.length }) : ""}
      </p>
      {results.length === 0 ? (
        <p role="status" className="mt-4 text-slate-700 dark:text-slate-300">
          {t("info.help.noResults", { query: trimmed })}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {results.map((faq) => (
            <li key={faq.id}>
              <details className="group rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <summary className="cursor-pointer font-medium text-slate-950 dark:text-white">{faq.question}</summary>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{faq.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </PageIntro>
  );
}
