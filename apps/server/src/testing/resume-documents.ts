import {
  arabicPortfolioFixture,
  chinesePortfolioFixture,
  hindiPortfolioFixture,
  japanesePortfolioFixture,
  parsePeriod,
  resumePortfolioFixture,
  type LanguageCode,
  type PortfolioContent,
  type ResumeDesign,
} from "@foliocraft/schemas";
import { formatPeriod, rendererStrings } from "@foliocraft/themes";
import {
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { renderResumePdf } from "../modules/resume-pdf/resume-pdf";
import type { TypstRenderer } from "../modules/resume-pdf/typst-renderer";

// Résumé files made from the shared portfolio fixtures, so what they hold is known field by field: PDFs drawn by
// Foliocraft's own résumé designs (Typst: one column, two columns), Word files written with the `docx` library in
// other layouts (a table of two columns, "Title at Company" lines, dates as MM/YYYY). Used by the import tests and
// by bench/resume-import.mjs.

/** A European-language copy of the English fixture: its headings, periods and texts as a person there writes them. */
function europeanFixture(language: "fr" | "es" | "de" | "pt" | "it"): PortfolioContent {
  const c = resumePortfolioFixture();
  const translations: Record<typeof language, [string, string, string, string, string]> = {
    fr: [
      "Ingénieure principale",
      "Ingénieure",
      "Licence d’informatique",
      "Université du Ghana",
      "Développeuse full-stack",
    ],
    es: ["Ingeniera sénior", "Ingeniera", "Grado en Informática", "Universidad de Ghana", "Desarrolladora full-stack"],
    de: ["Leitende Ingenieurin", "Ingenieurin", "B.Sc. Informatik", "Universität Ghana", "Full-Stack-Entwicklerin"],
    pt: [
      "Engenheira sênior",
      "Engenheira",
      "Bacharelado em Computação",
      "Universidade de Gana",
      "Desenvolvedora full-stack",
    ],
    it: ["Ingegnera senior", "Ingegnera", "Laurea in Informatica", "Università del Ghana", "Sviluppatrice full-stack"],
  };
  const words = translations[language];
  return {
    ...c,
    language,
    personal: { ...c.personal, title: words[4] },
    experience: [
      { ...c.experience[0]!, title: words[0] },
      { ...c.experience[1]!, title: words[1] },
    ],
    education: [{ ...c.education[0]!, degree: words[2], school: words[3] }],
  };
}

/** The shared fixture of each language: the English résumé fixture, its European copies, and the others. */
export function resumeFixtureContent(language: LanguageCode): PortfolioContent {
  switch (language) {
    case "en":
      return resumePortfolioFixture();
    case "zh":
      return chinesePortfolioFixture();
    case "ja":
      return japanesePortfolioFixture();
    case "hi":
      return hindiPortfolioFixture();
    case "ar":
      return arabicPortfolioFixture();
    default:
      return europeanFixture(language);
  }
}

/** The links a résumé of `content` shows: its social links and profiles. */
function linksOf(content: PortfolioContent): string[] {
  const urls = [
    ...Object.values(content.social).filter((u): u is string => Boolean(u?.trim())),
    ...(content.profiles ?? []).map((p) => p.url ?? "").filter(Boolean),
  ];
  return [...new Set(urls.map(normaliseLink))];
}

/** A link as compared: lower case, without a trailing slash. */
export const normaliseLink = (url: string) => url.trim().toLowerCase().replace(/\/+$/, "");

/** The start of an item's period as "YYYY" or "YYYY-MM" (its start date, or its period read). */
export function startOf(item: { startDate?: string | undefined; period?: string | undefined }): string {
  return (item.startDate ?? parsePeriod(item.period ?? "").startDate ?? "").slice(0, 7);
}

/** The fields a résumé import should recover, by kind (the bench's and the tests' yardstick). */
export interface ExpectedFields {
  name: string;
  title: string;
  email: string;
  phone: string;
  links: string[];
  jobTitles: string[];
  companies: string[];
  periods: string[];
  schools: string[];
}

/** What a résumé of `content` holds, field by field. */
export function expectedFieldsOf(content: PortfolioContent): ExpectedFields {
  return {
    name: content.personal.fullName,
    title: content.personal.title,
    email: content.personal.email,
    phone: content.personal.phone,
    links: linksOf(content),
    jobTitles: content.experience.map((e) => e.title),
    companies: content.experience.map((e) => e.company),
    periods: [...content.experience, ...content.education].map(startOf),
    schools: content.education.map((e) => e.school),
  };
}

/** Recovered over expected, per kind of field, from portfolio content an import produced. */
export function fieldRecovery(expected: ExpectedFields, got: PortfolioContent) {
  const gotLinks = new Set(linksOf(got));
  const gotPeriods = [...got.experience, ...got.education].map(startOf);
  const same = (a: string, b: string | undefined) => a.trim() !== "" && a.trim() === (b ?? "").trim();
  const score = {
    name: [same(expected.name, got.personal.fullName) ? 1 : 0, 1],
    title: [same(expected.title, got.personal.title) ? 1 : 0, 1],
    email: [same(expected.email, got.personal.email) ? 1 : 0, 1],
    phone: [expected.phone.replace(/\D/g, "") === got.personal.phone.replace(/\D/g, "") ? 1 : 0, 1],
    links: [expected.links.filter((l) => gotLinks.has(l)).length, expected.links.length],
    jobTitles: [
      expected.jobTitles.filter((t, i) => same(t, got.experience[i]?.title)).length,
      expected.jobTitles.length,
    ],
    companies: [
      expected.companies.filter((c, i) => same(c, got.experience[i]?.company)).length,
      expected.companies.length,
    ],
    periods: [expected.periods.filter((p, i) => p !== "" && p === gotPeriods[i]).length, expected.periods.length],
    schools: [expected.schools.filter((s, i) => same(s, got.education[i]?.school)).length, expected.schools.length],
  } satisfies Record<keyof ExpectedFields, [number, number]>;
  const found = Object.values(score).reduce((n, [f]) => n + f, 0);
  const total = Object.values(score).reduce((n, [, t]) => n + t, 0);
  return { score, found, total, percent: Math.round((found / total) * 1000) / 10 };
}

/** A PDF résumé of `content` in one of Foliocraft's designs. */
export async function resumePdfOf(
  renderer: TypstRenderer,
  content: PortfolioContent,
  design: ResumeDesign,
): Promise<Uint8Array> {
  const { pdf } = await renderResumePdf(renderer, content, { design, paper: "a4", photo: false });
  return pdf;
}

/** The Word layouts: one column with "Title at Company" lines and MM/YYYY dates, or a two-column table. */
export type DocxLayout = "one-column" | "two-column-table";

const numericPeriod = (period: string | undefined, present: string) => {
  const { startDate, endDate } = parsePeriod(period ?? "");
  const mmYyyy = (d: string) => (d.length >= 7 ? `${d.slice(5, 7)}/${d.slice(0, 4)}` : d);
  if (!startDate) return period ?? "";
  return `${mmYyyy(startDate)} – ${endDate ? mmYyyy(endDate) : present}`;
};

/** A Word (.docx) résumé of `content`, with headings in its language. */
export async function resumeDocxOf(content: PortfolioContent, layout: DocxLayout): Promise<Uint8Array> {
  const strings = rendererStrings(content.language);
  const s = strings.sections;
  const rtl = content.language === "ar";
  const p = (text: string, options: ConstructorParameters<typeof Paragraph>[0] & object = {}) =>
    new Paragraph({ bidirectional: rtl, ...options, children: [new TextRun(text)] });
  const heading = (text: string) => p(text, { heading: HeadingLevel.HEADING_2 });
  const bullet = (text: string) => p(text, { bullet: { level: 0 } });
  const period = (text: string | undefined) =>
    layout === "one-column"
      ? numericPeriod(text, strings.present)
      : formatPeriod(text ?? "", content.language, strings.present);
  const contact = [
    p(content.personal.email),
    p(content.personal.phone),
    p(content.personal.location),
    ...linksOf(content).map(
      (url) =>
        new Paragraph({
          children: [new ExternalHyperlink({ link: url, children: [new TextRun(url.replace(/^https:\/\//, ""))] })],
        }),
    ),
  ];
  const work = content.experience.flatMap((e) => [
    layout === "one-column" ? p(`${e.title} | ${e.company}`) : p(e.title, { heading: HeadingLevel.HEADING_3 }),
    ...(layout === "one-column" ? [] : [p(e.company)]),
    p(period(e.period)),
    ...(e.description ? [p(e.description)] : []),
    ...(e.highlights ?? []).map(bullet),
  ]);
  const education = content.education.flatMap((e) => [
    p(layout === "one-column" ? e.school : e.degree),
    p(layout === "one-column" ? e.degree : e.school),
    p(period(e.period)),
  ]);
  const skills = layout === "one-column" ? [p(content.skills.join(", "))] : content.skills.map(bullet);
  const main = [p(content.personal.about), heading(s.experience), ...work, heading(s.education), ...education];
  const header = [p(content.personal.fullName, { heading: HeadingLevel.TITLE }), p(content.personal.title)];
  const children =
    layout === "one-column"
      ? [...header, ...contact, ...main, heading(s.skills), ...skills]
      : [
          ...header,
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [...contact, heading(s.skills), ...skills] }),
                  new TableCell({ children: main }),
                ],
              }),
            ],
          }),
        ];
  const doc = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/** One résumé file of the bench and the tests. */
export interface ResumeDocument {
  id: string;
  language: LanguageCode;
  kind: "pdf" | "docx";
  layout: string;
  content: PortfolioContent;
  bytes(renderer: TypstRenderer): Promise<Uint8Array>;
}

/** The résumé files: PDFs in one and two columns and Word files in two layouts, across the ten languages. */
export function resumeDocuments(): ResumeDocument[] {
  const docs: ResumeDocument[] = [];
  const languages: LanguageCode[] = ["en", "fr", "es", "de", "pt", "it", "zh", "ja", "hi", "ar"];
  for (const language of languages) {
    const content = resumeFixtureContent(language);
    for (const design of ["single-column", "two-column"] as const) {
      docs.push({
        id: `${language}-pdf-${design}`,
        language,
        kind: "pdf",
        layout: design,
        content,
        bytes: (renderer) => resumePdfOf(renderer, content, design),
      });
    }
    for (const layout of ["one-column", "two-column-table"] as const) {
      docs.push({
        id: `${language}-docx-${layout}`,
        language,
        kind: "docx",
        layout,
        content,
        bytes: () => resumeDocxOf(content, layout),
      });
    }
  }
  return docs;
}
