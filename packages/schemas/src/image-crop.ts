import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";

/**
 * Zooming into an uploaded picture (issue 20 item 5). A theme frames a picture with `object-fit: cover` around its
 * focal point, which can move the frame but never enlarge the subject; a crop can. The server cuts the rectangle out
 * of the original upload into a new upload, so every theme, the ZIP and every deploy simply show a smaller picture
 * and nothing in the renderer changes. The content keeps the original and the crop beside the cut picture, so the
 * owner can move or undo the crop later without losing resolution.
 */
export const imageCropLimits = { minZoom: 1, maxZoom: 4 } as const;

// Only pictures uploaded here can be cut (the server holds their bytes); uploads are WebP after re-encoding.
const uploadedPicture = /^\/assets\/[0-9a-f]{64}\.webp$/;

const percent = (axis: "x" | "y") => {
  const outOfRange = schemaMessage("cropCentreRange", { axis });
  return z.number({ error: outOfRange }).min(0, outOfRange).max(100, outOfRange);
};

const zoomRange = schemaMessage("cropZoomRange", { min: imageCropLimits.minZoom, max: imageCropLimits.maxZoom });

/** How a cut picture was made: from which upload, how far zoomed in, around which point (percent of the original). */
export const imageCropSchema = z.object({
  source: z
    .string({ error: schemaMessage("cropSourceUploaded") })
    .regex(uploadedPicture, schemaMessage("cropSourceUploaded")),
  zoom: z.number({ error: zoomRange }).min(imageCropLimits.minZoom, zoomRange).max(imageCropLimits.maxZoom, zoomRange),
  x: percent("x"),
  y: percent("y"),
});

/** How a cut picture was made from its original upload. */
export type ImageCrop = z.infer<typeof imageCropSchema>;

/** `POST /api/uploads/crop`: cut `source` around (x, y) at `zoom`. */
export const imageCropRequestSchema = imageCropSchema;

/** The rectangle a crop keeps, in pixels of the original, and where its centre point lands inside it (percent). */
export interface CropRectangle {
  left: number;
  top: number;
  width: number;
  height: number;
  /** The crop's point inside the cut picture: its focal point there (the centre unless an edge was reached). */
  focus: { x: number; y: number };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/**
 * The part of a `width` × `height` picture a crop keeps: the original's proportions at 1/zoom of its size, centred
 * on the crop's point and slid back inside the picture at the edges. Keeping the proportions means each theme's
 * frame (a circle, 16:9, 4:3) still covers the cut picture just as it covered the original, only closer.
 * The server cuts with it and the builder draws the same rectangle over the original.
 */
export function cropRectangle(width: number, height: number, crop: Pick<ImageCrop, "zoom" | "x" | "y">): CropRectangle {
  const zoom = clamp(crop.zoom, imageCropLimits.minZoom, imageCropLimits.maxZoom);
  const cutWidth = clamp(Math.round(width / zoom), 1, width);
  const cutHeight = clamp(Math.round(height / zoom), 1, height);
  const centreX = (clamp(crop.x, 0, 100) / 100) * width;
  const centreY = (clamp(crop.y, 0, 100) / 100) * height;
  const left = clamp(Math.round(centreX - cutWidth / 2), 0, width - cutWidth);
  const top = clamp(Math.round(centreY - cutHeight / 2), 0, height - cutHeight);
  return {
    left,
    top,
    width: cutWidth,
    height: cutHeight,
    focus: {
      x: twoDecimals(clamp(((centreX - left) / cutWidth) * 100, 0, 100)),
      y: twoDecimals(clamp(((centreY - top) / cutHeight) * 100, 0, 100)),
    },
  };
}
