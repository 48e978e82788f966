import clsx from "clsx";
import { Monitor, Smartphone, Tablet } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { previewDeviceIds } from "./preview-document";
import type { PreviewDevice } from "./preview-document";

const icons: Record<PreviewDevice, LucideIcon> = { desktop: Monitor, tablet: Tablet, phone: Smartphone };

/** Three toggle buttons (desktop, tablet, phone) that choose the width a preview imitates. */
export function DeviceSwitcher({
  value,
  onChange,
}: {
  value: PreviewDevice;
  onChange: (device: PreviewDevice) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t("preview.deviceGroup")}
      className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {previewDeviceIds.map((device) => {
        const Icon = icons[device];
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
