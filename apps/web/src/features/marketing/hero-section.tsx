import { themeCatalog } from "@foliocraft/themes";
import { ArrowRight, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";

const freeCount = themeCatalog.filter((theme) => theme.tier === "free").length;

/** The home page's first screen: the promise (spec §1: a portfolio in under 5 minutes) and the two ways in. */
export function HeroSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-indigo-50 to-white px-4 py-16 sm:px-6 sm:py-24 dark:from-slate-900 dark:to-slate-950"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-800 shadow-xs ring-1 ring-indigo-200 dark:bg-slate-900 dark:text-indigo-200 dark:ring-indigo-500/40">
          <Sparkles aria-hidden="true" className="size-4" />
          {t("marketing.hero.eyebrow")}
        </p>
        <h1
          id="hero-heading"
          className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-950 sm:text-6xl dark:text-white"
        >
          {t("marketing.hero.heading")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-slate-700 dark:text-slate-300">
          {t("marketing.hero.intro", { count: themeCatalog.length })}
        </p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to="/signup" className={buttonClasses("primary", "md", "h-12 px-6 text-base")}>
            {t("marketing.hero.start")}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
          <a href="#templates" className={buttonClasses("secondary", "md", "h-12 px-6 text-base")}>
            {t("marketing.hero.browse")}
          </a>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          {t("marketing.hero.note", { free: freeCount })}
        </p>
      </div>
    </section>
  );
}
