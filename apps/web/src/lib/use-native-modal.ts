import { useEffect, useRef } from "react";

/**
 * Opens and closes a native <dialog> as a modal with `open`: the browser traps focus, Escape cancels it and focus
 * returns to the control that opened it. Returns the dialog's ref.
 */
export function useNativeModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal; the open attribute shows it there.
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!open && dialog.open) {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    }
  }, [open]);
  return ref;
}
