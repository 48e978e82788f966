import clsx from "clsx";
import { Monitor, MoveHorizontal, Smartphone, Tablet } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { previewDeviceIds } from "./preview-document";
import type { PreviewWidth } from "./preview-document";

const icons: Record<PreviewWidth, LucideIcon> = {
  fit: MoveHorizontal,
  desktop: Monitor,
  tablet: Tablet,
  phone: Smartphone,
};

/**
 * Toggle buttons (desktop, tablet, phone; with `fit`, first "as wide as the preview") that choose the width a
 * preview imitates.
 */
export function DeviceSwitcher<T extends PreviewWidth>({
  value,
  onChange,
  withFit = false,
}: {
  value: T;
  onChange: (device: T) => void;
  withFit?: boolean;
}) {
  const { t } = useTranslation();
  const choices = (withFit ? ["fit", ...previewDeviceIds] : previewDeviceIds) as T[];
  return (
    <div
      role="group"
      aria-label={t("preview.deviceGroup")}
      className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {choices.map((device) => {
        const Icon: LucideIcon = icons[device];
        const pressed = device === value;
        return (
          <button
            key={device}
            type="button"
            aria-pressed={pressed}
            title={t(`preview.device.${device}`)}
            onClick={() => onChange(device)}
            className={clsx(
              "inline-flex size-9 items-center justify-center rounded-md transition-colors",
              pressed
                ? "bg-indigo-600 text-white dark:bg-indigo-400 dark:text-slate-950"
                : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(`preview.device.${device}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
