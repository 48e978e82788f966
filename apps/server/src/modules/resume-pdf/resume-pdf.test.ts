import { afterAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import {
  arabicPortfolioFixture,
  chinesePortfolioFixture,
  hindiPortfolioFixture,
  resumeDesigns,
  resumePortfolioFixture,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { rendererStrings } from "@foliocraft/themes";
import { pdfObjectsText, readWithPoppler } from "../../testing/poppler";
import { resumeFontFiles } from "./resume-fonts";
import { createResumePdfService } from "./service";
import { createTypstRenderer } from "./typst-renderer";

const renderer = createTypstRenderer({ fontFiles: resumeFontFiles });
afterAll(() => renderer.close());

const photoAsset = "/assets/" + "a".repeat(64) + ".webp";
const photoBytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#3a7bd5" } })
  .webp()
  .toBuffer();

function serviceWith(photo: Uint8Array | undefined) {
  return createResumePdfService({
    renderer,
    asset: async () => (photo ? { contentType: "image/webp", data: photo } : undefined),
  });
}

const withPhoto = (content: PortfolioContent): PortfolioContent => ({
  ...content,
  personal: { ...content.personal, profilePicture: photoAsset },
});

// pdftotext breaks lines where the layout does, and marks right-to-left runs with embedding controls (U+202A–E):
// compare with every run of white space as one space, without the controls and our own isolates.
const flat = (text: string) =>
  text
    .replace(/[\u200b\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ")
    .trim();
// Chinese has no spaces between words, and a wrapped line puts one where the break was; in Devanagari poppler
// takes the gap before a mark it finds in some clusters for a space ("फ़ु ल"). Order and letters are compared whole.
const flatNoSpace = (text: string) => flat(text).replace(/\s+/g, "");

/**
 * An Arabic word as poppler prints it. Two poppler habits change a correct PDF's extracted Arabic: it reverses the
 * text of a lam-alef ligature ("لا" comes back "ال"), and it repeats a base letter carrying a shadda that the PDF
 * marks with ActualText. So a word is compared by its letters (no marks or punctuation), as a set: each word must still
 * come back whole, as one word, with no letter missing or foreign.
 */
const arabicLetters = (word: string) => [...new Set(word.replace(/[^\p{L}\p{N}]/gu, ""))].sort().join("");

/**
 * The position after `expected`'s words found in order among `words` (each by its letters), or -1 when one is missing
 * or out of order: a right-to-left text must come back in reading order, not only as its words.
 */
function indexAfterInOrder(words: string[], expected: string): number {
  let at = 0;
  for (const word of expected.split(/[\s،.]+/).filter(Boolean)) {
    const found = words.indexOf(arabicLetters(word), at);
    if (found < 0) return -1;
    at = found + 1;
  }
  return at;
}

const fixtures = {
  en: resumePortfolioFixture(),
  ar: arabicPortfolioFixture(),
  hi: hindiPortfolioFixture(),
  zh: chinesePortfolioFixture(),
} as const;

/** The texts each fixture's résumé must give back, in order within each text. */
function expectedTexts(content: PortfolioContent): string[] {
  return [
    content.personal.fullName,
    content.personal.title,
    content.personal.about,
    ...content.experience.flatMap((e) => [e.title, e.company]),
    ...content.education.map((e) => e.degree),
    ...content.skills,
  ];
}

describe.each(resumeDesigns)("the %s design", (design) => {
  it.each(Object.keys(fixtures) as (keyof typeof fixtures)[])(
    "makes a tagged, embedded, selectable PDF of the %s fixture",
    async (language) => {
      const content = withPhoto(fixtures[language]);
      const { pdf, pages } = await serviceWith(photoBytes).generate(content, { design, paper: "a4", photo: true });
      const report = await readWithPoppler(pdf);

      expect(report.info.Tagged).toBe("yes");
      expect(report.info.Pages).toBe(String(pages));
      expect(report.info["Page size"]).toContain("(A4)");
      expect(report.info.Title).toBe(`${content.personal.fullName} — ${rendererStrings(language).sections.resume}`);
      expect(report.fonts.length).toBeGreaterThan(0);
      expect(report.fonts.filter((f) => !f.embedded)).toEqual([]);
      // Only subsets are embedded (the tag before the name): the Chinese face alone is 10 MB whole.
      expect(report.fonts.every((f) => /^[A-Z]{6}\+/.test(f.name))).toBe(true);

      const objects = pdfObjectsText(pdf);
      expect(objects).toMatch(new RegExp(`/Lang\\s*\\(${language}`));
      expect(objects).toMatch(/\/Alt\s*[(<]/);

      if (language === "ar") {
        const words = flat(report.text).split(" ").map(arabicLetters);
        for (const text of expectedTexts(content)) {
          for (const word of text.split(/[\s،.]+/).filter(Boolean)) expect(words).toContain(arabicLetters(word));
          // In reading order: each text's words one after the other, not reversed as they are drawn right to left.
          expect(indexAfterInOrder(words, text), text).toBeGreaterThan(0);
        }
      } else if (language === "zh" || language === "hi") {
        for (const text of expectedTexts(content)) expect(flatNoSpace(report.text)).toContain(flatNoSpace(text));
      } else {
        for (const text of expectedTexts(content)) expect(flat(report.text)).toContain(flat(text));
      }

      expect(report.urls).toContain(`mailto:${content.personal.email}`);
      for (const link of Object.values(content.social)) expect(report.urls).toContain(link);
    },
  );
});

describe("a mixed-direction line", () => {
  // A Latin product name and numbers inside Arabic: the line comes back as one line, in reading order, the number's
  // digits not reversed. Poppler marks the left-to-right runs with embedding controls and can drop the space at a
  // run's end ("Paystack\u202cمنذ"), so a Latin letter or digit touching an Arabic letter is taken as a word's edge.
  const lineWords = (line: string) =>
    flat(line)
      .replace(/(?<=[A-Za-z0-9])(?=\p{Script=Arabic})|(?<=\p{Script=Arabic})(?=[A-Za-z0-9])/gu, " ")
      .split(" ")
      .map(arabicLetters)
      .join(" ");

  it.each(resumeDesigns)("keeps its order in the %s design", async (design) => {
    const title = "مهندسة برمجيات في Paystack منذ 2021";
    const base = arabicPortfolioFixture();
    const content = { ...base, personal: { ...base.personal, title } };
    const { pdf } = await serviceWith(undefined).generate(content, { design, paper: "a4", photo: false });
    const report = await readWithPoppler(pdf);
    expect(report.text.split("\n").map(lineWords)).toContain(lineWords(title));
    expect(flat(report.text)).toContain(content.personal.phone);
  });
});

describe("a long résumé", () => {
  it.each(resumeDesigns)("runs to two pages in the %s design, on US Letter too", async (design) => {
    const content = withPhoto(resumePortfolioFixture());
    for (const paper of ["a4", "letter"] as const) {
      const { pdf } = await serviceWith(photoBytes).generate(content, { design, paper, photo: true });
      const report = await readWithPoppler(pdf);
      expect(report.info.Pages).toBe("2");
      expect(report.info["Page size"]).toContain(paper === "a4" ? "(A4)" : "(letter)");
      expect(report.info.Tagged).toBe("yes");
      expect(report.urls).toContain("https://paystack.com");
    }
  });
});

describe("bad input", () => {
  it("leaves out a photo that does not decode and still makes the résumé", async () => {
    const content = withPhoto(resumePortfolioFixture());
    const broken = new Uint8Array(Buffer.from("RIFF\u0000\u0000\u0000WEBPnot really a picture"));
    const { pdf } = await serviceWith(broken).generate(content, { design: "two-column", paper: "a4", photo: true });
    const report = await readWithPoppler(pdf);
    expect(report.info.Tagged).toBe("yes");
    expect(flat(report.text)).toContain("Ama Mensah");
    expect(pdfObjectsText(pdf)).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it("prints the photo only when the owner wants it", async () => {
    const content = withPhoto(resumePortfolioFixture());
    const on = await serviceWith(photoBytes).generate(content, { design: "single-column", paper: "a4", photo: true });
    const off = await serviceWith(photoBytes).generate(content, { design: "single-column", paper: "a4", photo: false });
    expect(pdfObjectsText(on.pdf)).toMatch(/\/Subtype\s*\/Image/);
    expect(pdfObjectsText(off.pdf)).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it("breaks extremely long words and prints 200 skills", async () => {
    const content = resumePortfolioFixture();
    const word = "Supercalifragilistic".repeat(12);
    const heavy: PortfolioContent = {
      ...content,
      personal: { ...content.personal, about: `${word} ${word}`, title: word },
      skills: Array.from({ length: 200 }, (_, i) => `Skill${i + 1}`),
    };
    for (const design of resumeDesigns) {
      const { pdf } = await serviceWith(undefined).generate(heavy, { design, paper: "letter", photo: false });
      const report = await readWithPoppler(pdf);
      expect(report.info.Tagged).toBe("yes");
      const text = flat(report.text);
      expect(text).toContain("Skill1 ");
      expect(text).toContain("Skill200");
      // Every character of the long word is printed (broken across lines, never cut off at the margin).
      expect(text.replace(/[\s-]/g, "")).toContain(word);
    }
  });

  it("prints Typst markup in a name as text, never running it", async () => {
    const content = resumePortfolioFixture();
    const name = '#read("/etc/passwd") *bold* $x$ <label> @ref';
    const { pdf } = await serviceWith(undefined).generate(
      { ...content, personal: { ...content.personal, fullName: name } },
      { design: "compact", paper: "a4", photo: false },
    );
    expect(flat((await readWithPoppler(pdf)).text)).toContain(name);
  });
});
