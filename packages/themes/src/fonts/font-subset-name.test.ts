import { describe, expect, it } from "vitest";
import {
  codePointRanges,
  decodeCodePoints,
  encodeCodePoints,
  maxSubsetCodeLength,
  maxSubsetCodePoints,
  parseSubsetFontName,
  parseUnicodeRange,
  subsetFontName,
  subsettableFiles,
  unicodeRangeOf,
  unicodeRangeWithout,
  validSubsetRequest,
} from "./font-subset-name";
import { fontFamilies, fontSubsets } from "./font-registry";

const arabicFile = fontSubsets("noto-sans-arabic")[0]!.files[0]!.name;
const devanagariFile = fontSubsets("noto-sans-devanagari")[0]!.files[0]!.name;
const latinFile = fontSubsets("inter")[0]!.files[0]!.name;
const latinExtFile = fontSubsets("inter")[1]!.files[0]!.name;
const codePointsOf = (text: string) => [...new Set([...text].map((ch) => ch.codePointAt(0)!))];

describe("code point codes", () => {
  it("round-trips any set, written as its sorted maximal ranges", () => {
    const sets = [
      [0x627],
      [0x60c, 0x61f, ...Array.from({ length: 26 }, (_, i) => 0x621 + i), 0x644, 0x200c],
      codePointsOf("मैं तेज़ और सुलभ वेब ऐप बनाती हूँ।").filter((cp) => cp >= 0x900),
      [0x1ee00, 0x1ee01, 0x1ee05, 0x10ffff],
      [0, 1, 2, 0x10ffff],
    ];
    for (const set of sets) {
      const sorted = [...new Set(set)].sort((a, b) => a - b);
      const code = encodeCodePoints([...set].reverse());
      expect(code).toMatch(/^[0-9a-v]+$/);
      expect(decodeCodePoints(code), code).toEqual(sorted);
    }
    expect(codePointRanges([1, 2, 3, 5, 7, 8])).toEqual([
      [1, 3],
      [5, 5],
      [7, 8],
    ]);
  });

  it("spells a script's letters in a few characters: near numbers take one digit", () => {
    // U+0621–063A and U+0641–064A: start (3 digits), length, gap, length.
    const letters = [
      ...Array.from({ length: 26 }, (_, i) => 0x621 + i),
      ...Array.from({ length: 10 }, (_, i) => 0x641 + i),
    ];
    expect(encodeCodePoints(letters)).toBe("mi1h959");
  });

  it("refuses every code it would not write, so one subset has one name", () => {
    for (const code of ["", "g0", "mg1p", "mg1", "mg1p5x9", "MG1P59", "vvvvvvv0", "0" + "vvvvv0"]) {
      expect(decodeCodePoints(code), code).toBeUndefined();
    }
    // More than the bound, however short the code.
    const firstOnes = (count: number) => encodeCodePoints(Array.from({ length: count }, (_, i) => i));
    expect(firstOnes(maxSubsetCodePoints + 1)).toHaveLength(4);
    expect(decodeCodePoints(firstOnes(maxSubsetCodePoints + 1))).toBeUndefined();
    expect(decodeCodePoints(firstOnes(maxSubsetCodePoints))).toHaveLength(maxSubsetCodePoints);
  });
});

