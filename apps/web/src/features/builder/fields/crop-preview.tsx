import { cropRectangle, type ImageFocus } from "@foliocraft/schemas";
import clsx from "clsx";
import { useTranslation } from "react-i18next";

/** A picture frame's size in the builder's preview, in CSS pixels: a theme's photo circle or 16:9 project. */
const frames = { circle: { width: 80, height: 80 }, wide: { width: 128, height: 72 } } as const;

/** A zoom not applied yet, and the original's pixel size (known once the picker's picture has loaded). */
export interface PendingCrop {
  original: string;
  naturalWidth: number;
  naturalHeight: number;
  zoom: number;
  x: number;
  y: number;
}

/**
 * Where the original goes as a background so a frame shows exactly what the server's cut will show, covered and
 * placed at the cut's focal point as a theme's `object-fit: cover` would: the same cropRectangle the server uses.
 */
export function pendingCropBackground(pending: PendingCrop, frame: { width: number; height: number }) {
  const cut = cropRectangle(pending.naturalWidth, pending.naturalHeight, pending);
  const scale = Math.max(frame.width / cut.width, frame.height / cut.height);
  const startX = cut.left * scale + (cut.width * scale - frame.width) * (cut.focus.x / 100);
  const startY = cut.top * scale + (cut.height * scale - frame.height) * (cut.focus.y / 100);
  const px = (value: number) => `${Math.round(value * 100) / 100}px`;
  return {
    backgroundSize: `${px(pending.naturalWidth * scale)} ${px(pending.naturalHeight * scale)}`,
    backgroundPosition: `${px(-startX)} ${px(-startY)}`,
  };
}

/**
 * The picture as a theme frames it, beside the picker: the saved picture at its focal point, or, while a zoom is
 * being chosen, the original drawn as the cut will be.
 */
export function CropPreview({
  src,
  focus,
  pending,
  shape,
}: {
  src: string;
  focus: ImageFocus;
  pending: PendingCrop | null;
  shape: "circle" | "wide";
}) {
  const { t } = useTranslation();
  const frame = frames[shape];
  const className = clsx(
    "border border-slate-300 object-cover dark:border-slate-700",
    shape === "circle" ? "rounded-full" : "rounded-md",
  );
  return (
    <figure className="flex flex-col items-center gap-1">
      {pending ? (
        <div
          data-testid="focal-preview"
          aria-hidden="true"
          className={clsx(className, "bg-no-repeat")}
          style={{
            width: frame.width,
            height: frame.height,
            backgroundImage: `url("${pending.original}")`,
            ...pendingCropBackground(pending, frame),
          }}
        />
      ) : (
        <img
          src={src}
          alt=""
          data-testid="focal-preview"
          className={className}
          style={{ width: frame.width, height: frame.height, objectPosition: `${focus.x}% ${focus.y}%` }}
        />
      )}
      <figcaption className="text-xs text-slate-600 dark:text-slate-400">{t("builder.image.cropped")}</figcaption>
    </figure>
  );
}
