import { defaultImageFocus, type ImageFocus, type PortfolioContent } from "@foliocraft/schemas";
import { ImageIcon, RefreshCw, Trash2, Upload } from "lucide-react";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { Spinner } from "../../../components/ui/spinner";
import { CropPreview } from "./crop-preview";
import { FocalPointPicker } from "./focal-point-picker";
import { ImageAddress } from "./image-address";
import { ImageZoomControls } from "./image-zoom-controls";
import { acceptedFileTypes, useFileUpload } from "./use-file-upload";
import { useFieldError } from "./use-field-error";
import { useImageCrop } from "./use-image-crop";

/** A picture of the content and where its focal point is stored. */
export type ImagePaths =
  | { src: "personal.profilePicture"; focus: "personal.profilePictureFocus" }
  | { src: `projects.${number}.imageUrl`; focus: `projects.${number}.imageFocus` };

/**
 * A picture field (issue 20 item 5): the picture itself, never its storage path. Upload, replace or remove it;
 * choose its focal point (what stays in view when a theme crops it) and zoom into it (a cut made by the server,
 * undoable); or, folded away, paste the address of a picture hosted elsewhere. A new picture starts centred.
 */
export function ImageField({
  paths,
  label,
  shape,
}: {
  paths: ImagePaths;
  label: string;
  /** How themes crop it, for the cropped preview: a photo in a circle, a project at 16:9. */
  shape: "circle" | "wide";
}) {
  const { t } = useTranslation();
  const id = useId();
  const fileId = `${id}-file`;
  const { setValue } = useFormContext<PortfolioContent>();
  const value = (useWatch<PortfolioContent>({ name: paths.src }) as string | undefined) ?? "";
  const focus = useWatch<PortfolioContent>({ name: paths.focus }) as ImageFocus | undefined;
  const schemaError = useFieldError(paths.src);
  const setPicture = (url: string) => {
    setValue(paths.src, url, { shouldDirty: true, shouldValidate: true });
    // A different picture has a different subject: its focal point starts at the centre again.
    setValue(paths.focus, undefined, { shouldDirty: true });
  };
  const upload = useFileUpload("image", setPicture);
  const crop = useImageCrop({ src: value, focus }, (next) => {
    if (next.src !== value) setValue(paths.src, next.src, { shouldDirty: true, shouldValidate: true });
    setValue(paths.focus, next.focus, { shouldDirty: true });
  });
  const error = upload.error ?? schemaError;
  const hint = t("builder.image.hint", { size: upload.limitMb });
  const has = value !== "";
  const pickLabel = has ? t("builder.image.replace") : t("builder.upload.image");

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend className="mb-1.5 text-sm font-medium text-slate-900 dark:text-slate-100">{label}</legend>
      {has && !schemaError ? (
        <FocalPointPicker
          // A new picture (or the original back after an undo) starts without the old one's pixel size.
          key={`picker:${crop.original}`}
          src={crop.original}
          focus={crop.point}
          zoom={crop.zoom}
          label={label}
          onChange={crop.moveTo}
          onNaturalSize={crop.setNaturalSize}
          preview={<CropPreview src={value} focus={focus ?? defaultImageFocus} pending={crop.preview} shape={shape} />}
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex h-24 w-32 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400 dark:border-slate-700 dark:text-slate-500"
        >
          <ImageIcon className="size-8" />
        </div>
      )}
      {has && !schemaError && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.image.focusHint")}</p>
          <ImageZoomControls label={label} crop={crop} />
        </>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={fileId}
          className={buttonClasses(
            "secondary",
            "sm",
            "relative cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-indigo-600",
          )}
        >
          {upload.busy ? (
            <Spinner className="size-4" />
          ) : has ? (
            <RefreshCw aria-hidden="true" className="size-4" />
          ) : (
            <Upload aria-hidden="true" className="size-4" />
          )}
          {pickLabel}
          <input
            id={fileId}
            // The visible words, then which picture: several project images each have their own.
            aria-label={
              has ? t("builder.image.replaceFor", { item: label }) : t("builder.image.uploadFor", { item: label })
            }
            type="file"
            // Transparent over the whole button: scrolled into view (Tab), the button comes in whole.
            className="absolute inset-0 size-full cursor-pointer opacity-0"
            accept={acceptedFileTypes.image.join(",")}
            disabled={upload.busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(event) => void upload.onFile(event)}
          />
        </label>
        {has && (
          <button
            type="button"
            aria-label={t("builder.image.removeFor", { item: label })}
            className={buttonClasses("ghost", "sm")}
            onClick={() => {
              setPicture("");
              upload.reset();
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t("builder.upload.remove")}
          </button>
        )}
        <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {upload.busy ? t("builder.upload.uploading") : upload.uploaded ? t("builder.upload.done") : ""}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <ImageAddress
        key={value}
        value={value}
        label={label}
        onUse={(url) => {
          upload.reset();
          setPicture(url);
        }}
      />
    </fieldset>
  );
}
