import type { PortfolioContent } from "@foliocraft/schemas";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NativeDialog } from "../../components/ui/native-dialog";
import { buttonClasses } from "../../components/ui/button-styles";
import { DeviceSwitcher } from "./device-switcher";
import { PreviewLanguageSelect } from "./preview-language-select";
import type { PreviewTarget } from "./preview-follow";
import { ViewPreview } from "./view-preview";
import type { PreviewView } from "./use-preview-view";
import { ZoomSelect } from "./zoom-select";

/**
 * The preview over the whole window, at the width and zoom chosen in it (shared with the pane it came from). A
 * native modal <dialog>: the browser keeps focus inside, Escape closes it and focus returns to the opener.
 */
export function FullScreenPreview({
  open,
  onClose,
  content,
  showPoweredBy,
  view,
  follow,
}: {
  open: boolean;
  onClose: () => void;
  content: PortfolioContent;
  showPoweredBy: boolean;
  view: PreviewView;
  follow?: PreviewTarget;
}) {
  const { t } = useTranslation();

  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-100 p-0 text-slate-900 backdrop:bg-slate-950/60 dark:bg-slate-950 dark:text-slate-100"
    >
      {(titleId) => (
        <div className="flex h-full flex-col">
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
            <h2 id={titleId} className="me-auto text-base font-semibold text-slate-950 dark:text-white">
              {t("builder.preview.title")}
            </h2>
            <DeviceSwitcher withFit value={view.device} onChange={view.setDevice} />
            {view.device !== "fit" && <ZoomSelect value={view.zoom} onChange={view.setZoom} />}
            <PreviewLanguageSelect content={content} value={view.language} onChange={view.setLanguage} />
            <button type="button" onClick={onClose} className={buttonClasses("secondary", "sm")}>
              <X aria-hidden="true" className="size-4" />
              {t("preview.closeFullScreen")}
            </button>
          </div>
          <div className="min-h-0 flex-1">
            <ViewPreview content={content} view={view} showPoweredBy={showPoweredBy} follow={follow} />
          </div>
        </div>
      )}
    </NativeDialog>
  );
}
