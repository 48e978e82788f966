import * as Dialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef } from "react";
import type { FormEvent, ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";

// Radix supplies the modal behaviour: focus moves in and is trapped, Escape and Cancel close it, focus returns to
// the button that opened it, and the page behind is hidden from assistive technology.

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the action runs: the confirm button shows a spinner and nothing can be pressed twice. */
  busy?: boolean;
  /** False keeps the confirm button disabled (e.g. until the confirmation text is typed). */
  canConfirm?: boolean;
  /** Extra content between the description and the buttons (a confirmation field). */
  children?: ReactNode;
  /** Where focus goes back to when the dialog closes (the button that opened it); else what had focus before. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The look of a button that destroys something (red in both themes, 4.5:1 text contrast). */
export const dangerButtonClasses =
  "inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg bg-red-700 px-4 text-sm font-medium whitespace-nowrap text-white " +
  "transition-colors hover:bg-red-800 disabled:pointer-events-none disabled:opacity-50 " +
  "dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300";

/** A modal question before a destructive action: Cancel, or the red confirm button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  canConfirm = true,
  children,
  returnFocusRef,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  // The dialog is opened from state, not from a Radix trigger, so Radix does not know where focus came from.
  const focusedBefore = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm && !busy) onConfirm();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusRef?.current ?? focusedBefore.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <form onSubmit={submit} className="flex flex-col gap-4">
            <Dialog.Title className="text-lg font-semibold text-slate-950 dark:text-white">{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="text-sm text-slate-700 dark:text-slate-300">{description}</div>
            </Dialog.Description>
            {children}
            <div className="mt-2 flex flex-wrap justify-end gap-3">
              <Dialog.Close type="button" disabled={busy} className={buttonClasses("secondary", "md")}>
                {t("common.cancel")}
              </Dialog.Close>
              <button type="submit" disabled={!canConfirm || busy} className={dangerButtonClasses}>
                {busy && <Spinner className="size-4" />}
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
