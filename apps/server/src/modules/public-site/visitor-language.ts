import type { LanguageCode } from "@foliocraft/schemas";
import { mailLanguage } from "../mail/i18n";

/**
 * The interface language a visitor's browser asks for first (Accept-Language, by quality), English when it asks
 * for none of the ten. `de-CH` and `zh-Hans-CN` count as `de` and `zh`; each tag is checked as mailLanguage checks
 * a stored language.
 */
export function visitorLanguage(acceptLanguage: string | string[] | undefined): LanguageCode {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : (acceptLanguage ?? "");
  const ranked = header
    .split(",")
    .slice(0, 30)
    .map((entry, index) => {
      const [tag = "", ...options] = entry.trim().split(";");
      const q = options.map((o) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(o)?.[1]).find((v) => v !== undefined);
      const quality = q === undefined ? 1 : Number(q);
      return {
        primary: tag.trim().split("-")[0]!.toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0 && entry.primary !== "" && entry.primary !== "*")
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranked) {
    const language = mailLanguage(primary);
    if (language !== "en" || primary === "en") return language;
  }
  return "en";
}
