import type { themeCatalog } from "@foliocraft/themes";
import clsx from "clsx";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { ShowcaseThumbnail } from "./showcase-thumbnail";

/**
 * One theme of the catalog as a list item: its thumbnail, its name and whether it is free or Pro. The landing page's
 * showcase and the dashboard's gallery both list these; `children` adds what a place offers below (a note, a button).
 */
export function TemplateCard({
  theme,
  className,
  children,
  ...itemProps
}: { theme: (typeof themeCatalog)[number] } & ComponentProps<"li">) {
  const { t } = useTranslation();
  return (
    <li
      {...itemProps}
      className={clsx(
        "flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
    >
      <ShowcaseThumbnail theme={theme.id} title={t("dashboard.templates.previewOf", { theme: theme.name })} />
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-medium text-slate-950 dark:text-white">{theme.name}</h3>
        {theme.tier === "pro" ? (
          <Badge>{t("header.pro")}</Badge>
        ) : (
          <span className="text-xs font-medium text-emerald-800 dark:text-emerald-300">
            {t("dashboard.templates.free")}
          </span>
        )}
      </div>
      {children}
    </li>
  );
}
