import { describe, expect, it } from "vitest";
import { findPeriod, parseDateText, parsePeriodText } from "./dates";

describe("résumé dates in the ten languages", () => {
  it.each([
    ["Mar 2019", "2019-03"],
    ["March 2019", "2019-03"],
    ["Sept 2019", "2019-09"],
    ["03/2019", "2019-03"],
    ["2019-03", "2019-03"],
    ["2019", "2019"],
    ["2023-05-20", "2023-05-20"],
    ["20/05/2023", "2023-05-20"],
    ["20 May 2023", "2023-05-20"],
    ["May 20, 2023", "2023-05-20"],
    ["mars 2019", "2019-03"],
    ["févr. 2020", "2020-02"],
    ["marzo de 2019", "2019-03"],
    ["mar. de 2019", "2019-03"],
    ["März 2019", "2019-03"],
    ["Dezember 2020", "2020-12"],
    ["marzo 2019", "2019-03"],
    ["2019年3月", "2019-03"],
    ["2019 年 3 月", "2019-03"],
    ["2023年5月20日", "2023-05-20"],
    ["مارس ٢٠١٩", "2019-03"],
    ["मार्च 2019", "2019-03"],
    ["present", "present"],
    ["aujourd’hui", "present"],
    ["至今", "present"],
    ["現在", "present"],
    ["الآن", "present"],
    ["वर्तमान", "present"],
  ])("%s → %s", (text, date) => {
    expect(parseDateText(text)).toBe(date);
  });

  it("refuses words that only look like dates", () => {
    expect(parseDateText("Marketing 2019")).toBeUndefined();
    expect(parseDateText("Accra")).toBeUndefined();
    expect(parseDateText("13/2019")).toBeUndefined();
  });

  it("reads periods with each language's separator and open end", () => {
    expect(parsePeriodText("Jan 2017 – Mar 2021")).toMatchObject({ startDate: "2017-01", endDate: "2021-03" });
    expect(parsePeriodText("03/2019 - heute")).toMatchObject({ startDate: "2019-03", ongoing: true });
    expect(parsePeriodText("de 2015 à 2018")).toBeUndefined();
    expect(parsePeriodText("2015 à 2018")).toMatchObject({ startDate: "2015", endDate: "2018" });
    expect(parsePeriodText("2021年3月 至今")).toMatchObject({ startDate: "2021-03", ongoing: true });
    expect(parsePeriodText("2019年4月〜2021年3月")).toMatchObject({ startDate: "2019-04", endDate: "2021-03" });
    expect(parsePeriodText("मार्च 2019 से वर्तमान")).toMatchObject({ startDate: "2019-03", ongoing: true });
    expect(parsePeriodText("٢٠١٧ – ٢٠٢١")).toMatchObject({ startDate: "2017", endDate: "2021" });
  });

  it("finds a period inside a line and keeps the rest", () => {
    expect(findPeriod("Senior Engineer Apr 2021 – Present")).toMatchObject({
      period: { startDate: "2021-04", ongoing: true },
      rest: "Senior Engineer",
    });
    expect(findPeriod("Paystack | 01/2017 - 03/2021 | Lagos")).toMatchObject({
      period: { startDate: "2017-01", endDate: "2021-03" },
      rest: "Paystack · Lagos",
    });
    expect(findPeriod("Led the move to TypeScript")).toBeUndefined();
  });
});
