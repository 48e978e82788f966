import { uploadLimits } from "@foliocraft/schemas";
import type { PortfolioContent } from "@foliocraft/schemas";
import { FileText, Trash2, Upload } from "lucide-react";
import { useId, useState } from "react";
import type { ChangeEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { apiErrorText } from "../../../i18n/api-messages";
import { ApiError } from "../../../lib/api-client";
import { uploadFile } from "../portfolio-api";
import { FieldShell, controlClasses, describedBy } from "./field-shell";
import { useFieldError } from "./use-field-error";

/** The content fields that hold a file: the profile picture, a project image, the resume. */
export type FilePath = "personal.profilePicture" | `projects.${number}.imageUrl` | "resume.url";

// What the server accepts (it checks the bytes; this only saves a pointless upload and explains why at once).
const accepted = {
  image: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  resume: ["application/pdf"],
} as const;

/**
 * A file field: a link the user may paste, or a file uploaded to this server (its `/assets/…` address is stored).
 * Images show a thumbnail. The picker is a real file input inside a button-looking label, so it is reachable by
 * Tab and announced with its label.
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
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const limitMb = uploadLimits[kind] / (1024 * 1024);
  const hint =
    kind === "image"
      ? t("builder.upload.imageHint", { size: limitMb })
      : t("builder.upload.resumeHint", { size: limitMb });
  const error = uploadError ?? schemaError;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setUploaded(false);
    if (file.size > uploadLimits[kind]) {
      setUploadError(t("builder.upload.tooLarge", { size: limitMb }));
      return;
    }
    if (file.type && !(accepted[kind] as readonly string[]).includes(file.type)) {
      setUploadError(kind === "image" ? t("builder.upload.wrongImage") : t("builder.upload.wrongResume"));
      return;
    }
    setUploadError(null);
    setBusy(true);
    try {
      const result = await uploadFile(kind, file);
      setValue(name, result.url, { shouldDirty: true, shouldValidate: true });
      setUploaded(true);
    } catch (failure) {
      // The server's own reason ("This file is not an image…", in the interface language) is what the user can act
      // on; a failed connection gets the generic sentence.
      const readable = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
      setUploadError(readable ? apiErrorText(t, failure, t("builder.upload.failed")) : t("builder.upload.failed"));
    } finally {
      setBusy(false);
    }
  };

  const showImage = kind === "image" && typeof value === "string" && value !== "" && !schemaError;

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
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={fileId}
          className={buttonClasses(
            "secondary",
            "sm",
            "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600",
          )}
        >
          {busy ? <Spinner className="size-4" /> : <Upload aria-hidden="true" className="size-4" />}
          {uploadLabel}
          <input
            id={fileId}
            type="file"
            className="sr-only"
            accept={accepted[kind].join(",")}
            disabled={busy}
            onChange={(event) => void onFile(event)}
          />
        </label>
        {value && (
          <button
            type="button"
            className={buttonClasses("ghost", "sm")}
            onClick={() => {
              setValue(name, "", { shouldDirty: true, shouldValidate: true });
              setUploaded(false);
              setUploadError(null);
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
