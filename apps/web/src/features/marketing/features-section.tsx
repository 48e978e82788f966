import { themeCatalog } from "@foliocraft/themes";
import { FileArchive, Languages, LayoutTemplate, Rocket, ServerCog, Sparkles } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

const featureIcons = {
  ai: Sparkles,
  templates: LayoutTemplate,
  export: FileArchive,
  deploy: Rocket,
  languages: Languages,
  openSource: ServerCog,
} satisfies Record<string, LucideIcon>;

type FeatureKey = keyof typeof featureIcons;

const counts = {
  count: themeCatalog.length,
  free: themeCatalog.filter((theme) => theme.tier === "free").length,
};

/** What the product does, one card per capability (spec §1). */
export function FeaturesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-heading" className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="features-heading"
            className="text-3xl font-bold tracking-tight text-balance text-slate-950 dark:text-white"
          >
            {t("marketing.features.heading")}
          </h2>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t("marketing.features.intro")}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {(Object.keys(featureIcons) as FeatureKey[]).map((key) => {
            const Icon = featureIcons[key];
            return (
              <li
                key={key}
                className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <Icon aria-hidden="true" className="size-8 text-indigo-600 dark:text-indigo-400" />
                <h3 className="mt-4 text-lg font-semibold text-slate-950 dark:text-white">
                  {t(`marketing.features.${key}.title`, counts)}
                </h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  {t(`marketing.features.${key}.text`, counts)}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
