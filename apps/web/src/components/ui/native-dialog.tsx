import { useId } from "react";
import type { ReactNode } from "react";
import { useNativeModal } from "../../lib/use-native-modal";

/**
 * A modal on the native <dialog> element: the browser keeps focus inside, Escape asks `onClose`, and focus returns
 * to the control that opened it. The content mounts only while open; it gets the id its heading must carry, which
 * names the dialog.
 */
export function NativeDialog({
  open,
  onClose,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  className: string;
  children: (titleId: string) => ReactNode;
}) {
  const ref = useNativeModal(open);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={className}
    >
      {open && children(titleId)}
    </dialog>
  );
}
