import { Maximize2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { DeviceSwitcher } from "./device-switcher";
import type { PreviewView } from "./use-preview-view";
import { ZoomSelect } from "./zoom-select";

/** The preview's controls: width (with "as wide as the preview"), zoom where it applies, and full screen. */
export function PreviewToolbar({ view, onFullScreen }: { view: PreviewView; onFullScreen: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <DeviceSwitcher withFit value={view.device} onChange={view.setDevice} />
      {view.device !== "fit" && <ZoomSelect value={view.zoom} onChange={view.setZoom} />}
      <button type="button" onClick={onFullScreen} className={buttonClasses("secondary", "sm")}>
        <Maximize2 aria-hidden="true" className="size-4" />
        {t("preview.fullScreen")}
      </button>
    </div>
  );
}
