import { fillPlaceholders, rtlLanguages, type LanguageCode } from "@foliocraft/schemas";
import { escapeHtml } from "@foliocraft/themes";
import { mailLanguage } from "../mail/i18n";

/** The 429 page's words in the ten interface languages (the visitor has no account: Accept-Language decides). */
const tooManyTexts: Record<LanguageCode, { title: string; wait: string }> = {
  en: { title: "Too many requests", wait: "Please wait {{seconds}} seconds and try again." },
  es: { title: "Demasiadas solicitudes", wait: "Espera {{seconds}} segundos y vuelve a intentarlo." },
  fr: { title: "Trop de requêtes", wait: "Veuillez patienter {{seconds}} secondes, puis réessayer." },
  de: { title: "Zu viele Anfragen", wait: "Bitte warte {{seconds}} Sekunden und versuche es erneut." },
  pt: { title: "Muitas solicitações", wait: "Aguarde {{seconds}} segundos e tente novamente." },
  it: { title: "Troppe richieste", wait: "Attendi {{seconds}} secondi e riprova." },
  zh: { title: "请求过多", wait: "请等待 {{seconds}} 秒后重试。" },
  ja: { title: "リクエストが多すぎます", wait: "{{seconds}} 秒待ってからもう一度お試しください。" },
  ar: { title: "طلبات كثيرة جدًا", wait: "يُرجى الانتظار {{seconds}} ثانية ثم المحاولة مرة أخرى." },
  hi: { title: "बहुत ज़्यादा अनुरोध", wait: "कृपया {{seconds}} सेकंड रुककर फिर से कोशिश करें।" },
};

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

/** The page answering a visitor who probed too many unknown usernames (HTTP 429), in `language`. */
export function renderTooManyPage(retryAfterSeconds: number, language: LanguageCode): string {
  const text = tooManyTexts[language];
  const title = escapeHtml(text.title);
  const wait = escapeHtml(fillPlaceholders(text.wait, { seconds: retryAfterSeconds }));
  const dir = rtlLanguages.includes(language) ? ' dir="rtl"' : "";
  return `<!DOCTYPE html>\n<html lang="${language}"${dir}>\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>${title}</title>\n</head>\n<body>\n<main><h1>${title}</h1><p>${wait}</p></main>\n</body>\n</html>\n`;
}
