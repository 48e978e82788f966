import type { Ref } from "react";

/**
 * A file input that a button or menu item opens (`ref.current.click()`), kept out of the tab order and out of
 * sight but labelled for assistive technology and tests. It hands over one file and clears itself, so picking the
 * same file again fires again.
 */
export function HiddenFilePicker({
  ref,
  accept,
  label,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  accept: string;
  label: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      aria-label={label}
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = "";
        if (file) onFile(file);
      }}
    />
  );
}
