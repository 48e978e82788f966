import sharp from "sharp";
import { defaultImageFocus, type ImageFocus } from "@foliocraft/schemas";

/** The photo's side in the card's file: twice the drawn size, for sharp edges on high-density screens. */
const side = 320;

/**
 * The profile photo cropped square around its focal point, as PNG (or JPEG, which keeps a printed résumé small),
 * or undefined when the bytes do not decode (a damaged or foreign file must cost the card or the résumé its photo,
 * never the card or the résumé itself).
 */
export async function squarePhoto(
  bytes: Uint8Array,
  focus: ImageFocus = defaultImageFocus,
  format: "png" | "jpeg" = "png",
): Promise<Uint8Array | undefined> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.width || !meta.height) return undefined;
    const scale = side / Math.min(meta.width, meta.height);
    const width = Math.max(side, Math.round(meta.width * scale));
    const height = Math.max(side, Math.round(meta.height * scale));
    const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);
    const left = clamp((focus.x / 100) * width - side / 2, width - side);
    const top = clamp((focus.y / 100) * height - side / 2, height - side);
    const square = sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(width, height)
      .extract({ left, top, width: side, height: side });
    // JPEG has no transparency: a transparent photo is laid on white, the résumé's paper.
    const out = await (
      format === "jpeg" ? square.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }) : square.png()
    ).toBuffer();
    return new Uint8Array(out);
  } catch {
    return undefined;
  }
}
