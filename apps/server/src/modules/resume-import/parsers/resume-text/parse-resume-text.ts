import { findPeriod, parsePeriodText, type FoundPeriod } from "./dates";
import { sectionOfHeading, type TextSection } from "./headings";

// The rule-based reading of a résumé's text (from a PDF's text layer or a Word document): the header (name, title,
// contact details), then each section found by its heading, each section's entries split on their periods and
// layout (titles, organisations, bullets). No AI: the same text always gives the same result.

/** The text of a résumé as extracted: its lines in reading order and the link targets the file holds. */
export interface ResumeText {
  lines: string[];
  /** Hyperlink targets (a PDF's link annotations, a Word document's links), which the visible text may not show. */
  links: string[];
  /** A PDF's links with the text of the line each sits on (a project's name), when the reader could place them. */
  lineLinks?: { url: string; line: string }[];
}

/** What the rules read: a JSON Resume document and the lines they could not place. */
export interface RuleParse {
  resume: Record<string, unknown>;
  unread: string[];
}

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const phonePattern = /(?:\+|\(\d)?[\d()][\d\s().-]{6,}\d/u;
const bulletPattern = /^\s*[•●▪■◦‣∙·*–—-]\s*/u;
const separators = /\s*(?:[|·•]|\s{3,}|\t)\s*/u;

const networks: [RegExp, string][] = [
  [/github\.com/i, "GitHub"],
  [/gitlab\.com/i, "GitLab"],
  [/linkedin\.com/i, "LinkedIn"],
  [/(?:twitter|x)\.com/i, "Twitter"],
  [/stackoverflow\.com/i, "Stack Overflow"],
  [/dribbble\.com/i, "Dribbble"],
  [/behance\.net/i, "Behance"],
  [/medium\.com/i, "Medium"],
  [/dev\.to/i, "DEV"],
  [/youtube\.com/i, "YouTube"],
  [/instagram\.com/i, "Instagram"],
  [/mastodon\.|@[\w-]+$/i, "Mastodon"],
  [/soundcloud\.com/i, "SoundCloud"],
  [/codepen\.io/i, "CodePen"],
  [/kaggle\.com/i, "Kaggle"],
];

/** A header label that stands for a link (the text of a PDF's "GitHub" link, "X (Twitter)"). */
const linkLabel =
  /^(github|gitlab|linkedin|x|x \(twitter\)|twitter|stack overflow|dribbble|behance|medium|dev|youtube|instagram|mastodon|soundcloud|codepen|kaggle|website|site web|sitio web|site|webseite|sito web|الموقع|网站|ウェブサイト|वेबसाइट|portfolio)$/iu;

/** Text cleaned of the invisible marks PDFs carry (bidi isolates, zero-width spaces, soft hyphens). */
const clean = (line: string) =>
  line
    .normalize("NFC")
    .replace(/[\u200b\u00ad\u200e\u200f\u2066-\u2069\ufeff]/g, "")
    .replace(/\s+/gu, " ")
    .trim();

const isEmail = (text: string) => emailPattern.test(text);
const isPhone = (text: string) => {
  const m = phonePattern.exec(text);
  return m !== null && m[0].replace(/\D/g, "").length >= 7 && m[0].length >= text.replace(/^[^\d+(]+/u, "").length - 2;
};
const isUrl = (text: string) =>
  /^(?:https?:\/\/|www\.)\S+$|^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|dev|io|org|net|me|app|co|xyz|page|site|tech)(?:\/\S*)?$/iu.test(
    text,
  );

const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url.replace(/^\/+/, "")}`);

/** A line of the header split into its parts ("ama@x.dev · +233 20 · Accra" → three parts). */
const partsOf = (line: string) =>
  line
    .split(separators)
    .map((p) => p.trim())
    .filter(Boolean);

interface Entry {
  header: string[];
  period?: FoundPeriod;
  bullets: string[];
  body: string[];
}

/** A body line (a sentence) rather than a title or an organisation: long, or ending a sentence. */
const isProse = (line: string) =>
  [...line].length > 60 ||
  line.split(/\s+/u).length >= 9 ||
  /[.!?。！？।]$/u.test(line) ||
  (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(line) && [...line].length > 30);

/** Splits a section's lines into entries: a new one starts at a short line after a finished entry's period or bullets. */
function entriesOf(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  let current: Entry | undefined;
  let lastWasBullet = false;
  const start = () => {
    current = { header: [], bullets: [], body: [] };
    entries.push(current);
    return current;
  };
  for (const line of lines) {
    const bullet = bulletPattern.test(line) && !parsePeriodText(line.replace(bulletPattern, ""));
    if (bullet) {
      (current ?? start()).bullets.push(line.replace(bulletPattern, "").trim());
      lastWasBullet = true;
      continue;
    }
    // A wrapped bullet: the line goes on with a lower-case letter.
    if (lastWasBullet && current && /^\p{Ll}/u.test(line)) {
      current.bullets[current.bullets.length - 1] += ` ${line}`;
      continue;
    }
    lastWasBullet = false;
    // A wrapped sentence: the body goes on with a lower-case letter or after a line that did not end one.
    if (current && current.body.length > 0 && /^\p{Ll}/u.test(line)) {
      current.body[current.body.length - 1] += ` ${line}`;
      continue;
    }
    const found = findPeriod(line);
    const e = current ?? start();
    const finished = e.bullets.length > 0 || e.body.length > 0;
    if (found) {
      const entry = finished || e.period ? start() : e;
      entry.period = found.period;
      if (found.rest) entry.header.push(found.rest);
      continue;
    }
    if (isProse(line)) {
      e.body.push(line);
      continue;
    }
    // A short line after an entry that has its period and a heading is the next entry's title.
    const named = e.header.length >= 2 || (e.header.length === 1 && titleAtOrg.test(e.header[0]!));
    const entry = finished || (e.period && named) ? start() : e;
    entry.header.push(line);
  }
  return entries.filter((e) => e.header.length > 0 || e.bullets.length > 0 || e.body.length > 0);
}

const schoolWords =
  /universit|université|universidad|universidade|università|hochschule|college|school|institut|académie|academy|escuela|escola|école|scuola|politecnico|polytechnic|جامعة|معهد|كلية|大学|学院|学校|विश्वविद्यालय|महाविद्यालय|संस्थान|विद्यालय|高校|専門学校/iu;

/** "Title at Company" in the ten languages, or "Title | Company": a line naming both. */
const titleAtOrg = /^(.+?)\s+(?:at|chez|en|em|bei|presso|@|في|في شركة|में|の)\s+(.+)$|^(.+?)\s+\|\s+(.+)$/u;

/** "Title at Company", "Title | Company", "Title — Company", "Title, Company": a title and an organisation. */
function splitTitleLine(line: string): [string, string] {
  const named = titleAtOrg.exec(line);
  if (named) return [(named[1] ?? named[3] ?? "").trim(), (named[2] ?? named[4] ?? "").trim()];
  const m = /^(.+?)\s*(?:[·,]|\s[—–-]\s)\s*(.+)$/u.exec(line);
  return m ? [m[1]!.trim(), m[2]!.trim()] : [line, ""];
}

/** An organisation line "Acme · Accra" or "Acme, Accra": the organisation and the place. */
function orgAndPlace(line: string): [string, string] {
  const parts = line.split(/\s*[·|]\s*/u).filter(Boolean);
  return [parts[0] ?? "", parts.slice(1).join(", ")];
}

// Dates when the period was read (the portfolio then prints it in its own language), the words as written otherwise.
function datesOf(period: FoundPeriod | undefined) {
  if (!period) return {};
  if (!period.startDate || period.startDate === period.endDate) return { period: period.text };
  return {
    startDate: period.startDate,
    ...(period.endDate && !period.ongoing ? { endDate: period.endDate } : {}),
  };
}

const joined = (lines: string[]) => lines.join(" ").trim();

function workOf(entries: Entry[]) {
  return entries.map((e) => {
    let [title = "", org = ""] = e.header;
    if (!org) [title, org] = splitTitleLine(title);
    const [company, location] = orgAndPlace(org);
    return {
      position: title,
      name: company,
      ...(location ? { location } : {}),
      ...datesOf(e.period),
      ...(e.body.length ? { summary: joined(e.body) } : {}),
      ...(e.bullets.length ? { highlights: e.bullets } : {}),
      ...(e.header.length > 2 ? { description: e.header.slice(2).join(" ") } : {}),
    };
  });
}

function educationOf(entries: Entry[]) {
  return entries.map((e) => {
    let [first = "", second = ""] = e.header;
    if (!second) [first, second] = splitTitleLine(first);
    // Degree then school is the usual order; a line naming a university or school is the school either way.
    const schoolFirst = schoolWords.test(first) && !schoolWords.test(second);
    const [degree, schoolLine] = schoolFirst ? [second, first] : [first, second];
    const [institution, score] = orgAndPlace(schoolLine);
    return {
      institution,
      studyType: degree,
      ...(score ? { score } : {}),
      ...datesOf(e.period),
      ...(e.body.length ? { description: joined(e.body) } : {}),
      ...(e.bullets.length ? { courses: e.bullets } : {}),
    };
  });
}

function projectsOf(entries: Entry[], links: string[], lineLinks: ResumeText["lineLinks"] = []) {
  return entries.map((e) => {
    const [name = "", detail = ""] = e.header;
    // The link drawn on the project's name line, else one whose address spells the name ("project-1.example.com").
    const url =
      lineLinks
        .find((l) => name && /^https?:\/\//i.test(l.url) && clean(l.line).includes(name))
        ?.url.replace(/\/$/, "") ??
      links.find((l) => name && l.toLowerCase().includes(name.toLowerCase().replace(/\s+/g, "-")));
    // "Client · React, Fastify" names the organisation and the tools; "React, Fastify" only the tools.
    const [entity, technologies] = detail.includes("·") || !detail.includes(",") ? orgAndPlace(detail) : ["", detail];
    return {
      name,
      ...(entity ? { entity } : {}),
      ...(technologies || detail.includes(",")
        ? { keywords: (technologies || detail).split(/\s*,\s*/u).filter(Boolean) }
        : {}),
      ...datesOf(e.period),
      ...(e.body.length ? { description: joined(e.body) } : {}),
      ...(e.bullets.length ? { highlights: e.bullets } : {}),
      ...(url ? { url } : {}),
    };
  });
}

function namedOf(entries: Entry[], keys: { name: string; by: string; date: string; text?: string }) {
  return entries.map((e) => {
    let [name = "", by = ""] = e.header;
    if (!by) [name, by] = splitTitleLine(name);
    const date = e.period?.startDate;
    return {
      [keys.name]: name,
      ...(by ? { [keys.by]: by } : {}),
      ...(date ? { [keys.date]: date } : e.period ? { dateText: e.period.text } : {}),
      ...(keys.text && (e.body.length || e.bullets.length) ? { [keys.text]: joined([...e.body, ...e.bullets]) } : {}),
    };
  });
}

/** A line's items between separators, keeping what is in parentheses together ("Music (Highlife, Production)"). */
function itemsOf(line: string, separator: RegExp): string[] {
  const items: string[] = [];
  let depth = 0;
  let item = "";
  for (const char of line.replace(bulletPattern, "")) {
    if (/[(（]/u.test(char)) depth += 1;
    if (/[)）]/u.test(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && separator.test(char)) {
      items.push(item);
      item = "";
    } else item += char;
  }
  items.push(item);
  return items.map((t) => t.trim()).filter(Boolean);
}

const listSeparator = /[,;،、，；|•·]/u;

/** The items of a list section ("TypeScript, React · Node.js", one per line, or bulleted). */
const tagsOf = (lines: string[]) => lines.flatMap((line) => itemsOf(line, listSeparator));

/** "Music (Highlife, Production)": a name and its keywords. */
function interestsOf(lines: string[]) {
  return tagsOf(lines).map((item) => {
    const m = /^(.+?)\s*[(（](.+)[)）]$/u.exec(item);
    return m ? { name: m[1]!.trim(), keywords: m[2]!.split(/\s*[,،、，]\s*/u) } : { name: item };
  });
}

/** Words that say how well a language is spoken, in the ten languages (and CEFR levels). */
const fluencyWords =
  /^(?:[abc][12]|native|native speaker|mother tongue|bilingual|fluent|proficient|professional|full professional|conversational|intermediate|basic|elementary|beginner|advanced|langue maternelle|maternelle|natif|native|bilingue|courant|intermédiaire|notions|débutant|nativo|nativa|lengua materna|fluido|fluida|avanzado|intermedio|básico|língua materna|fluente|avançado|intermediário|muttersprache|fließend|verhandlungssicher|gut|grundkenntnisse|madrelingua|fluente|buono|discreto|母语|流利|熟练|良好|基础|母語|ネイティブ|ビジネス|ビジネスレベル|日常会話|流暢|اللغة الأم|لغة أم|طلاقة|بطلاقة|متوسط|مبتدئ|متقدم|मातृभाषा|धाराप्रवाह|मूल|प्रवाह|मध्यम|बुनियादी)$/iu;

/** "English — Native", "Français (C1)", "English · Native · Twi · Native": languages and their fluency. */
function languagesOf(lines: string[]) {
  const out: { language: string; fluency?: string }[] = [];
  for (const item of tagsOf(lines)) {
    const m = /^(.+?)\s*(?:[(（](.+)[)）]|[:：—–-]\s*(.+))$/u.exec(item);
    const last = out.at(-1);
    if (m) out.push({ language: m[1]!.trim(), fluency: (m[2] ?? m[3] ?? "").trim() });
    else if (last && !last.fluency && fluencyWords.test(item)) last.fluency = item;
    else out.push({ language: item });
  }
  return out;
}

const levelWords =
  /^(?:expert|advanced|intermediate|beginner|proficient|experto|avanzado|avançado|experte|avancé|fortgeschritten|esperto|avanzato|专家|精通|熟练|上級|エキスパート|خبير|متقدم|विशेषज्ञ|उन्नत)$/iu;

/** Skill groups as printed: a name, maybe a level, then the keywords ("Web development / Expert / TypeScript, React"). */
function skillGroupsOf(lines: string[]) {
  const groups: { name: string; level?: string; keywords: string[] }[] = [];
  for (const line of lines.map((l) => l.replace(bulletPattern, ""))) {
    const group = groups.at(-1);
    if (group && !group.level && group.keywords.length === 0 && levelWords.test(line)) group.level = line;
    else if (
      group &&
      (listSeparator.test(line) || group.keywords.length === 0) &&
      (group.level || listSeparator.test(line))
    )
      group.keywords.push(...itemsOf(line, listSeparator));
    else groups.push({ name: line, keywords: [] });
  }
  return groups.map((g) => ({ name: g.name, ...(g.level ? { level: g.level } : {}), keywords: g.keywords }));
}

/** Reads a résumé's text with rules: header, sections by heading, entries by period and layout. */
export function parseResumeText(input: ResumeText): RuleParse {
  const lines = input.lines.map(clean).filter(Boolean);
  const bySection = new Map<TextSection, string[]>();
  const header: string[] = [];
  let section: TextSection | undefined;
  for (const line of lines) {
    const heading = sectionOfHeading(line);
    if (heading) {
      section = heading;
      if (!bySection.has(heading)) bySection.set(heading, []);
      continue;
    }
    if (section) bySection.get(section)!.push(line);
    else header.push(line);
  }

  const unread: string[] = [];
  const basics: Record<string, unknown> = {};
  const links = new Set<string>();
  // In a two-column layout the summary may follow the sidebar's last list: prose in a list section is the summary.
  for (const name of ["skills", "languages", "interests", "skillGroups"] as const) {
    const list = bySection.get(name);
    if (!list) continue;
    const prose = list.findIndex(isProse);
    if (prose >= 0) bySection.set("summary", [...(bySection.get("summary") ?? []), ...list.splice(prose)]);
  }
  const summary: string[] = [...(bySection.get("summary") ?? [])];
  const contactLines = [...header, ...(bySection.get("contact") ?? [])];
  let place = "";
  let seenContact = false;
  for (const [index, line] of contactLines.entries()) {
    const parts = partsOf(line);
    const contactish = parts.some((p) => isEmail(p) || isPhone(p) || isUrl(p));
    if (!contactish && !parts.every((p) => linkLabel.test(p))) {
      if (index === 0 && !basics.name) basics.name = line;
      else if (!basics.label && !seenContact && !isProse(line) && header.includes(line)) basics.label = line;
      else if (isProse(line)) summary.push(line);
      else if (summary.length > 0 && /^\p{Ll}|^[^\s]+[.!?。]$/u.test(line)) summary.push(line);
      else if (!place && seenContact && parts.length === 1 && !/\d{3,}/.test(line)) place = line;
      else unread.push(line);
      continue;
    }
    seenContact = true;
    for (const part of parts) {
      const email = emailPattern.exec(part)?.[0];
      if (email && !basics.email) basics.email = email;
      else if (isPhone(part) && !basics.phone) basics.phone = part;
      else if (isUrl(part)) links.add(absolute(part));
      else if (linkLabel.test(part)) continue;
      else if (!place && !/\d{3,}/.test(part)) place = part;
      else unread.push(part);
    }
  }
  for (const link of input.links) {
    if (/^https?:\/\//i.test(link)) links.add(link.replace(/\/$/, ""));
  }
  // A link already written out in the text (with or without its trailing slash) is listed once.
  const linkList = [...new Set([...links].map((l) => l.replace(/\/$/, "")))];
  const profiles = linkList.flatMap((url) => {
    const network = networks.find(([pattern]) => pattern.test(url))?.[1];
    return network ? [{ network, url }] : [];
  });
  const website = linkList.find(
    (url) => !networks.some(([pattern]) => pattern.test(url)) && !/^mailto:|^tel:/i.test(url),
  );
  if (website) basics.url = website;
  if (profiles.length) basics.profiles = profiles;
  if (place) basics.location = { city: place };
  if (summary.length) basics.summary = joined(summary);

  const resume: Record<string, unknown> = { basics };
  const entries = (name: TextSection) => entriesOf(bySection.get(name) ?? []);
  if (bySection.has("experience")) resume.work = workOf(entries("experience"));
  if (bySection.has("volunteer")) {
    resume.volunteer = workOf(entries("volunteer")).map(({ name, position, ...rest }) => ({
      organization: name,
      position,
      ...rest,
    }));
  }
  if (bySection.has("education")) resume.education = educationOf(entries("education"));
  if (bySection.has("projects")) resume.projects = projectsOf(entries("projects"), linkList, input.lineLinks);
  const skills = [
    ...tagsOf(bySection.get("skills") ?? []).map((name) => ({ name })),
    ...skillGroupsOf(bySection.get("skillGroups") ?? []),
  ];
  if (skills.length) resume.skills = skills;
  if (bySection.has("languages")) resume.languages = languagesOf(bySection.get("languages")!);
  if (bySection.has("interests")) resume.interests = interestsOf(bySection.get("interests")!);
  if (bySection.has("certificates")) {
    resume.certificates = namedOf(entries("certificates"), { name: "name", by: "issuer", date: "date" });
  }
  if (bySection.has("awards")) {
    resume.awards = namedOf(entries("awards"), { name: "title", by: "awarder", date: "date", text: "summary" });
  }
  if (bySection.has("publications")) {
    resume.publications = namedOf(entries("publications"), {
      name: "name",
      by: "publisher",
      date: "releaseDate",
      text: "summary",
    });
  }
  if (bySection.has("references")) {
    resume.references = entries("references").map((e) => ({
      name: e.header[0] ?? "",
      reference: joined([...e.header.slice(1), ...e.body, ...e.bullets]),
    }));
  }
  return { resume, unread };
}
