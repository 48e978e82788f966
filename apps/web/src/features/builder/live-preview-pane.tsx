import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { useMediaQuery } from "../../lib/use-media-query";
import { FullScreenPreview } from "../preview/full-screen-preview";
import type { PreviewTarget } from "../preview/preview-follow";
import { PreviewToolbar } from "../preview/preview-toolbar";
import { ViewPreview } from "../preview/view-preview";
import { usePreviewView } from "../preview/use-preview-view";
import { useLiveContent, type LiveContent } from "./live-content";

/**
 * The live preview beside the form: sticky on wide screens; on narrower ones a button shows or hides it above the
 * form (a phone has no room for both side by side). It starts as wide as the pane, at actual size, so the text is
 * readable; a device width can be zoomed or seen full screen. It follows the section being edited (`follow`), and
 * the form's content itself (`live`), so an edit renders this pane again and not the form around it.
 */
export function LivePreviewPane({
  content: live,
  showPoweredBy,
  follow,
}: {
  content: LiveContent;
  showPoweredBy: boolean;
  follow?: PreviewTarget;
}) {
  const content = useLiveContent(live);
  const { t } = useTranslation();
  const wide = useMediaQuery("(min-width: 1024px)");
  const view = usePreviewView("fit");
  const [shown, setShown] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const visible = wide || shown;
  // The pane and the full-screen preview show the same: the content at the view chosen, following the editor.
  const preview = { content, view, showPoweredBy, follow };

  return (
    <aside
      aria-label={t("builder.preview.title")}
      className="flex flex-col gap-3 lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)]"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-950 dark:text-white">{t("builder.preview.title")}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {visible && <PreviewToolbar view={view} content={content} onFullScreen={() => setFullScreen(true)} />}
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
      {visible && !fullScreen && (
        <div className="h-[70dvh] min-h-0 overflow-hidden rounded-xl border border-slate-200 bg-slate-100 lg:h-auto lg:flex-1 dark:border-slate-800 dark:bg-slate-900">
          <ViewPreview {...preview} />
        </div>
      )}
      <FullScreenPreview open={fullScreen} onClose={() => setFullScreen(false)} {...preview} />
    </aside>
  );
}