describe("subset names", () => {
  it("names a subset after its base file and parses back to it", () => {
    const codePoints = codePointsOf("أبني تطبيقات ويب سريعة").filter((cp) => cp >= 0x600);
    const name = subsetFontName(arabicFile, codePoints, [4, 7])!;
    expect(name).toMatch(/^noto-sans-arabic-arabic-wght-normal\.[0-9a-f]{10}\.w47\.s[0-9a-v]+\.woff2$/);
    expect(parseSubsetFontName(name)).toEqual({
      baseName: arabicFile,
      weights: [4, 7],
      codePoints: [...codePoints].sort((a, b) => a - b),
    });
    expect(validSubsetRequest(name)?.baseName).toBe(arabicFile);
    // Without weights, the whole axis.
    expect(subsetFontName(arabicFile, codePoints)).toBe(name.replace(".w47.", ".w19."));
  });

  it("falls back to the whole file (no name) past the length or count bound, or with nothing to hold", () => {
    expect(subsetFontName(arabicFile, [])).toBeUndefined();
    // Every other code point: one range each, far past the length bound.
    const scattered = Array.from({ length: 100 }, (_, i) => 0x600 + 2 * i);
    expect(encodeCodePoints(scattered).length).toBeGreaterThan(maxSubsetCodeLength);
    expect(subsetFontName(arabicFile, scattered)).toBeUndefined();
    const many = Array.from({ length: maxSubsetCodePoints + 1 }, (_, i) => 0xfb50 + i);
    expect(encodeCodePoints(many).length).toBeLessThan(maxSubsetCodeLength);
    expect(subsetFontName(arabicFile, many)).toBeUndefined();
    expect(subsetFontName(arabicFile, many.slice(1))).toBeDefined();
  });

  it("refuses names of files that are not subset, code points outside the file, and foreign shapes", () => {
    const arabicName = subsetFontName(arabicFile, [0x627, 0x644])!;
    const bad = [
      // A Latin Extended file (only a family's basic Latin slice is subset), and a Devanagari file asked for Arabic.
      subsetFontName(latinExtFile, [0x100])!,
      // A Latin file asked for an Arabic letter.
      subsetFontName(latinFile, [0x627])!,
      subsetFontName(devanagariFile, [0x627])!,
      // Arabic file, Latin letter.
      subsetFontName(arabicFile, [0x41, 0x627])!,
      arabicName.replace(/\.[0-9a-f]{10}\./, ".0000000000."),
      arabicName.replace(".woff2", ".ttf"),
      // Weights upside down, or outside the axis.
      arabicName.replace(".w19.", ".w74."),
      arabicName.replace(".w19.", ".w09."),
      arabicName.toUpperCase(),
      `../${arabicName}`,
      arabicFile,
    ];
    for (const name of bad) expect(validSubsetRequest(name), name).toBeUndefined();
    expect(validSubsetRequest(subsetFontName(devanagariFile, [0x915, 0x94d, 0x937])!)).toBeDefined();
    expect(validSubsetRequest(subsetFontName(latinFile, [0x41, 0x62], [4, 7])!)).toBeDefined();
  });
});

describe("subsettableFiles", () => {
  it("names every subset within a file name's 255 bytes, however long its code", () => {
    for (const name of subsettableFiles().keys()) {
      const longest = `${name.replace(/\.woff2$/, "")}.w47.s${"v".repeat(maxSubsetCodeLength - 1)}0.woff2`;
      expect(new TextEncoder().encode(longest).length, name).toBeLessThanOrEqual(255);
    }
  });

  it("is the Arabic and Devanagari files and each Latin family's basic Latin slice; never a CJK slice", () => {
    const files = new Map(subsettableFiles());
    const latinSlices = fontFamilies
      .filter((f) => f.script === "latin")
      .flatMap((f) =>
        fontSubsets(f.id)
          .find((s) => s.subset === "latin")!
          .files.map((file) => file.name),
      );
    expect(latinSlices.length).toBeGreaterThan(10);
    expect([...files.keys()].sort()).toEqual([arabicFile, devanagariFile, ...latinSlices].sort());
    for (const name of [arabicFile, devanagariFile]) expect(files.get(name)!.axis, name).toEqual([1, 9]);
    // font-css.ts scans a page for script characters from U+0600 up: where the Arabic and Devanagari ranges start.
    for (const name of [arabicFile, devanagariFile]) {
      expect(Math.min(...files.get(name)!.ranges.map(([from]) => from)), name).toBeGreaterThanOrEqual(0x600);
    }
    const slice = fontSubsets("noto-sans-sc")[0]!.files[0]!.name;
    const chineseSlice = subsetFontName(slice, [
      parseUnicodeRange(fontSubsets("noto-sans-sc")[0]!.unicodeRange)[0]![0],
    ]);
    expect(validSubsetRequest(String(chineseSlice))).toBeUndefined();
  });
});

describe("unicode-range", () => {
  it("reads fontsource's lists and writes a subset's exact code points", () => {
    expect(parseUnicodeRange("U+0600-06FF,U+200C,U+1EE2?")).toEqual([
      [0x600, 0x6ff],
      [0x200c, 0x200c],
      [0x1ee20, 0x1ee2f],
    ]);
    expect(unicodeRangeOf([0x644, 0x627, 0x628, 0x629, 0x200c])).toBe("U+627-629,U+644,U+200C");
  });

  it("leaves code points out of a list, splitting its ranges", () => {
    const list = "U+0100-02BA,U+20A0-20AB,U+20AD-20C0,U+2113";
    expect(unicodeRangeWithout(list, new Set())).toBe(list);
    expect(unicodeRangeWithout(list, new Set([0x20b9, 0x2113, 0x100, 0x41]))).toBe(
      "U+101-2BA,U+20A0-20AB,U+20AD-20B8,U+20BA-20C0",
    );
    expect(unicodeRangeWithout("U+20B9", new Set([0x20b9]))).toBe("");
    expect(unicodeRangeWithout("U+20B8-20BA", new Set([0x20b8, 0x20ba]))).toBe("U+20B9");
  });
});
