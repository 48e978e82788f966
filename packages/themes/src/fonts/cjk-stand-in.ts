/**
 * A stand-in for the CJK faces while they load: a TrueType font of blank glyphs with their advances (a full-width
 * 1em for ideographs, kana, CJK punctuation and fullwidth forms; half for halfwidth forms) and their vertical metrics
 * (Noto Sans SC and JP share them: ascender 1160, descender 288 per 1000, no line gap).
 *
 * Why: a Chinese or Japanese page links a dozen subsets, and the first paint does not wait for them. Meanwhile its
 * characters were drawn in whatever the machine had (a box the width of a Latin letter where it had nothing), and
 * when the faces came every line was re-broken and re-measured: Lighthouse counted a layout shift of 0.2–0.4 (neon's
 * horizon moved down 60 px). Drawn in this stand-in instead, the characters take exactly the room the real faces
 * will, so nothing moves when they arrive. It is inlined (a few hundred bytes, no request), so it is ready for the
 * first layout. It is named right after the CJK face in the stacks, and only for the characters the page holds
 * (those the CJK subsets draw), so text a visitor types into the contact form still falls back to their own fonts.
 *
 * The cmap is one format 13 subtable (many code points to one glyph, as Apple's Last Resort font does): a few groups
 * cover every CJK block, so the font is the same for every page.
 */

/** The CSS family name of the stand-in. */
export const cjkStandInFamily = "Foliocraft CJK Stand-in";

const unitsPerEm = 1000;
const ascender = 1160;
const descender = 288;
const full = 1;
const half = 2;

/** Code point groups and their glyph (full- or half-width), ascending and disjoint. */
const groups: readonly [from: number, to: number, glyph: number][] = [
  [0x2e80, 0x2fdf, full], // CJK radicals, Kangxi radicals
  [0x2ff0, 0x303f, full], // ideographic description, CJK symbols and punctuation
  [0x3040, 0x312f, full], // hiragana, katakana, bopomofo
  [0x3190, 0x31ff, full], // kanbun, bopomofo extended, strokes, katakana phonetic extensions
  [0x3200, 0x4dbf, full], // enclosed CJK, compatibility, extension A
  [0x4e00, 0x9fff, full], // unified ideographs
  [0xf900, 0xfaff, full], // compatibility ideographs
  [0xfe10, 0xfe1f, full], // vertical forms
  [0xfe30, 0xfe4f, full], // compatibility forms
  [0xff01, 0xff60, full], // fullwidth ASCII variants and brackets
  [0xff61, 0xff9f, half], // halfwidth CJK punctuation and katakana
  [0xffe0, 0xffe6, full], // fullwidth signs
  [0xffe8, 0xffee, half], // halfwidth forms
  [0x20000, 0x3134f, full], // extensions B–G, compatibility supplement
];

/** Whether the stand-in has a glyph for a code point. */
export function cjkStandInCovers(codePoint: number): boolean {
  return groups.some(([from, to]) => codePoint >= from && codePoint <= to);
}

class Writer {
  private bytes: number[] = [];
  u8(v: number) {
    this.bytes.push(v & 0xff);
    return this;
  }
  u16(v: number) {
    return this.u8(v >> 8).u8(v);
  }
  i16(v: number) {
    return this.u16(v < 0 ? v + 0x10000 : v);
  }
  u32(v: number) {
    return this.u16(Math.floor(v / 0x10000) & 0xffff).u16(v & 0xffff);
  }
  ascii(text: string) {
    for (const ch of text) this.u8(ch.charCodeAt(0));
    return this;
  }
  done(): number[] {
    return this.bytes;
  }
}

function headTable(): number[] {
  return new Writer()
    .u32(0x10000) // version
    .u32(0x10000) // fontRevision
    .u32(0) // checkSumAdjustment, set once the whole font is known
    .u32(0x5f0f3cf5) // magic
    .u16(0b1011) // baseline and left side bearing at 0, integer scaling
    .u16(unitsPerEm)
    .u32(0)
    .u32(0) // created
    .u32(0)
    .u32(0) // modified
    .i16(0)
    .i16(-descender)
    .i16(unitsPerEm)
    .i16(ascender) // bounding box
    .u16(0) // macStyle
    .u16(8) // lowestRecPPEM
    .i16(2) // fontDirectionHint
    .i16(0) // indexToLocFormat: short
    .i16(0) // glyphDataFormat
    .done();
}

function hheaTable(glyphCount: number): number[] {
  const w = new Writer().u32(0x10000).i16(ascender).i16(-descender).i16(0).u16(unitsPerEm);
  w.i16(0).i16(0).i16(unitsPerEm); // min left and right side bearings, x max extent
  w.i16(1).i16(0).i16(0); // caret: vertical
  for (let i = 0; i < 5; i++) w.i16(0); // reserved, metricDataFormat
  return w.u16(glyphCount).done();
}

function maxpTable(glyphCount: number): number[] {
  const w = new Writer().u32(0x10000).u16(glyphCount);
  w.u16(0).u16(0).u16(0).u16(0).u16(2); // no points or contours; two zones
  for (let i = 0; i < 8; i++) w.u16(0);
  return w.done();
}

