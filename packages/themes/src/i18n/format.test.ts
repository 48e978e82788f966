import { languageCodes } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { formatInteger, formatPeriod } from "./format";

describe("Intl formatting, one formatter per language reused", () => {
  it("gives every language its own result however the languages alternate", () => {
    const fresh = (language: string) => ({
      period: `${new Intl.DateTimeFormat(language, { month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(Date.UTC(2019, 2, 1)),
      )} – ${new Intl.DateTimeFormat(language, { year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(2021, 0, 1)))}`,
      integer: new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 0 }).format(2026),
    });
    for (let round = 0; round < 2; round++) {
      for (const language of [...languageCodes, ...[...languageCodes].reverse()]) {
        const expected = fresh(language);
        expect(formatPeriod("2019-03 – 2021", language, "now"), language).toBe(expected.period);
        expect(formatInteger(2026, language), language).toBe(expected.integer);
      }
    }
  });
});
