import { themeCatalog } from "@foliocraft/themes";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { TemplateCard } from "./template-card";

const free = themeCatalog.filter((theme) => theme.tier === "free").length;

/**
 * Every theme, drawn by the real renderer with the sample portfolio. The pages are rendered at build time and
 * loaded lazily into sandboxed frames as they scroll into view, so the showcase costs the home page no JavaScript.
 */
export function TemplateShowcase() {
  const { t } = useTranslation();
  return (
    <section
      id="templates"
      aria-labelledby="templates-heading"
      // Scrolled to from "Browse the templates": keep the heading clear of the sticky header.
      className="scroll-mt-16 bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 dark:bg-slate-900/50"
    >
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="templates-heading"
            className="text-3xl font-bold tracking-tight text-balance text-slate-950 dark:text-white"
          >
            {t("marketing.showcase.heading")}
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            {t("marketing.showcase.intro", { free, pro: themeCatalog.length - free })}
          </p>
        </div>
        <ul className="mt-12 grid justify-items-center gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {themeCatalog.map((theme) => (
            <TemplateCard key={theme.id} theme={theme} data-theme={theme.id} className="w-full max-w-72" />
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Link to="/signup" className={buttonClasses("primary", "md")}>
            {t("marketing.showcase.start")}
          </Link>
        </div>
      </div>
    </section>
  );
}
