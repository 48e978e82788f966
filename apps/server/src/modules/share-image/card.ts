import sharp, { type OverlayOptions } from "sharp";
import { graphemes } from "@foliocraft/schemas";
import { escapeHtml, fontRuns, shareCardSize, type ShareCardDesign } from "@foliocraft/themes";
import { shareFontFamily, type ShareFonts } from "./share-fonts";

/** What a share image shows. */
export interface ShareCardInput {
  design: ShareCardDesign;
  name: string;
  title: string;
  /** The page's address without the scheme (`foliocraft.example/p/ama`), or "" when it has none yet. */
  address: string;
  /** The photo, square PNG (photo.ts), or undefined for a card without one. */
  photo?: Uint8Array;
}

const { width: W, height: H } = shareCardSize;
const pad = 80;
const photoRadius = 160;
const ellipsis = "…";

interface TextStyle {
  families: readonly string[];
  sizes: readonly number[];
  maxLines: number;
  weight: number;
  color: string;
}

interface TextImage {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * Text is laid out by Pango (through sharp's text input): HarfBuzz shaping for Arabic joining and Devanagari
 * conjuncts, the bidirectional algorithm, line breaking by words (by characters for CJK), and fallback from one
 * face to the next by the characters each file holds. Our fonts are registered with it once per process.
 */
const registered = new Set<string>();

async function register(paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    if (registered.has(path)) continue;
    await sharp({ text: { text: "x", fontfile: path, rgba: true } })
      .png()
      .toBuffer();
    registered.add(path);
  }
}

/** At most `max` graphemes, ending with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const chars = graphemes(text.trim().replace(/\s+/g, " "));
  return chars.length > max
    ? chars
        .slice(0, max - 1)
        .join("")
        .trimEnd() + ellipsis
    : chars.join("");
}

/** The files that draw `text` with a family list, as the Pango family list (ordered as the families are). */
function familyList(text: string, families: readonly string[]): string {
  const files = [...new Set(fontRuns(text + ellipsis, families).map((r) => r.file))];
  return files.map(shareFontFamily).join(",");
}

async function renderText(
  text: string,
  style: TextStyle,
  size: number,
  dir: "ltr" | "rtl",
  width?: number,
): Promise<TextImage> {
  // A directional mark makes every paragraph follow the page's direction, so "left" means the line's start.
  const mark = dir === "rtl" ? "\u200f" : "\u200e";
  const markup = `<span font_family="${familyList(text, style.families)}" font_weight="${style.weight}" size="${size}pt" foreground="${escapeHtml(style.color)}">${mark}${escapeHtml(text)}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, rgba: true, dpi: 72, align: "left", ...(width ? { width, wrap: "word-char" } : {}) },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * `text` in the largest size of `style` whose lines fit `maxWidth` in `maxLines`; at the smallest size, the
 * longest start of it that fits, ended with an ellipsis.
 */
async function fitText(text: string, style: TextStyle, maxWidth: number, dir: "ltr" | "rtl"): Promise<TextImage> {
  const attempt = async (t: string, size: number) => {
    const line = await renderText(t, style, size, dir);
    const block = await renderText(t, style, size, dir, maxWidth);
    return { block, fits: block.height <= line.height * (style.maxLines + 0.5) };
  };
  for (const size of style.sizes) {
    const { block, fits } = await attempt(text, size);
    if (fits) return block;
  }
  const size = style.sizes[style.sizes.length - 1] as number;
  const chars = graphemes(text);
  let low = 1;
  let high = chars.length - 1;
  let best = await renderText(chars[0] + ellipsis, style, size, dir, maxWidth);
  while (low <= high) {
    const mid = (low + high) >> 1;
    const { block, fits } = await attempt(chars.slice(0, mid).join("").trimEnd() + ellipsis, size);
    if (fits) {
      best = block;
      low = mid + 1;
    } else high = mid - 1;
  }
  return best;
}

/** The card's shapes and photo (no text) as SVG: the background, the accent bar and band, the framed photo. */
function backdropSvg(input: ShareCardInput, bar: { x: number; y: number }, photoCenter: { x: number; y: number }) {
  const p = input.design.palette;
  const e = escapeHtml;
  const parts = [
    `<rect width="${W}" height="${H}" fill="${e(p.bg)}"/>`,
    `<rect y="${H - 14}" width="${W}" height="14" fill="${e(p.accent)}"/>`,
    `<rect x="${bar.x}" y="${bar.y}" width="72" height="10" rx="5" fill="${e(p.accent)}"/>`,
  ];
  if (input.photo) {
    const { x, y } = photoCenter;
    const href = `data:image/png;base64,${Buffer.from(input.photo).toString("base64")}`;
    parts.push(
      `<defs><clipPath id="photo"><circle cx="${x}" cy="${y}" r="${photoRadius}"/></clipPath></defs>`,
      `<circle cx="${x}" cy="${y}" r="${photoRadius + 10}" fill="${e(p.accent)}"/>`,
      `<circle cx="${x}" cy="${y}" r="${photoRadius + 4}" fill="${e(p.bg)}"/>`,
      `<image href="${href}" xlink:href="${href}" x="${x - photoRadius}" y="${y - photoRadius}" width="${photoRadius * 2}" height="${photoRadius * 2}" clip-path="url(#photo)" preserveAspectRatio="xMidYMid slice"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

/** The fonts files (served names) a card needs. */
export function cardFontFiles(input: ShareCardInput): string[] {
  const { design } = input;
  const runs = [
    ...fontRuns(input.name + ellipsis, design.headingFamilies),
    ...fontRuns(`${input.title} ${input.address}${ellipsis}`, design.bodyFamilies),
  ];
  return [...new Set(runs.map((r) => r.file))];
}

/**
 * The card as a 1200×630 PNG in the page's palette and fonts: the name (heading face, up to two lines), the title
 * (body face, up to three), the address, and the photo in a ring of the accent colour. Right-to-left pages are
 * mirrored. All drawing happens in sharp (libvips), on libuv's thread pool, off the event loop.
 */
export async function renderShareCard(input: ShareCardInput, fonts: ShareFonts): Promise<Uint8Array> {
  const { design } = input;
  const p = design.palette;
  await register(await fonts.paths(cardFontFiles(input)));
  const rtl = design.dir === "rtl";
  const photoSpace = input.photo ? photoRadius * 2 + 64 : 0;
  const columnWidth = W - 2 * pad - photoSpace;
  // The start and end of the text column (after the photo in the reading direction).
  const columnLeft = rtl ? pad : pad + photoSpace;
  const columnRight = columnLeft + columnWidth;

  const name = await fitText(
    clip(input.name, 80),
    {
      families: design.headingFamilies,
      sizes: [84, 76, 68, 60, 52, 46],
      maxLines: 2,
      weight: design.headingWeight,
      color: p.text,
    },
    columnWidth,
    design.dir,
  );
  const title = input.title.trim()
    ? await fitText(
        clip(input.title, 140),
        { families: design.bodyFamilies, sizes: [40, 36, 32, 28], maxLines: 3, weight: 400, color: p.muted },
        columnWidth,
        design.dir,
      )
    : undefined;
  const address = input.address
    ? await fitText(
        input.address,
        { families: design.bodyFamilies, sizes: [28, 24], maxLines: 1, weight: 500, color: p.accent },
        W - 2 * pad,
        "ltr",
      )
    : undefined;

  const barGap = 32;
  const titleGap = title ? 24 : 0;
  const blockHeight = 10 + barGap + name.height + titleGap + (title?.height ?? 0);
  const areaBottom = H - 140;
  let y = Math.round(Math.max(pad - 20, pad + (areaBottom - pad - blockHeight) / 2));
  const startX = (width: number) => (rtl ? columnRight - width : columnLeft);
  const bar = { x: rtl ? columnRight - 72 : columnLeft, y };
  y += 10 + barGap;
  const layers: OverlayOptions[] = [{ input: name.png, left: startX(name.width), top: y }];
  y += name.height + titleGap;
  if (title) layers.push({ input: title.png, left: startX(title.width), top: y });
  if (address) {
    layers.push({ input: address.png, left: rtl ? W - pad - address.width : pad, top: H - 60 - address.height });
  }
  const photoCenter = {
    x: rtl ? W - pad - photoRadius : pad + photoRadius,
    y: Math.round((pad + areaBottom) / 2) + 10,
  };
  const png = await sharp(Buffer.from(backdropSvg(input, bar, photoCenter)))
    .composite(layers)
    .png({ compressionLevel: 9 })
    .toBuffer();
  return new Uint8Array(png);
}
