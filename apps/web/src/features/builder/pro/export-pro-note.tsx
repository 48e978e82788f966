import type { ThemeId } from "@foliocraft/schemas";
import { getTheme } from "@foliocraft/themes";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { ProUpgradeButton } from "./pro-upgrade-button";

/**
 * Before the Export step's buttons, for a free user with a Pro theme: what will be refused and why, with the
 * upgrade (which then carries the publish through) or the way back to a free theme. Advice only: the server
 * decides (apps/server/src/modules/plans/entitlements.ts).
 */
export function ExportProNote({
  theme,
  isPremium,
  portfolioId,
  onChooseFreeTheme,
}: {
  theme: ThemeId;
  isPremium: boolean;
  portfolioId: string;
  onChooseFreeTheme: () => void;
}) {
  const { t } = useTranslation();
  const meta = getTheme(theme);
  if (isPremium || meta.tier !== "pro") return null;
  const name = meta.name;
  return (
    <section
      aria-labelledby="export-pro-note-title"
      data-testid="export-pro-note"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
    >
      <h3 id="export-pro-note-title" className="flex items-center gap-2 text-base font-semibold">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {t("builder.pro.exportHeading", { theme: name })}
      </h3>
      <p className="text-sm">{t("builder.pro.exportNote", { theme: name })}</p>
      <div className="flex flex-wrap gap-2">
        <ProUpgradeButton choice={{ portfolioId, theme, action: "publish" }} />
        <button type="button" className={buttonClasses("secondary", "sm")} onClick={onChooseFreeTheme}>
          {t("builder.pro.chooseFree")}
        </button>
      </div>
    </section>
  );
}
