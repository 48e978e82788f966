// Dates and numbers of a portfolio written in its own language with Intl. Periods are free text in the content
// ("2021 – now", "Jan 2020 - Present", "2019-03 – 2021-08"): the parts this recognises are rewritten, anything else
// is kept as the owner wrote it (a period in their own words is theirs).

const ongoing =
  /^(now|present|current|currently|today|ongoing|actual|actualidad|aujourd['’]hui|heute|oggi|atual|至今|現在|الآن|वर्तमान)$/i;
const englishMonths = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const utc = (year: number, month = 0) => new Date(Date.UTC(year, month, 1));

// Building an Intl formatter costs far more than formatting with it (locale data is looked up each time), and a
// page formats every period and rating: one formatter per language and kind, made on first use.
function cachedFormatter<F>(make: (language: string) => F): (language: string) => F {
  const made = new Map<string, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(language);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const monthYearFormat = cachedFormatter(
  (language) => new Intl.DateTimeFormat(language, { month: "short", year: "numeric", timeZone: "UTC" }),
);
const yearFormat = cachedFormatter(
  (language) => new Intl.DateTimeFormat(language, { year: "numeric", timeZone: "UTC" }),
);
const integerFormat = cachedFormatter(
  (language) => new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 0 }),
);

function monthYear(date: Date, language: string): string {
  return monthYearFormat(language).format(date);
}

function year(date: Date, language: string): string {
  return yearFormat(language).format(date);
}

/** One end of a period in `language`, or the text unchanged when it is not a date this recognises. */
export function formatPeriodPart(part: string, language: string, present: string): string {
  const text = part.trim();
  if (ongoing.test(text)) return present;
  let m = /^(\d{4})$/.exec(text);
  if (m) return year(utc(Number(m[1])), language);
  m = /^(\d{4})-(\d{1,2})$/.exec(text) ?? /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) {
    const [y, mo] = text.includes("/") ? [Number(m[2]), Number(m[1])] : [Number(m[1]), Number(m[2])];
    if (mo >= 1 && mo <= 12) return monthYear(utc(y, mo - 1), language);
  }
  m = /^([a-z]{3,9})\.?,?\s+(\d{4})$/i.exec(text);
  if (m) {
    const index = englishMonths.indexOf((m[1] ?? "").slice(0, 3).toLowerCase());
    if (index >= 0) return monthYear(utc(Number(m[2]), index), language);
  }
  return text;
}

/** A period ("2021 – now") in `language`: each end formatted, joined by an en dash; unrecognised text kept. */
export function formatPeriod(period: string, language: string, present: string): string {
  const text = period.trim();
  if (!text) return "";
  const parts = text.split(/\s*[–—]\s*|\s+-\s+|\s+to\s+/i);
  if (parts.length > 2 || parts.some((p) => !p.trim())) return text;
  return parts.map((p) => formatPeriodPart(p, language, present)).join(" – ");
}

/** A whole number in `language` (no grouping: a year stays "2026"). */
export function formatInteger(value: number, language: string): string {
  return integerFormat(language).format(value);
}
