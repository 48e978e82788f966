import type { PortfolioContent } from "@foliocraft/schemas";
import { Maximize2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { DeviceSwitcher } from "./device-switcher";
import { PreviewLanguageSelect } from "./preview-language-select";
import type { PreviewView } from "./use-preview-view";
import { ZoomSelect } from "./zoom-select";

/**
 * The preview's controls: width (with "as wide as the preview"), zoom where it applies, the language version for a
 * portfolio in several languages, and full screen.
 */
export function PreviewToolbar({
  view,
  content,
  onFullScreen,
}: {
  view: PreviewView;
  content: PortfolioContent;
  onFullScreen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <DeviceSwitcher withFit value={view.device} onChange={view.setDevice} />
      {view.device !== "fit" && <ZoomSelect value={view.zoom} onChange={view.setZoom} />}
      <PreviewLanguageSelect content={content} value={view.language} onChange={view.setLanguage} />
      <button type="button" onClick={onFullScreen} className={buttonClasses("secondary", "sm")}>
        <Maximize2 aria-hidden="true" className="size-4" />
        {t("preview.fullScreen")}
      </button>
    </div>
  );
}
