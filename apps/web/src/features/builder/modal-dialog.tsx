import clsx from "clsx";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NativeDialog } from "../../components/ui/native-dialog";
import { buttonClasses } from "../../components/ui/button-styles";

/**
 * A modal dialog on the native <dialog> element: the browser traps focus, Escape closes it, and focus returns to
 * the control that opened it. Content mounts only while open.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();

  return (
    <NativeDialog
      open={open}
      onClose={onClose}
      className={clsx(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-auto rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100",
        wide ? "max-w-5xl" : "max-w-lg",
      )}
    >
      {(titleId) => (
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold text-slate-950 dark:text-white">
                {title}
              </h2>
              {description && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>}
            </div>
            <button type="button" onClick={onClose} className={buttonClasses("ghost", "icon")}>
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{t("builder.close")}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </NativeDialog>
  );
}
