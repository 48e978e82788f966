import { accentContrast, minimumContrast, nearestAccessibleAccent, type Palette } from "@foliocraft/themes";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { numberFormat } from "../../../lib/intl-format";

/**
 * The accent colour with its WCAG AA check against the backgrounds the page shows it on (both palettes when the
 * page follows the visitor). A colour below 4.5:1 is offered its nearest passing neighbour (same hue, lightness
 * moved); the published page never uses a failing one either, the renderer moves it the same way.
 */
export function AccentField({
  value,
  themeAccent,
  palettes,
  onChange,
}: {
  value: string | undefined;
  themeAccent: string;
  palettes: readonly Palette[];
  onChange: (accent: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const accent = value ?? themeAccent;
  const ratio = Math.min(...palettes.map((p) => accentContrast(accent, p)));
  const passes = ratio >= minimumContrast;
  const first = palettes[0];
  const nearest = !passes && first ? nearestAccessibleAccent(accent, first) : undefined;
  const nearestPassesAll = !!nearest && palettes.every((p) => accentContrast(nearest, p) >= minimumContrast);
  const ratioText = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(ratio);

  return (
    <div>
      <label htmlFor={`${id}-color`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t("builder.style.accent")}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {t("builder.style.accentHint")}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          id={`${id}-color`}
          type="color"
          value={accent}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => onChange(event.target.value)}
          className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-900"
        />
        <code className="text-sm text-slate-800 dark:text-slate-200">{accent}</code>
        {value !== undefined && (
          <button type="button" className={buttonClasses("ghost", "sm")} onClick={() => onChange(undefined)}>
            {t("builder.style.accentReset")}
          </button>
        )}
      </div>
      <div id={`${id}-status`} role="status" className="mt-2 text-sm">
        {passes ? (
          <p className="text-emerald-800 dark:text-emerald-300">
            {t("builder.style.contrastOk", { ratio: ratioText })}
          </p>
        ) : (
          <p className="text-amber-900 dark:text-amber-200">{t("builder.style.contrastLow", { ratio: ratioText })}</p>
        )}
      </div>
      {nearest && (
        <div className="mt-2 flex flex-col items-start gap-1">
          <button type="button" className={buttonClasses("secondary", "sm")} onClick={() => onChange(nearest)}>
            <span
              aria-hidden="true"
              className="size-4 rounded border border-slate-400"
              style={{ backgroundColor: nearest }}
            />
            {t("builder.style.useNearest", { color: nearest })}
          </button>
          {!nearestPassesAll && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.style.perScheme")}</p>
          )}
        </div>
      )}
    </div>
  );
}
