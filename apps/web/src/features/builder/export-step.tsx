import type { PortfolioContent, PortfolioDetail } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { PublishPanel } from "../publishing/publish-panel";
import type { PublishState } from "../publishing/publish-panel";
import { ExportActions } from "./export-actions";
import { ExportProNote } from "./pro/export-pro-note";
import { ProUpgradeButton } from "./pro/pro-upgrade-button";
import type { PendingProChoice } from "./pro/pending-pro-choice";

/** Step 4: publish at /p/{username}, download the ZIP or the content, or deploy. */
export function ExportStep({
  portfolio,
  name,
  beforeExport,
  onPublishChange,
  onExportJson,
  content,
  isPremium,
  onChooseFreeTheme,
  resume,
  onResumed,
}: {
  portfolio: PublishState;
  name: string;
  beforeExport: () => Promise<boolean>;
  onPublishChange: (detail: PortfolioDetail) => void;
  onExportJson: () => void;
  /** The draft, for the pre-publish checklist. */
  content: PortfolioContent;
  isPremium: boolean;
  onChooseFreeTheme: () => void;
  /** After an upgrade, the publish or download it was for, started once here. */
  resume?: PendingProChoice["action"] | null;
  onResumed?: () => void;
}) {
  const { t } = useTranslation();
  const card = "rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900";
  return (
    <section aria-labelledby="export-step-title" className="flex flex-col gap-6">
      <div>
        <h2 id="export-step-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t("builder.export.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("builder.export.intro")}</p>
      </div>
      <ExportProNote
        theme={content.theme}
        isPremium={isPremium}
        portfolioId={portfolio.id}
        onChooseFreeTheme={onChooseFreeTheme}
      />
      <section aria-labelledby="publish-title" className={card}>
        <h3 id="publish-title" className="mb-3 text-lg font-semibold">
          {t("builder.export.publishHeading")}
        </h3>
        <PublishPanel
          portfolio={portfolio}
          beforePublish={beforeExport}
          onChange={onPublishChange}
          content={content}
          autoPublish={resume === "publish"}
          onAutoStarted={onResumed}
          upgrade={<ProUpgradeButton choice={{ portfolioId: portfolio.id, theme: content.theme, action: "publish" }} />}
        />
      </section>
      <section aria-labelledby="download-title" className={card}>
        <h3 id="download-title" className="text-lg font-semibold">
          {t("builder.export.downloadHeading")}
        </h3>
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">{t("builder.export.downloadIntro")}</p>
        <ExportActions
          portfolioId={portfolio.id}
          name={name}
          beforeExport={beforeExport}
          onExportJson={onExportJson}
          autoZip={resume === "zip"}
          onAutoStarted={onResumed}
          upgrade={<ProUpgradeButton choice={{ portfolioId: portfolio.id, theme: content.theme, action: "zip" }} />}
        />
      </section>
    </section>
  );
}
