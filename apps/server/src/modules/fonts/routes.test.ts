import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import * as hb from "harfbuzzjs";
import { decompress } from "wawoff2";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import {
  codePointsDrawnBy,
  encodeCodePoints,
  fontFileIndex,
  maxSubsetCodeLength,
  maxWholeFaceCodePoints,
  parseSubsetFontName,
  renderSite,
  subsetFontName,
  subsettableFiles,
  splitFontReference,
  validWholeFaceRequest,
  wholeFaceSubsets,
} from "@foliocraft/themes";
import {
  arabicPortfolioFixture,
  chinesePortfolioFixture,
  fullPortfolioFixture,
  hindiPortfolioFixture,
  japanesePortfolioFixture,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { fontHasGlyph } from "../share-image/sfnt-family";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => {
  await close();
});

const woff2Magic = "wOF2";
const digestOf = (code: string) => bytesToHex(sha256(utf8ToBytes(code))).slice(0, 16);

describe("GET /fonts/{name}", () => {
  it("answers a CORS preflight from an opaque origin (the preview's and showcase's sandboxed frames)", async () => {
    const [name] = renderSite(fullPortfolioFixture(), {
      showPoweredBy: false,
      poweredByUrl: "https://folio.example",
      year: 2026,
    }).fonts;
    const res = await app.inject({
      method: "OPTIONS",
      url: `/fonts/${name}`,
      headers: {
        origin: "null",
        "access-control-request-method": "GET",
        "access-control-request-private-network": "true",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-methods"]).toBe("GET");
    expect(res.headers["access-control-allow-private-network"]).toBe("true");
  });

  it("serves every font the renderer links as immutable WOFF2, usable from the preview's sandboxed frame", async () => {
    const { fonts } = renderSite(fullPortfolioFixture(), {
      showPoweredBy: false,
      poweredByUrl: "https://folio.example",
      year: 2026,
    });
    expect(fonts.length).toBeGreaterThan(0);
    for (const name of fonts) {
      const res = await app.inject({ method: "GET", url: `/fonts/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers["content-type"]).toBe("font/woff2");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe(woff2Magic);
      expect(res.rawPayload.byteLength).toBe(fontFileIndex().get(name)?.bytes);
      const again = await app.inject({
        method: "GET",
        url: `/fonts/${name}`,
        headers: { "if-none-match": String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it("serves both CJK families: Japanese pages link Noto Sans JP, Chinese ones Noto Sans SC", async () => {
    for (const [language, family] of [
      ["ja", "noto-sans-jp"],
      ["zh", "noto-sans-sc"],
    ] as const) {
      const { fonts } = renderSite(
        { ...fullPortfolioFixture(), language },
        { showPoweredBy: false, poweredByUrl: "https://folio.example", year: 2026 },
      );
      const own = fonts.filter((name) => name.startsWith(`${family}-`));
      expect(own.length, language).toBeGreaterThan(90);
      for (const name of [own[0], own.at(-1)]) {
        const res = await app.inject({ method: "GET", url: `/fonts/${name}` });
        expect(res.statusCode, name).toBe(200);
        expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe(woff2Magic);
        expect(res.rawPayload.byteLength).toBe(fontFileIndex().get(String(name))?.bytes);
      }
    }
  });

  it("answers 404 for any name it does not serve, including paths out of the folder and made-up subsets", async () => {
    const arabic = "noto-sans-arabic-arabic-wght-normal.ce85091f02.woff2";
    const valid = subsetFontName(arabic, [0x627, 0x644])!;
    for (const url of [
      "/fonts/inter-latin-wght-normal.woff2",
      "/fonts/..%2Fpackage.json",
      "/fonts/inter-latin-wght-normal.0000000000.woff2",
      // Subsets: of a file that is not subset, with a code point outside the file, of an unknown file, a second
      // spelling of a valid code, another extension, and a path out of the folder.
      `/fonts/${subsetFontName("inter-latin-ext-wght-normal.34b9c504ca.woff2", [0x100])}`,
      `/fonts/${subsetFontName(arabic, [0x41, 0x627])}`,
      `/fonts/${valid.replace("ce85091f02", "0000000000")}`,
      `/fonts/${valid.replace(".s", ".sg")}`,
      `/fonts/${valid.replace(".woff2", ".ttf")}`,
      `/fonts/${valid.replace(".w19.", ".w91.")}`,
      `/fonts/..%2F${valid}`,
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers["cache-control"] ?? "")).not.toContain("immutable");
    }
  });
});

describe("GET /fonts/{subset}: a page's subset of a Latin face (on a page in another script)", () => {
  it("is made from a variable face (its axis cut to the page's weights) and from a static one", async () => {
    const text = [..."Leila Haddad 2026 TypeScript"].map((c) => c.codePointAt(0)!);
    for (const [familyId, weights] of [
      ["inter", [4, 7]],
      ["ibm-plex-mono", [6, 6]],
    ] as const) {
      const file = fontFileIndex().get(
        [...fontFileIndex().keys()].find(
          (name) => name.startsWith(`${familyId}-latin-`) && (weights[0] === 4 || name.includes("-600-")),
        )!,
      )!;
      const name = subsetFontName(file.name, text, weights)!;
      const res = await app.inject({ method: "GET", url: `/fonts/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe(woff2Magic);
      expect(res.rawPayload.byteLength, name).toBeLessThan(file.bytes / 2);
      const sfnt = new Uint8Array(await decompress(res.rawPayload));
      for (const cp of text) if (cp !== 0x20) expect(fontHasGlyph(sfnt, cp), String.fromCodePoint(cp)).toBe(true);
      expect(fontHasGlyph(sfnt, "Q".codePointAt(0)!)).toBe(false);
    }
  });
});

describe("GET /fonts/{subset}: the longest name", () => {
  it("serves a subset whose name is as long as a name may be", async () => {
    // Every other code point of the Devanagari file, as many as the code may hold: the longest name of that file.
    const [base, { ranges }] = [...subsettableFiles()].find(([name]) => name.startsWith("noto-sans-devanagari-"))!;
    const all = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));
    const codePoints: number[] = [];
    for (let i = 0; i < all.length; i += 2) {
      if (encodeCodePoints([...codePoints, all[i]!]).length > maxSubsetCodeLength) break;
      codePoints.push(all[i]!);
    }
    const name = subsetFontName(base, codePoints, [4, 7])!;
    // Past the 180 characters this route once allowed (it answered 400, and Lighthouse logged the page's errors).
    expect(name.length).toBeGreaterThan(180);
    const res = await app.inject({ method: "GET", url: `/fonts/${name}` });
    expect(res.statusCode, name).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });
});

describe("GET /fonts/{subset}?c=: a CJK page's regular and bold subsets of the whole faces", () => {
  it("serves both a Chinese and a Japanese page link: every character of the page, and nothing else", async () => {
    for (const content of [chinesePortfolioFixture(), japanesePortfolioFixture()]) {
      const references = publishedPage(content).fonts.filter((reference) => splitFontReference(reference).code);
      expect(references).toHaveLength(2);
      const made: Uint8Array[] = [];
      for (const reference of references) {
        const res = await app.inject({ method: "GET", url: `/fonts/${reference}` });
        expect(res.statusCode, reference).toBe(200);
        expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(res.rawPayload.subarray(0, 4).toString("latin1"), reference).toBe(woff2Magic);
        // A CJK page's face in a few tens of KB, from a 5–10 MB whole face: only the layout features horizontal text
        // uses are kept (with all of them, vertical forms and JIS variants made the Japanese one 38 KB).
        expect(res.rawPayload.byteLength, reference).toBeLessThan(30_000);
        const { name, code } = splitFontReference(reference);
        const { codePoints } = validWholeFaceRequest(name, code)!;
        const sfnt = new Uint8Array(await decompress(res.rawPayload));
        for (const cp of codePoints) expect(fontHasGlyph(sfnt, cp), cp.toString(16)).toBe(true);
        // A common character the page does not use is not in it.
        const unused = [..."龍鬱響"].map((c) => c.codePointAt(0)!).find((cp) => !codePoints.includes(cp))!;
        expect(fontHasGlyph(sfnt, unused)).toBe(false);
        made.push(res.rawPayload);
      }
      // The regular and the bold are different faces of the same characters.
      expect(Buffer.compare(Buffer.from(made[0]!), Buffer.from(made[1]!))).not.toBe(0);
    }
  });

  it("serves the longest subset a page may link, and refuses a query its name does not carry", async () => {
    // As many scattered Chinese characters as one subset holds: its reference stays well inside a request line.
    const drawn = codePointsDrawnBy(
      "noto-sans-sc",
      Array.from({ length: 0x9fff - 0x4e00 }, (_, i) => 0x4e00 + i),
    );
    const many = drawn.filter((_, i) => i % 3 === 0).slice(0, maxWholeFaceCodePoints);
    const [longest] = wholeFaceSubsets("noto-sans-sc", many);
    expect(longest!.codePoints).toHaveLength(maxWholeFaceCodePoints);
    const res = await app.inject({ method: "GET", url: `/fonts/${longest!.reference}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe(woff2Magic);

    const [page] = wholeFaceSubsets("noto-sans-jp", [0x65e5, 0x672c]);
    const { name, code } = splitFontReference(page!.reference);
    for (const url of [
      `/fonts/${name}`, // no query
      `/fonts/${name}?c=${encodeCodePoints([0x65e5, 0x672d])}`, // another text under this name
      `/fonts/${name.replace(/\.c[0-9a-f]{16}\./, ".c0000000000000000.")}?c=${code}`, // another digest
      `/fonts/${page!.name.replace("noto-sans-jp-400", "noto-sans-jp-300")}?c=${code}`, // a face we do not have
    ]) {
      const refused = await app.inject({ method: "GET", url });
      expect(refused.statusCode, url).toBe(404);
    }
    // Characters the face does not draw are refused even under their own digest.
    const [devanagari] = wholeFaceSubsets("noto-sans-jp", [0x65e5]);
    const foreign = encodeCodePoints([0x915]);
    const renamed = devanagari!.name.replace(/\.c[0-9a-f]{16}\./, `.c${digestOf(foreign)}.`);
    expect((await app.inject({ method: "GET", url: `/fonts/${renamed}?c=${foreign}` })).statusCode).toBe(404);
    // A query longer than any page writes is a 400, before any work.
    const tooLong = await app.inject({
      method: "GET",
      url: `/fonts/${name}?c=${"1".repeat(6 * maxWholeFaceCodePoints + 1)}`,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

// What a published page links: its HTML with subsetFonts on, as /p/ renders it.
function publishedPage(content: PortfolioContent) {
  const site = renderSite(content, {
    theme: "minimal",
    showPoweredBy: false,
    poweredByUrl: "https://folio.example",
    standalone: true,
    subsetFonts: true,
    year: 2026,
  });
  const html = String(site.files.find((f) => f.path === "index.html")?.contents);
  const preload = /<link rel="preload" href="\/fonts\/([^"]+)" as="font"/.exec(html)?.[1];
  return { fonts: site.fonts, preload: String(preload) };
}

// The glyphs and advances HarfBuzz shapes a text into, at a weight: equal for the subset and the whole file when the
// subset kept every glyph and layout rule the text needs (Arabic joining forms, Devanagari conjuncts and matras).
function shaped(sfnt: Uint8Array, text: string, weight: number): string {
  const font = new hb.Font(new hb.Face(new hb.Blob(sfnt)));
  font.setVariations([new hb.Variation("wght", weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer
    .getGlyphPositions()
    .map((p) => `${p.xAdvance},${p.xOffset},${p.yOffset}`)
    .join(" ");
}

describe("GET /fonts/{subset}: a page's subset of the Arabic or Devanagari face", () => {
  for (const [language, content, texts] of [
    ["ar", arabicPortfolioFixture(), ["ليلى حداد", "مطوّرة واجهات أمامية", "عمّان، الأردن"]],
    [
      "hi",
      hindiPortfolioFixture(),
      [hindiPortfolioFixture().personal.fullName, hindiPortfolioFixture().personal.about],
    ],
  ] as const) {
    it(`${language}: is made from its name, a fraction of the whole file, and shapes the page's text as the whole file does`, async () => {
      const { preload, fonts } = publishedPage(content);
      const subset = parseSubsetFontName(preload);
      expect(subset, preload).toBeDefined();
      expect(fonts).toContain(preload);
      const res = await app.inject({ method: "GET", url: `/fonts/${preload}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("font/woff2");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe(woff2Magic);
      const wholeBytes = fontFileIndex().get(subset!.baseName)!.bytes;
      // Arabic letters join in a few forms, Devanagari ones into many conjuncts: the closure keeps more of the latter.
      expect(res.rawPayload.byteLength).toBeLessThan(wholeBytes / (language === "ar" ? 4 : 2));

      // Copies: the decoder's answer is a view of its memory, which the next call writes over.
      const sfnt = new Uint8Array(await decompress(res.rawPayload));
      const whole = await app.inject({ method: "GET", url: `/fonts/${subset!.baseName}` });
      const wholeSfnt = new Uint8Array(await decompress(whole.rawPayload));
      // Every character of the page the whole file draws, the subset draws (the others, such as the Arabic comma
      // Noto Sans Arabic lacks, fall to the next face in the stack either way).
      for (const cp of subset!.codePoints) {
        expect(fontHasGlyph(sfnt, cp), cp.toString(16)).toBe(fontHasGlyph(wholeSfnt, cp));
      }
      expect(subset!.codePoints.filter((cp) => fontHasGlyph(sfnt, cp)).length).toBeGreaterThan(20);
      // A letter of the script that the page does not use is not in it (it is a subset, not the whole file).
      const unused = Array.from({ length: 0x80 }, (_, i) => (language === "ar" ? 0x600 : 0x900) + i).find(
        (cp) => fontHasGlyph(wholeSfnt, cp) && !subset!.codePoints.includes(cp),
      );
      expect(unused).toBeDefined();
      expect(fontHasGlyph(sfnt, unused!)).toBe(false);
      // Word by word: a space is outside the face's range, drawn by the Latin face before it in the stack.
      for (const word of texts.flatMap((text) => text.split(/\s+/))) {
        for (const weight of [400, 700]) expect(shaped(sfnt, word, weight), word).toBe(shaped(wholeSfnt, word, weight));
      }
      // The variable weight axis is kept: bold is wider than regular.
      expect(shaped(sfnt, texts[0], 700)).not.toBe(shaped(sfnt, texts[0], 400));
    });
  }
});
