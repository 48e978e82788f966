import { dateTimeFormat } from "../../lib/intl-format";

/** Support hours of spec §9 (9 AM to 5 PM GMT) as UTC hours. */
export const supportHoursUtc = { start: 9, end: 17 } as const;

/**
 * The support hours as times of day in `timeZone` (the visitor's own by default), written the way `locale` writes
 * times. A fixed reference day is used, so the answer is stable for a test; GMT has no daylight saving time.
 */
export function supportHoursIn(locale: string, timeZone?: string, day = new Date(Date.UTC(2026, 0, 15))) {
  const at = (hour: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
  const zone = timeZone ? { timeZone } : {};
  // Whole hours are written without minutes ("9 AM", as spec §9 says it); a half-hour zone needs them ("2:30 PM").
  const minutesOf = (hour: number) =>
    dateTimeFormat("en", { minute: "numeric", ...zone })
      .formatToParts(at(hour))
      .find((part) => part.type === "minute")?.value;
  const wholeHours = [supportHoursUtc.start, supportHoursUtc.end].every((h) => Number(minutesOf(h)) === 0);
  const format = dateTimeFormat(locale, {
    hour: "numeric",
    ...(wholeHours ? {} : { minute: "2-digit" }),
    ...zone,
  });
  const zoneName =
    dateTimeFormat(locale, { timeZoneName: "short", ...zone })
      .formatToParts(at(supportHoursUtc.start))
      .find((part) => part.type === "timeZoneName")?.value ?? "";
  return {
    start: format.format(at(supportHoursUtc.start)),
    end: format.format(at(supportHoursUtc.end)),
    zone: zoneName,
  };
}