function os2Table(): number[] {
  const w = new Writer().u16(4).i16(unitsPerEm).u16(400).u16(5).u16(0);
  w.i16(650).i16(600).i16(0).i16(75).i16(650).i16(600).i16(0).i16(350); // sub- and superscripts
  w.i16(50).i16(250).i16(0); // strikeout, family class
  for (let i = 0; i < 10; i++) w.u8(0); // panose
  w.u32(0).u32(0x28000000).u32(0x00000012).u32(0); // unicode ranges: CJK symbols, kana, CJK ideographs
  w.ascii("NONE").u16(0x40); // vendor, fsSelection: regular
  w.u16(0x2e80).u16(0xffff);
  w.i16(880).i16(-120).i16(0); // typographic metrics, as Noto Sans SC's
  w.u16(ascender).u16(descender);
  w.u32(0x00060000).u32(0); // code pages: simplified Chinese, Japanese
  return w.i16(0).i16(0).u16(0).u16(0x3000).u16(0).done();
}

function hmtxTable(): number[] {
  return new Writer()
    .u16(unitsPerEm)
    .i16(0)
    .u16(unitsPerEm)
    .i16(0)
    .u16(unitsPerEm / 2)
    .i16(0)
    .done();
}

function cmapTable(): number[] {
  const w = new Writer().u16(0).u16(1).u16(3).u16(10).u32(12);
  w.u16(13)
    .u16(0)
    .u32(16 + groups.length * 12)
    .u32(0)
    .u32(groups.length);
  for (const [from, to, glyph] of groups) w.u32(from).u32(to).u32(glyph);
  return w.done();
}

function nameTable(): number[] {
  // Short: CSS names the face by its @font-face family, never by these, and every byte is inlined in the page.
  const names: [id: number, text: string][] = [
    [1, "FCJK"],
    [2, "Regular"],
    [3, "FCJK"],
    [4, "FCJK"],
    [5, "Version 1.0"],
    [6, "FCJK"],
  ];
  const w = new Writer()
    .u16(0)
    .u16(names.length)
    .u16(6 + names.length * 12);
  let offset = 0;
  for (const [id, text] of names) {
    w.u16(3)
      .u16(1)
      .u16(0x409)
      .u16(id)
      .u16(text.length * 2)
      .u16(offset);
    offset += text.length * 2;
  }
  for (const [, text] of names) for (const ch of text) w.u16(ch.charCodeAt(0));
  return w.done();
}

function postTable(): number[] {
  const w = new Writer().u32(0x30000).u32(0).i16(-100).i16(50).u32(0);
  for (let i = 0; i < 4; i++) w.u32(0);
  return w.done();
}

function checksum(bytes: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 4) {
    sum =
      (sum + ((bytes[i]! << 24) | ((bytes[i + 1] ?? 0) << 16) | ((bytes[i + 2] ?? 0) << 8) | (bytes[i + 3] ?? 0))) >>>
      0;
  }
  return sum;
}

/** The stand-in's TrueType bytes. */
export function cjkStandInFont(): Uint8Array {
  const glyphCount = 3;
  const tables: [string, number[]][] = [
    ["OS/2", os2Table()],
    ["cmap", cmapTable()],
    // Every glyph is blank: its outline is empty (equal offsets in loca), so glyf holds nothing but padding.
    ["glyf", [0, 0, 0, 0]],
    ["head", headTable()],
    ["hhea", hheaTable(glyphCount)],
    ["hmtx", hmtxTable()],
    ["loca", new Array((glyphCount + 1) * 2).fill(0)],
    ["maxp", maxpTable(glyphCount)],
    ["name", nameTable()],
    ["post", postTable()],
  ];
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** entrySelector * 16;
  const header = new Writer().u32(0x10000).u16(tables.length).u16(searchRange).u16(entrySelector);
  header.u16(tables.length * 16 - searchRange);
  let offset = 12 + tables.length * 16;
  const body: number[] = [];
  for (const [tag, data] of tables) {
    header.ascii(tag).u32(checksum(data)).u32(offset).u32(data.length);
    const padded = [...data, ...new Array((4 - (data.length % 4)) % 4).fill(0)];
    body.push(...padded);
    offset += padded.length;
  }
  const font = [...header.done(), ...body];
  const headAt = 12 + tables.length * 16 + tables.slice(0, 3).reduce((n, [, d]) => n + Math.ceil(d.length / 4) * 4, 0);
  const adjustment = (0xb1b0afba - checksum(font)) >>> 0;
  font.splice(
    headAt + 8,
    4,
    adjustment >>> 24,
    (adjustment >>> 16) & 0xff,
    (adjustment >>> 8) & 0xff,
    adjustment & 0xff,
  );
  return Uint8Array.from(font);
}

let dataUrl: string | undefined;

/** The stand-in as a `data:` URL (made once): inlined in the page's CSS, it needs no request. */
export function cjkStandInUrl(): string {
  if (!dataUrl) {
    let binary = "";
    for (const byte of cjkStandInFont()) binary += String.fromCharCode(byte);
    dataUrl = `data:font/ttf;base64,${btoa(binary)}`;
  }
  return dataUrl;
}
