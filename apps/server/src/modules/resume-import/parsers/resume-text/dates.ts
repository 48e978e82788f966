// Dates and periods as résumés print them, in the ten product languages: "Mar 2019 – Present", "03/2019 - 06/2021",
// "mars 2019 – aujourd’hui", "mar. de 2019", "2019年3月 – 至今", "مارس ٢٠١٩ – الآن", "मार्च 2019 – वर्तमान".
// Month names come from Intl (the same data the résumé renderer prints them with), so every language's spelling,
// long and short, is known without a hand-kept table.

import { languageCodes } from "@foliocraft/schemas";

/** Arabic-Indic, Persian and Devanagari digits as ASCII digits, so "٢٠١٩" and "२०१९" read as 2019. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

const monthKey = (name: string) =>
  name
    .normalize("NFC")
    .toLowerCase()
    .replace(/[.\u200f\u200e]/g, "")
    .trim();

/** Every month name of the ten languages (long, short, as a standalone word and inside a date) → month 1–12. */
const monthNames: Map<string, number> = (() => {
  const names = new Map<string, number>();
  for (const language of [...languageCodes, "en-GB"]) {
    for (const month of ["long", "short"] as const) {
      for (let m = 0; m < 12; m += 1) {
        const date = new Date(Date.UTC(2001, m, 1));
        const alone = new Intl.DateTimeFormat(language, { month, timeZone: "UTC" }).format(date);
        names.set(monthKey(alone), m + 1);
        // Inside a date some languages inflect or abbreviate differently ("mar. de 2001", "Sept 2001").
        const withYear = new Intl.DateTimeFormat(language, { month, year: "numeric", timeZone: "UTC" })
          .formatToParts(date)
          .find((p) => p.type === "month")?.value;
        if (withYear) names.set(monthKey(withYear), m + 1);
      }
    }
  }
  names.set("sept", 9);
  return names;
})();

