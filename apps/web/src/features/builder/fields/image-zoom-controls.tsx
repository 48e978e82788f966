import { imageCropLimits } from "@foliocraft/schemas";
import { Crop, Undo2 } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import type { useImageCrop } from "./use-image-crop";
import { numberFormat } from "../../../lib/intl-format";

/** The zoom slider under a picture, with "Apply crop" while a zoom is drafted and "Undo crop" once applied. */
export function ImageZoomControls({ label, crop }: { label: string; crop: ReturnType<typeof useImageCrop> }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  if (!crop.canZoom) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.image.zoomUploadedOnly")}</p>;
  }
  // A magnification reads the same in every language but for its digits: "2.5×", "٢٫٥×".
  const zoomText = `${numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(crop.zoom)}×`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={`${id}-zoom`} className="text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("builder.image.zoom")}
        </label>
        <input
          id={`${id}-zoom`}
          type="range"
          min={imageCropLimits.minZoom}
          max={imageCropLimits.maxZoom}
          step={0.1}
          value={crop.zoom}
          aria-label={t("builder.image.zoomLabel", { item: label })}
          aria-valuetext={zoomText}
          aria-describedby={`${id}-zoom-hint`}
          disabled={crop.busy}
          onChange={(event) => crop.zoomTo(Number(event.target.value))}
          className="h-6 w-40 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:accent-indigo-400"
        />
        <output htmlFor={`${id}-zoom`} className="min-w-10 text-sm tabular-nums text-slate-700 dark:text-slate-300">
          {zoomText}
        </output>
      </div>
      <p id={`${id}-zoom-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {t("builder.image.zoomHint")}
      </p>
      {(crop.pending || crop.cropped) && (
        <div className="flex flex-wrap items-center gap-2">
          {crop.pending && (
            <>
              <button
                type="button"
                className={buttonClasses("secondary", "sm")}
                disabled={crop.busy}
                onClick={() => void crop.apply()}
              >
                {crop.busy ? <Spinner className="size-4" /> : <Crop aria-hidden="true" className="size-4" />}
                {crop.zoom === 1 ? t("builder.image.applyNoCrop") : t("builder.image.applyCrop")}
              </button>
              <button type="button" className={buttonClasses("ghost", "sm")} disabled={crop.busy} onClick={crop.cancel}>
                {t("common.cancel")}
              </button>
            </>
          )}
          {crop.cropped && !crop.pending && (
            <button type="button" className={buttonClasses("ghost", "sm")} onClick={crop.undo}>
              <Undo2 aria-hidden="true" className="size-4" />
              {t("builder.image.undoCrop")}
            </button>
          )}
          <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {crop.busy ? t("builder.image.cropping") : ""}
          </span>
        </div>
      )}
      {crop.error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {crop.error}
        </p>
      )}
    </div>
  );
}
