import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fullPortfolioFixture, graphemes, type LanguageCode, type PortfolioContent } from "@foliocraft/schemas";
import { fontRuns, shareCardDesign } from "@foliocraft/themes";
import { createFontStore } from "../fonts/font-store";
import { renderShareCard } from "./card";
import { squarePhoto } from "./photo";
import { fontHasGlyph } from "./sfnt-family";
import { createShareFonts, type ShareFonts } from "./share-fonts";

// The server's own folder: fonts registered with Pango stay registered for the process, so their files must stay.
const fonts: ShareFonts = createShareFonts(createFontStore());

function content(language: LanguageCode, fullName: string, title: string): PortfolioContent {
  const c = fullPortfolioFixture();
  return { ...c, language, personal: { ...c.personal, fullName, title } };
}

/** The TrueType bytes of a served font file, as the card draws with it. */
async function ttf(file: string): Promise<Uint8Array> {
  const [path] = await fonts.paths([file]);
  return new Uint8Array(await readFile(path as string));
}

/** Code points a face must hold to draw a grapheme (joiners and other format characters are not drawn). */
const drawn = (g: string) => [...g].filter((ch) => !/[\p{Cf}\s]/u.test(ch)).map((ch) => ch.codePointAt(0) ?? 0);

/** Pixels of the card that are not its background colour, in a band of rows. */
async function inkInRows(png: Uint8Array, top: number, bottom: number, left = 0, right = 1200): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const bg = [data[0], data[1], data[2]];
  let ink = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const i = (y * info.width + x) * info.channels;
      if (Math.abs((data[i] ?? 0) - (bg[0] ?? 0)) + Math.abs((data[i + 1] ?? 0) - (bg[1] ?? 0)) > 60) ink++;
    }
  }
  return ink;
}

const scripts: [LanguageCode, string, string][] = [
  ["ar", "ليلى الحسيني", "مهندسة برمجيات"],
  ["hi", "अनन्या शर्मा", "सॉफ़्टवेयर इंजीनियर"],
  ["zh", "王小明", "软件工程师"],
  ["ja", "山田 さくら", "ウェブデザイナー"],
];

describe("share card", () => {
  it("is a 1200×630 PNG", async () => {
    const c = fullPortfolioFixture();
    const png = await renderShareCard(
      { design: shareCardDesign(c, "minimal"), name: "Ama Mensah", title: "Developer", address: "example.com/p/ama" },
      fonts,
    );
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });

  it.each(scripts)(
    "draws a %s name and title with faces that hold every letter (no missing-glyph box)",
    async (lang, name, title) => {
      const design = shareCardDesign(content(lang, name, title), "minimal");
      for (const [text, families] of [
        [name, design.headingFamilies],
        [title, design.bodyFamilies],
      ] as const) {
        const runs = fontRuns(text, families);
        // Every character has a face (none left out)…
        expect(runs.map((r) => r.text).join("")).toBe(text);
        // …and that face's own character map holds it.
        for (const run of runs) {
          const font = await ttf(run.file);
          for (const g of graphemes(run.text)) {
            for (const cp of drawn(g)) expect(fontHasGlyph(font, cp), `${g} U+${cp.toString(16)}`).toBe(true);
          }
        }
      }
      // The check can fail: the theme's Latin face has none of these letters.
      const latin = await ttf(fontRuns("Ama", design.headingFamilies)[0]?.file as string);
      expect(fontHasGlyph(latin, drawn(graphemes(name)[0] as string)[0] as number)).toBe(false);
      expect(fontHasGlyph(latin, "A".codePointAt(0) as number)).toBe(true);
    },
  );

  it("mirrors a right-to-left card: the text on the right of the photo's side… and the photo on the right", async () => {
    const photo = await squarePhoto(
      new Uint8Array(
        await sharp({ create: { width: 400, height: 400, channels: 3, background: "#10a010" } })
          .webp()
          .toBuffer(),
      ),
    );
    const ar = content("ar", "ليلى الحسيني", "مهندسة برمجيات");
    const en = content("en", "Ama Mensah", "Developer");
    const rtl = await renderShareCard(
      { design: shareCardDesign(ar, "minimal"), name: "ليلى الحسيني", title: "مهندسة", address: "", photo },
      fonts,
    );
    const ltr = await renderShareCard(
      { design: shareCardDesign(en, "minimal"), name: "Ama Mensah", title: "Developer", address: "", photo },
      fonts,
    );
    // The photo's ring sits at the start of the reading direction; the name beside it.
    expect(await inkInRows(rtl, 150, 450, 760, 1200)).toBeGreaterThan(await inkInRows(rtl, 150, 450, 0, 440));
    expect(await inkInRows(ltr, 150, 450, 0, 440)).toBeGreaterThan(await inkInRows(ltr, 150, 450, 760, 1200));
  });

  it("fits a long title in three lines at most, cut with an ellipsis", async () => {
    const c = fullPortfolioFixture();
    const short = await renderShareCard(
      { design: shareCardDesign(c, "minimal"), name: "Ama", title: "Engineer", address: "" },
      fonts,
    );
    const long = await renderShareCard(
      { design: shareCardDesign(c, "minimal"), name: "Ama", title: "Engineer ".repeat(80), address: "" },
      fonts,
    );
    // Nothing is drawn over the bottom band's margin (the text stayed inside the card's text area).
    expect(await inkInRows(long, 500, 600)).toBe(0);
    expect(await inkInRows(long, 0, 630)).toBeGreaterThan(await inkInRows(short, 0, 630));
  });

  it("is drawn in the theme's palette", async () => {
    const c = fullPortfolioFixture();
    const corner = async (theme: "minimal" | "ocean-deep") => {
      const design = shareCardDesign(c, theme);
      const png = await renderShareCard({ design, name: "Ama", title: "", address: "" }, fonts);
      const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      const hex = `#${[data[0], data[1], data[2]].map((v) => (v ?? 0).toString(16).padStart(2, "0")).join("")}`;
      return { hex, bg: design.palette.bg.toLowerCase() };
    };
    const light = await corner("minimal");
    const dark = await corner("ocean-deep");
    expect(light.hex).toBe(light.bg);
    expect(dark.hex).toBe(dark.bg);
    expect(light.hex).not.toBe(dark.hex);
  });

  it("leaves out a photo whose bytes do not decode, and crops a good one square", async () => {
    expect(await squarePhoto(new TextEncoder().encode("not an image"))).toBeUndefined();
    const wide = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#c33" } })
      .webp()
      .toBuffer();
    const photo = await squarePhoto(new Uint8Array(wide), { x: 100, y: 50 });
    const meta = await sharp(photo as Uint8Array).metadata();
    expect([meta.width, meta.height]).toEqual([320, 320]);
  });
});
