import { defaultImageFocus, imageCropSchema, type ImageCrop, type ImageFocus } from "@foliocraft/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorText } from "../../../i18n/api-messages";
import { cropImage } from "../portfolio-api";
import type { PendingCrop } from "./crop-preview";

/** What a picture field saves: the picture's address and its focal point (with its crop, when it is a cut). */
export interface PictureValue {
  src: string;
  focus: ImageFocus | undefined;
}

type Draft = Pick<ImageCrop, "zoom" | "x" | "y">;

const sameDraft = (a: Draft, b: Draft) => a.zoom === b.zoom && a.x === b.x && a.y === b.y;

/**
 * Zooming into an uploaded picture (issue 20 item 5). The point and zoom being chosen stay a draft, drawn over the
 * original and in the preview, until "Apply crop" has the server cut the picture (one new upload, not one per
 * slider step); back at zoom 1 the original returns. Without a zoom the point is saved at once, as before.
 */
export function useImageCrop(value: PictureValue, save: (next: PictureValue) => void) {
  const { t } = useTranslation();
  const crop = value.focus?.crop;
  const original = crop?.source ?? value.src;
  const canZoom = imageCropSchema.shape.source.safeParse(original).success;
  const saved: Draft = crop
    ? { zoom: crop.zoom, x: crop.x, y: crop.y }
    : { zoom: 1, ...(value.focus ?? defaultImageFocus) };
  const [draft, setDraft] = useState<Draft | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = draft ?? saved;
  const pending = draft !== null && !sameDraft(draft, saved);

  const moveTo = (point: { x: number; y: number }) => {
    if (current.zoom === 1 && !crop) {
      save({ src: value.src, focus: { x: point.x, y: point.y } });
      return;
    }
    setDraft({ ...current, x: point.x, y: point.y });
  };

  const zoomTo = (zoom: number) => setDraft({ ...current, zoom });

  const apply = async () => {
    if (!draft) return;
    setError(null);
    if (draft.zoom === 1) {
      save({ src: original, focus: { x: draft.x, y: draft.y } });
      setDraft(null);
      return;
    }
    setBusy(true);
    try {
      const cut = await cropImage({ source: original, ...draft });
      save({ src: cut.url, focus: { ...cut.focus, crop: { source: original, ...draft } } });
      setDraft(null);
    } catch (failure) {
      // apiErrorText gives the server's own reason for a refusal ("This file is not an image…", in the
      // interface language), and the fallback sentence when the server failed or could not be reached.
      setError(apiErrorText(t, failure, t("builder.image.cropFailed")));
    } finally {
      setBusy(false);
    }
  };

  const undo = () => {
    if (!crop) return;
    setError(null);
    setDraft(null);
    save({ src: original, focus: { x: crop.x, y: crop.y } });
  };

  const preview: PendingCrop | null =
    (pending || crop) && natural && current.zoom > 1
      ? { original, naturalWidth: natural.width, naturalHeight: natural.height, ...current }
      : null;

  return {
    /** The picture the point is chosen on. */
    original,
    canZoom,
    point: { x: current.x, y: current.y },
    zoom: current.zoom,
    cropped: crop !== undefined,
    pending,
    busy,
    error,
    /** While a zoom is drafted or applied: the original drawn as the cut, for the preview. */
    preview: pending ? preview : null,
    moveTo,
    zoomTo,
    apply,
    undo,
    cancel: () => setDraft(null),
    setNaturalSize: (width: number, height: number) => setNatural({ width, height }),
  };
}
