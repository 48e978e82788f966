import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { useMediaQuery } from "../../lib/use-media-query";
import { DeviceSwitcher } from "../preview/device-switcher";
import type { PreviewDevice } from "../preview/preview-document";
import { ThemePreview } from "../preview/theme-preview";
import { useLiveContent, type LiveContent } from "./live-content";

/**
 * The live preview beside the form: sticky on wide screens; on narrower ones a button shows or hides it above the
 * form (a phone has no room for both side by side). It follows the form's content itself (`live`), so an edit
 * renders this pane again and not the form around it.
 */
export function LivePreviewPane({ content: live, showPoweredBy }: { content: LiveContent; showPoweredBy: boolean }) {
  const content = useLiveContent(live);
  const { t } = useTranslation();
  const wide = useMediaQuery("(min-width: 1024px)");
  const [device, setDevice] = useState<PreviewDevice>("desktop");
  const [shown, setShown] = useState(false);
  const visible = wide || shown;

  return (
    <aside
      aria-label={t("builder.preview.title")}
      className="flex flex-col gap-3 lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)]"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-950 dark:text-white">{t("builder.preview.title")}</h2>
        <div className="flex items-center gap-2">
          {visible && <DeviceSwitcher value={device} onChange={setDevice} />}
          {!wide && (
            <button
              type="button"
              aria-expanded={shown}
              onClick={() => setShown((s) => !s)}
              className={buttonClasses("secondary", "sm")}
            >
              {shown ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
              {shown ? t("builder.preview.hide") : t("builder.preview.show")}
            </button>
          )}
        </div>
      </div>
      {visible && (
        <div className="h-[70dvh] min-h-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 lg:h-auto lg:flex-1 dark:border-slate-800 dark:bg-slate-900">
          <ThemePreview
            content={content}
            device={device}
            title={t("builder.preview.frameTitle")}
            showPoweredBy={showPoweredBy}
          />
        </div>
      )}
    </aside>
  );
}
