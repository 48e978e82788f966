import { useTranslation } from "react-i18next";
import { numberFormat } from "../../lib/intl-format";

/** The zooms a person can choose; "fit" fits the device's width into the preview. */
export const previewZooms = ["fit", 0.5, 0.75, 1] as const;

/** A chosen zoom. */
export type PreviewZoom = (typeof previewZooms)[number];

/** A compact select of the preview's zoom, percentages written in the interface's language. */
export function ZoomSelect({ value, onChange }: { value: PreviewZoom; onChange: (zoom: PreviewZoom) => void }) {
  const { t, i18n } = useTranslation();
  const percent = numberFormat(i18n.language, { style: "percent" });
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span>{t("preview.zoom")}</span>
      <select
        value={String(value)}
        onChange={(event) => {
          const chosen = previewZooms.find((zoom) => String(zoom) === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {previewZooms.map((zoom) => (
          <option key={zoom} value={String(zoom)}>
            {zoom === "fit" ? t("preview.zoomFit") : percent.format(zoom)}
          </option>
        ))}
      </select>
    </label>
  );
}
