import { dateTimeFormat, relativeTimeFormat } from "../../lib/intl-format";

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["week", 7 * 24 * 60 * 60],
  ["day", 24 * 60 * 60],
  ["hour", 60 * 60],
  ["minute", 60],
];

/** "3 hours ago", "yesterday", "il y a 2 jours": a past moment relative to `now`, in the interface language. */
export function formatRelativeTime(iso: string, now: Date, language: string): string {
  const seconds = Math.round((Date.parse(iso) - now.getTime()) / 1000);
  const format = relativeTimeFormat(language, { numeric: "auto" });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, "second");
}

/** The full date and time, for the tooltip and for screen readers that want it. */
export function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
