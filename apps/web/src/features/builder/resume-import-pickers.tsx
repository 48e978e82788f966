import { useRef } from "react";
import { HiddenFilePicker } from "../../components/ui/hidden-file-picker";

/** What the document import reads on the server: a PDF or Word résumé, or a LinkedIn data export (.zip). */
const documentAccept =
  "application/zip,.zip,application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx";

/**
 * The builder's two résumé imports as hidden file pickers (a JSON Resume file, or a document the server reads),
 * for the toolbar's menu and the start card alike: render `pickers` once and call `openJson` / `openDocument`
 * from a button or menu item. The labels name the pickers for assistive technology and tests.
 */
export function useResumeImportPickers({
  jsonLabel,
  documentLabel,
  onImportFile,
  onImportLinkedin,
}: {
  jsonLabel: string;
  documentLabel: string;
  onImportFile: (file: File) => void;
  onImportLinkedin: (file: File) => void;
}) {
  const jsonRef = useRef<HTMLInputElement>(null);
  const documentRef = useRef<HTMLInputElement>(null);
  const pickers = (
    <>
      <HiddenFilePicker ref={jsonRef} accept="application/json,.json" label={jsonLabel} onFile={onImportFile} />
      <HiddenFilePicker ref={documentRef} accept={documentAccept} label={documentLabel} onFile={onImportLinkedin} />
    </>
  );
  return {
    openJson: () => jsonRef.current?.click(),
    openDocument: () => documentRef.current?.click(),
    pickers,
  };
}
