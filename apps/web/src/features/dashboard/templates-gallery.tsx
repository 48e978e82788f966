import { themeCatalog } from "@foliocraft/themes";
import { LayoutTemplate } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner";
import { buttonClasses } from "../../components/ui/button-styles";
import { TemplateCard } from "../marketing/template-card";
import { useStartPortfolio } from "../portfolios/create-portfolio-button";

/**
 * "Browse templates": every theme drawn by the real renderer with the sample portfolio (the pictures the home page
 * shows), Pro themes marked. "Use this
 * template" starts a new portfolio (from the onboarding answers) in that theme and opens it in the builder.
 */
export function TemplatesGallery({ hasPro }: { hasPro: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { start, isPending, pendingTheme } = useStartPortfolio();

  return (
    <section aria-labelledby="templates-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="templates-heading" className="text-xl font-semibold text-slate-950 dark:text-white">
            {t("dashboard.templates.heading")}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("dashboard.templates.intro", { count: themeCatalog.length })}
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
          className={buttonClasses("secondary", "md")}
        >
          <LayoutTemplate aria-hidden="true" className="size-4" />
          {open ? t("dashboard.templates.hide") : t("dashboard.templates.browse")}
        </button>
      </div>
      <ul id={listId} hidden={!open} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {open &&
          themeCatalog.map((theme) => (
            <TemplateCard key={theme.id} theme={theme}>
              {theme.tier === "pro" && !hasPro && (
                <p className="text-xs text-slate-600 dark:text-slate-400">{t("dashboard.templates.proNote")}</p>
              )}
              <button
                type="button"
                onClick={() => start(theme.id)}
                disabled={isPending}
                aria-label={t("dashboard.templates.useNamed", { theme: theme.name })}
                className={buttonClasses("secondary", "sm", "mt-auto self-start")}
              >
                {pendingTheme === theme.id && <Spinner className="size-4" />}
                {t("dashboard.templates.use")}
              </button>
            </TemplateCard>
          ))}
      </ul>
    </section>
  );
}
