import { apiMessage, parsePeriod } from "@foliocraft/schemas";
import { AppError } from "../../../errors";
import { readCsv } from "./csv";
import { isZip, readZip, type ZipLimits } from "./safe-zip";
import type { ParsedResume, ResumeParser } from "./types";

// LinkedIn's data export ("Get a copy of your data"): a ZIP of CSV files, one per part of the profile. Read without
// any AI: each known file maps onto a JSON Resume section, and every other file is listed as ignored.

/** What a LinkedIn export may unpack to (its CSVs are small: a profile is kilobytes). */
export const linkedinZipLimits: ZipLimits = {
  fileBytes: 20 * 1024 * 1024,
  totalBytes: 60 * 1024 * 1024,
  files: 500,
  ratio: 200,
};

type Row = Record<string, string>;

/** The files this importer reads, by base name (lower case), with a column that identifies each one's header. */
const known = {
  "profile.csv": ["First Name"],
  "email addresses.csv": ["Email Address"],
  "phonenumbers.csv": ["Number"],
  "positions.csv": ["Company Name"],
  "education.csv": ["School Name"],
  "skills.csv": ["Name"],
  "projects.csv": ["Title"],
  "certifications.csv": ["Name"],
  "languages.csv": ["Name"],
  "honors.csv": ["Title"],
  "publications.csv": ["Name"],
  "volunteering.csv": ["Company Name"],
  "recommendations_received.csv": ["Text"],
} as const satisfies Record<string, readonly string[]>;

type KnownFile = keyof typeof known;

const baseName = (path: string) => (path.split("/").pop() ?? path).toLowerCase();

const v = (row: Row | undefined, column: string) => (row?.[column] ?? "").trim();

/** A LinkedIn date ("Jan 2020", "2020", "01/2020") as a JSON Resume date, or undefined. */
const isoDate = (text: string) => (text ? parsePeriod(text).startDate : undefined);

/** Start and end as JSON Resume dates; when either is not a date, the period in words. */
function dates(start: string, end: string): Record<string, string> {
  const from = isoDate(start);
  const to = isoDate(end);
  if ((start && !from) || (end && !to))
    return { period: [start, end || (start ? "Present" : "")].filter(Boolean).join(" – ") };
  return { ...(from ? { startDate: from } : {}), ...(to ? { endDate: to } : {}) };
}

/** A date on its own: the JSON Resume date, or the words as written. */
const singleDate = (text: string, key: string) => {
  const iso = isoDate(text);
  return iso ? { [key]: iso } : text ? { dateText: text } : {};
};

/** LinkedIn's list cells: "[PORTFOLIO:https://a.dev,OTHER:https://b.dev]" or "a, b". */
const listCell = (text: string) =>
  text
    .replace(/^\[|\]$/g, "")
    .split(/,(?=\s*(?:[A-Z_]+:)?\S)/)
    .map((item) => item.replace(/^[A-Z_]+:/, "").trim())
    .filter(Boolean);

