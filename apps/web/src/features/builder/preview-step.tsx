import type { PortfolioContent } from "@foliocraft/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FullScreenPreview } from "../preview/full-screen-preview";
import { PreviewToolbar } from "../preview/preview-toolbar";
import { ViewPreview } from "../preview/view-preview";
import { usePreviewView } from "../preview/use-preview-view";

/** Step 3: the portfolio full size, at desktop, tablet or phone width (or the page's own width), zoomable. */
export function PreviewStep({ content, showPoweredBy }: { content: PortfolioContent; showPoweredBy: boolean }) {
  const { t } = useTranslation();
  const view = usePreviewView("desktop");
  const [fullScreen, setFullScreen] = useState(false);
  // The step and the full-screen preview show the same: the content at the view chosen.
  const preview = { content, view, showPoweredBy };
  return (
    <section aria-labelledby="preview-step-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="preview-step-title" className="text-xl font-semibold text-slate-950 dark:text-white">
            {t("builder.previewStep.heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("builder.previewStep.intro")}</p>
        </div>
        <PreviewToolbar view={view} content={content} onFullScreen={() => setFullScreen(true)} />
      </div>
      <div className="h-[calc(100dvh-12rem)] min-h-96 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900">
        {!fullScreen && <ViewPreview {...preview} />}
      </div>
      <FullScreenPreview open={fullScreen} onClose={() => setFullScreen(false)} {...preview} />
    </section>
  );
}