/** Words for "until now" in the ten languages. */
const ongoingWords =
  /^(now|present|current|currently|today|ongoing|till date|to date|aujourd['’]hui|actuel|actuellement|présent|presente|actualidad|actual|atual|atualmente|o momento|heute|jetzt|derzeit|oggi|attuale|in corso|至今|现在|目前|現在|今|现今|الآن|حتى الآن|حاليا|حاليًا|वर्तमान|अब तक|अभी तक)$/i;

/** True when `text` says "until now" in one of the ten languages. */
export const isOngoing = (text: string) => ongoingWords.test(text.trim().replace(/[.。]$/, ""));

/** One end of a period as a JSON Resume date ("2019", "2019-03"), "present", or undefined when it is not a date. */
export function parseDateText(input: string): string | undefined {
  const text = asciiDigits(input)
    .normalize("NFC")
    .replace(/[\u200e\u200f\u2066-\u2069]/g, "")
    .trim();
  if (!text) return undefined;
  if (isOngoing(text)) return "present";
  const ym = (y: string, m: string | number) => {
    const month = Number(m);
    return month >= 1 && month <= 12 ? `${y}-${String(month).padStart(2, "0")}` : undefined;
  };
  const ymd = (y: string, m: string | number, d: string) => {
    const month = ym(y, m);
    const day = Number(d);
    return month && day >= 1 && day <= 31 ? `${month}-${String(day).padStart(2, "0")}` : undefined;
  };
  let m = /^((?:19|20)\d{2})$/.exec(text);
  if (m) return m[1];
  // A full date: 2023-05-20, 20/05/2023, 20.05.2023, 2023年5月20日 (day first, as outside the US).
  m =
    /^((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text) ??
    /^((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日$/.exec(text);
  if (m) return ymd(m[1]!, m[2]!, m[3]!);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.]((?:19|20)\d{2})$/.exec(text);
  if (m) return ymd(m[3]!, m[2]!, m[1]!);
  m = /^((?:19|20)\d{2})[-/.](\d{1,2})$/.exec(text);
  if (m) return ym(m[1]!, m[2]!);
  m = /^(\d{1,2})[-/.]((?:19|20)\d{2})$/.exec(text);
  if (m) return ym(m[2]!, m[1]!);
  m = /^((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月$/.exec(text);
  if (m) return ym(m[1]!, m[2]!);
  m = /^((?:19|20)\d{2})\s*年$/.exec(text);
  if (m) return m[1];
  // A month name and a year, in either order, with the small words some languages put between ("mar. de 2019").
  m = /^(.*?)\s*((?:19|20)\d{2})\s*(.*?)$/u.exec(text);
  if (!m) return undefined;
  let words = `${m[1]} ${m[3]}`.replace(/(^|\s)(de|del|of|the)(?=\s|$)|,/giu, " ");
  // "20 May 2023", "May 20, 2023": a day beside the month.
  const day = /(?:^|\s)(\d{1,2})(?:st|nd|rd|th|er|\.)?(?=\s|$)/u.exec(words)?.[1];
  if (day) words = words.replace(/(?:^|\s)\d{1,2}(?:st|nd|rd|th|er|\.)?(?=\s|$)/u, " ");
  const word = monthKey(words.replace(/\s+/g, " "));
  if (!word) return undefined;
  const month = monthNames.get(word) ?? (word.length >= 3 ? prefixMonth(word) : undefined);
  if (!month) return undefined;
  return day ? ymd(m[2]!, month, day) : ym(m[2]!, month);
}

/** A Latin month name cut short ("Septemb", "Febr"): the one known name it begins, if only one. */
function prefixMonth(word: string): number | undefined {
  if (!/^\p{Script=Latin}+$/u.test(word)) return undefined;
  const found = new Set<number>();
  for (const [name, month] of monthNames) if (name.startsWith(word)) found.add(month);
  return found.size === 1 ? [...found][0] : undefined;
}

/** What separates a period's two ends: dashes, "to", "bis", "à", "até", "al", "〜", "至", "से", "إلى"… */
const rangeSeparator =
  /\s*[–—―‒~〜～]\s*|\s+-\s+|(?<=\d)-(?=\p{L}|\d)|(?<=\p{L})-(?=\d)|\s+(?:to|until|bis|à|au|a|al|até|ao|fino a|al|jusqu['’]à|hasta|से|तक|إلى|حتى)\s+|\s*至\s*|\s*から\s*/iu;

/** A period found in text: its dates and the text as written. */
export interface FoundPeriod {
  startDate?: string;
  endDate?: string;
  /** True when the period runs until now. */
  ongoing: boolean;
  /** The period as written, for the portfolio's free-text period. */
  text: string;
}

/** A whole text as a period ("Mar 2019 – Present", "2019", "2019年3月 - 2021年6月"), or undefined. */
export function parsePeriodText(input: string): FoundPeriod | undefined {
  const text = input.replace(/[\u200e\u200f\u2066-\u2069]/g, "").trim();
  if (!text || text.length > 60) return undefined;
  const parts = text.split(rangeSeparator).filter((p) => p.trim() !== "");
  if (parts.length === 0 || parts.length > 2) return undefined;
  const start = parseDateText(parts[0]!);
  if (!start || start === "present") return undefined;
  if (parts.length === 1) return { startDate: start, endDate: start, ongoing: false, text };
  const end = parseDateText(parts[1]!);
  if (!end) return undefined;
  if (end === "present") return { startDate: start, ongoing: true, text };
  return { startDate: start, endDate: end, ongoing: false, text };
}

/**
 * A period inside a line ("Senior Developer  Mar 2019 – Present", "Acme | 2019 - 2021"): the period and the rest of
 * the line. Tried on the line's parts between separators, then on its last and first words.
 */
export function findPeriod(line: string): { period: FoundPeriod; rest: string } | undefined {
  const whole = parsePeriodText(line);
  if (whole) return { period: whole, rest: "" };
  const pieces = line.split(/\s*(?:[|·•,]|\t|\s{2,})\s*/u);
  if (pieces.length > 1) {
    for (let i = 0; i < pieces.length; i += 1) {
      const period = parsePeriodText(pieces[i]!);
      if (period) return { period, rest: pieces.filter((_, j) => j !== i).join(" · ") };
    }
  }
  // The period at the end (or start) of the line, separated by a single space: try the last few words.
  const words = line.split(/\s+/u);
  for (let n = Math.min(8, words.length - 1); n >= 1; n -= 1) {
    const tail = parsePeriodText(words.slice(-n).join(" "));
    if (tail) {
      return {
        period: tail,
        rest: words
          .slice(0, -n)
          .join(" ")
          .replace(/[\s,|·–—-]+$/u, ""),
      };
    }
    const head = parsePeriodText(words.slice(0, n).join(" "));
    if (head)
      return {
        period: head,
        rest: words
          .slice(n)
          .join(" ")
          .replace(/^[\s,|·–—-]+/u, ""),
      };
  }
  return undefined;
}
