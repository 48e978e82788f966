import { assetPathPattern, type PortfolioContent } from "@foliocraft/schemas";
import { ExternalLink, FileText, Trash2, Upload } from "lucide-react";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { FieldShell, controlClasses, describedBy } from "./field-shell";
import { acceptedFileTypes, useFileUpload } from "./use-file-upload";
import { useFieldError } from "./use-field-error";

/** The content fields that hold a file: the profile picture, a project image, the resume. */
export type FilePath = "personal.profilePicture" | `projects.${number}.imageUrl` | "resume.url";

/**
 * A file field: a link the user may paste, or a file uploaded to this server. An uploaded file is shown as a file
 * (open, replace, remove), never as its internal `/assets/…` address in a text box; the box is for a link to a file
 * hosted elsewhere. Images show a thumbnail. The picker is a real file input inside a button-looking label, so it is
 * reachable by Tab and announced with its label.
 */
export function UploadField({
  name,
  label,
  kind,
  uploadLabel,
}: {
  name: FilePath;
  label: string;
  kind: "image" | "resume";
  uploadLabel: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fileId = `${id}-file`;
  const { register, setValue } = useFormContext<PortfolioContent>();
  const value = useWatch<PortfolioContent, FilePath>({ name });
  const schemaError = useFieldError(name);
  const upload = useFileUpload(kind, (url) => setValue(name, url, { shouldDirty: true, shouldValidate: true }));
  const { busy, uploaded, limitMb } = upload;
  const hint =
    kind === "image"
      ? t("builder.upload.imageHint", { size: limitMb })
      : t("builder.upload.resumeHint", { size: limitMb });
  const error = upload.error ?? schemaError;

  const showImage = kind === "image" && typeof value === "string" && value !== "" && !schemaError;
  const uploadedFile = typeof value === "string" && assetPathPattern.test(value);
  const fileNoteId = `${id}-uploaded`;
  // With no address box, the field's label names the file picker (it replaces the file).
  const pickerId = uploadedFile ? id : fileId;

  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="flex flex-wrap items-start gap-3">
        {showImage && (
          <img
            src={value}
            alt=""
            className="size-16 shrink-0 rounded-lg border border-slate-200 object-cover dark:border-slate-700"
          />
        )}
        {uploadedFile ? (
          <div className="flex min-h-11 min-w-0 flex-1 basis-56 items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
            <span id={fileNoteId} className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200">
              {t("builder.upload.uploadedResume")}
            </span>
            <a
              href={value}
              target="_blank"
              rel="noopener"
              aria-describedby={fileNoteId}
              className="inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
            >
              {t("builder.upload.openResume")}
              <ExternalLink aria-hidden="true" className="size-3.5" />
            </a>
          </div>
        ) : (
          <>
            {kind === "resume" && value && (
              <FileText aria-hidden="true" className="mt-3 size-5 shrink-0 text-slate-500 dark:text-slate-400" />
            )}
            <input
              id={id}
              type="text"
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error)}
              className={controlClasses(!!error, "h-11 min-w-0 flex-1 basis-56")}
              {...register(name)}
            />
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={pickerId}
          className={buttonClasses(
            "secondary",
            "sm",
            "relative cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600",
          )}
        >
          {busy ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
          {uploadedFile && kind === "resume" ? t("builder.upload.replaceResume") : uploadLabel}
          <input
            id={pickerId}
            type="file"
            // Transparent over the whole button: scrolled into view (Tab), the button comes in whole.
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            accept={acceptedFileTypes[kind].join(",")}
            disabled={busy}
            onChange={(event) => void upload.onFile(event)}
          />
        </label>
        {value && (
          <button
            type="button"
            className={buttonClasses("ghost", "sm")}
            onClick={() => {
              setValue(name, "", { shouldDirty: true, shouldValidate: true });
              upload.reset();
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("builder.upload.remove", { item: label })}
          </button>
        )}
        <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {busy ? t("builder.upload.uploading") : uploaded ? t("builder.upload.done") : ""}
        </span>
      </div>
    </FieldShell>
  );
}