/** The JSON Resume document of a LinkedIn export's CSV files. */
export function linkedinToJsonResume(files: Map<KnownFile, Row[]>): Record<string, unknown> {
  const rows = (name: KnownFile) => files.get(name) ?? [];
  const profile = rows("profile.csv")[0];
  const emails = rows("email addresses.csv");
  const email = emails.find((r) => /^yes$/i.test(v(r, "Primary"))) ?? emails[0];
  const websites = listCell(v(profile, "Websites")).filter((u) => /^https?:\/\//i.test(u));
  const twitter = listCell(v(profile, "Twitter Handles"));
  const resume: Record<string, unknown> = {
    basics: {
      name: [v(profile, "First Name"), v(profile, "Last Name")].filter(Boolean).join(" "),
      label: v(profile, "Headline"),
      summary: v(profile, "Summary"),
      email: v(email, "Email Address"),
      phone: v(rows("phonenumbers.csv")[0], "Number"),
      ...(websites[0] ? { url: websites[0] } : {}),
      ...(v(profile, "Geo Location") ? { location: { city: v(profile, "Geo Location") } } : {}),
      profiles: [
        ...twitter.map((handle) => ({ network: "Twitter", username: handle.replace(/^@/, "") })),
        ...websites.slice(1).map((url) => ({ network: "Website", url })),
      ],
    },
    work: rows("positions.csv").map((r) => ({
      name: v(r, "Company Name"),
      position: v(r, "Title"),
      location: v(r, "Location"),
      summary: v(r, "Description"),
      ...dates(v(r, "Started On"), v(r, "Finished On")),
    })),
    education: rows("education.csv").map((r) => ({
      institution: v(r, "School Name"),
      studyType: v(r, "Degree Name"),
      description: [v(r, "Notes"), v(r, "Activities")].filter(Boolean).join("\n"),
      ...dates(v(r, "Start Date"), v(r, "End Date")),
    })),
    skills: rows("skills.csv").map((r) => ({ name: v(r, "Name") })),
    projects: rows("projects.csv").map((r) => ({
      name: v(r, "Title"),
      description: v(r, "Description"),
      url: v(r, "Url"),
      ...dates(v(r, "Started On"), v(r, "Finished On")),
    })),
    certificates: rows("certifications.csv").map((r) => ({
      name: v(r, "Name"),
      issuer: v(r, "Authority"),
      url: v(r, "Url"),
      ...singleDate(v(r, "Started On"), "date"),
    })),
    languages: rows("languages.csv").map((r) => ({ language: v(r, "Name"), fluency: v(r, "Proficiency") })),
    awards: rows("honors.csv").map((r) => ({
      title: v(r, "Title"),
      summary: v(r, "Description"),
      ...singleDate(v(r, "Issued On"), "date"),
    })),
    publications: rows("publications.csv").map((r) => ({
      name: v(r, "Name"),
      publisher: v(r, "Publisher"),
      summary: v(r, "Description"),
      url: v(r, "Url"),
      ...singleDate(v(r, "Published On"), "releaseDate"),
    })),
    volunteer: rows("volunteering.csv").map((r) => ({
      organization: v(r, "Company Name"),
      position: v(r, "Role"),
      summary: [v(r, "Cause"), v(r, "Description")].filter(Boolean).join("\n"),
      ...dates(v(r, "Started On"), v(r, "Finished On")),
    })),
    references: rows("recommendations_received.csv")
      .filter((r) => !v(r, "Status") || /^visible$/i.test(v(r, "Status")))
      .map((r) => ({
        name: [v(r, "First Name"), v(r, "Last Name")].filter(Boolean).join(" "),
        reference: v(r, "Text"),
      })),
  };
  // A section LinkedIn's export did not hold is left out (the import then leaves that section alone).
  for (const [key, value] of Object.entries(resume)) if (Array.isArray(value) && value.length === 0) delete resume[key];
  if (!profile && emails.length === 0 && rows("phonenumbers.csv").length === 0) delete resume.basics;
  return resume;
}

/** LinkedIn's data export ZIP. */
export const linkedinParser: ResumeParser = {
  id: "linkedin",
  matches: ({ bytes }) => isZip(bytes),
  parse(bytes): ParsedResume {
    const entries = readZip(bytes, linkedinZipLimits);
    const files = new Map<KnownFile, Row[]>();
    const ignored: string[] = [];
    for (const [path, content] of entries) {
      const name = baseName(path);
      if (name in known) files.set(name as KnownFile, readCsv(path, content, known[name as KnownFile]));
      else ignored.push(path);
    }
    if (files.size === 0) throw new AppError("invalid-argument", apiMessage("resumeImportNotLinkedIn"));
    return { source: "linkedin", resume: linkedinToJsonResume(files), ignored: ignored.sort() };
  },
};
