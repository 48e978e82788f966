import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDocumentProxy } from "unpdf";
import { resumeFixtureContent, resumePdfOf } from "../../../testing/resume-documents";
import { resumeFontFiles } from "../../resume-pdf/resume-fonts";
import { createTypstRenderer } from "../../resume-pdf/typst-renderer";
import { parseResumeText } from "./resume-text/parse-resume-text";
import { linesOf } from "./pdf-lines";
import { pdfJsItems, readPdfText } from "./pdf-text";

// Résumé PDFs drawn by Foliocraft's own designs (Typst), as bench/resume-import.mjs makes them: Hindi is drawn as
// shaped glyphs with the text in ActualText spans, Arabic right to left with ReversedChars runs.
const renderer = createTypstRenderer({ fontFiles: resumeFontFiles });
const pdfs = new Map<string, Uint8Array>();

beforeAll(async () => {
  for (const language of ["hi", "ar", "en"] as const) {
    for (const design of ["single-column", "two-column"] as const) {
      pdfs.set(`${language}-${design}`, await resumePdfOf(renderer, resumeFixtureContent(language), design));
    }
  }
}, 120_000);
afterAll(() => renderer.close());

const pdf = (id: string) => pdfs.get(id)!;

describe("readPdfText", { timeout: 60_000 }, () => {
  it("reads Hindi from the ActualText spans, clusters whole and without made-up spaces", async () => {
    const { lines, lineLinks } = await readPdfText(pdf("hi-single-column"));
    expect(lines.slice(0, 2)).toEqual(["प्रिया शर्मा", "फ़ुल-स्टैक डेवलपर"]);
    expect(lines.slice(0, 2)).toEqual([
      resumeFixtureContent("hi").personal.fullName,
      resumeFixtureContent("hi").personal.title,
    ]);
    expect(lines).toContain("वरिष्ठ इंजीनियर    मार्च 2021 – वर्तमान");
    expect(lines).toContain("पुणे विश्वविद्यालय");
    expect(lineLinks).toContainEqual({ url: "https://project-1.example.com/", line: "परियोजना 1" });
  });

  it("reads Arabic right to left: marks once, lam–alef in order, Latin parts of a line in reading order", async () => {
    const { lines, lineLinks } = await readPdfText(pdf("ar-single-column"));
    expect(lines.slice(0, 3)).toEqual([
      "ليلى حداد",
      "مطوّرة واجهات أمامية",
      "ama@example.com · +233 20 123 4567 · عمّان، الأردن · ama.dev · GitHub · LinkedIn · X (Twitter) · Mastodon",
    ]);
    expect(lines.slice(0, 2)).toEqual([
      resumeFixtureContent("ar").personal.fullName,
      resumeFixtureContent("ar").personal.title,
    ]);
    expect(lines).toContain("مطوّرة أولى    مارس 2021 – الآن");
    expect(lines).toContain("الجامعة الأردنية");
    expect(lineLinks).toContainEqual({ url: "https://project-2.example.com/", line: "مشروع 2" });
  });

  it("puts each link of a two-column sidebar on its own line, and the parser gives projects their link", async () => {
    const text = await readPdfText(pdf("ar-two-column"));
    expect(text.lineLinks).toContainEqual({ url: "https://github.com/ama", line: "GitHub" });
    expect(text.lineLinks).toContainEqual({ url: "mailto:ama@example.com", line: "ama@example.com" });
    const { resume } = parseResumeText(text);
    expect(resume.projects).toMatchObject([
      { name: "مشروع 1", url: "https://project-1.example.com" },
      { name: "مشروع 2", url: "https://project-2.example.com" },
      { name: "مشروع 3", url: "https://project-3.example.com" },
    ]);
  });

  it("reads a Latin résumé as before: pdf.js's lines, every link once", async () => {
    const { lines, links, lineLinks } = await readPdfText(pdf("en-two-column"));
    expect(lines.slice(0, 2)).toEqual(["Ama Mensah", "Full-stack Developer"]);
    expect(links.filter((l) => l === "https://github.com/ama")).toHaveLength(1);
    expect(lineLinks).toContainEqual({ url: "https://github.com/ama", line: "GitHub" });
  });
});

describe("linesOf on pdf.js's own items of a right-to-left page", { timeout: 60_000 }, () => {
  it("orders each line right to left and keeps a mark pdf.js gives twice once", async () => {
    const doc = await getDocumentProxy(new Uint8Array(pdf("ar-single-column")));
    try {
      const items = pdfJsItems(await (await doc.getPage(1)).getTextContent());
      // pdf.js alone: visual order, and the shadda of "مطوّرة" as two zero-width items.
      const titleY = items.find((i) => i.str === "مط")!.y;
      const marks = items.filter((i) => i.str === "ّو" && i.width === 0 && Math.abs(i.y - titleY) < 1);
      expect(marks).toHaveLength(2);
      const lines = linesOf(items, "pdfjs-rtl").map((line) => line.text);
      expect(lines.slice(0, 2)).toEqual(["ليلى حداد", "مطوّرة واجهات أمامية"]);
      expect(lines).toContain("الجامعة الأردنية");
    } finally {
      await doc.destroy();
    }
  });
});
