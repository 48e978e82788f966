import type { PortfolioContent } from "@foliocraft/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DeviceSwitcher } from "../preview/device-switcher";
import type { PreviewDevice } from "../preview/preview-document";
import { ThemePreview } from "../preview/theme-preview";

/** Step 3: the portfolio full size, at desktop, tablet or phone width. */
export function PreviewStep({ content, showPoweredBy }: { content: PortfolioContent; showPoweredBy: boolean }) {
  const { t } = useTranslation();
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  return (
    <section aria-labelledby="preview-step-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="preview-step-title" className="text-xl font-semibold text-slate-950 dark:text-white">
            {t("builder.previewStep.heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("builder.previewStep.intro")}</p>
        </div>
        <DeviceSwitcher value={device} onChange={setDevice} />
      </div>
      <div className="h-[calc(100dvh-12rem)] min-h-96 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900">
        <ThemePreview
          content={content}
          device={device}
          title={t("builder.preview.frameTitle")}
          showPoweredBy={showPoweredBy}
        />
      </div>
    </section>
  );
}
