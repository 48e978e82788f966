import { languageCodes, type LanguageCode } from "@foliocraft/schemas";
import Negotiator from "negotiator";

// English first: a browser that accepts any language (`*`) gets English.
const offered: readonly LanguageCode[] = ["en", ...languageCodes.filter((code) => code !== "en")];

/**
 * The interface language a visitor's browser prefers (Accept-Language negotiated by `negotiator`: by quality, then
 * by how exactly a tag matches, then by its place in the header), English when it accepts none of the ten.
 * `de-CH` and `zh-Hans-CN` count as `de` and `zh`; `q=0` refuses a language.
 */
export function visitorLanguage(acceptLanguage: string | string[] | undefined): LanguageCode {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage;
  if (!header?.trim()) return "en";
  const [best] = new Negotiator({ headers: { "accept-language": header } }).languages([...offered]);
  return (best as LanguageCode | undefined) ?? "en";
}
