import { fillPlaceholders, rtlLanguages, type LanguageCode } from "@foliocraft/schemas";
import { escapeHtml } from "@foliocraft/themes";

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

/** The page answering a visitor who probed too many unknown usernames (HTTP 429), in `language`. */
export function renderTooManyPage(retryAfterSeconds: number, language: LanguageCode): string {
  const text = tooManyTexts[language];
  const title = escapeHtml(text.title);
  const wait = escapeHtml(fillPlaceholders(text.wait, { seconds: retryAfterSeconds }));
  const dir = rtlLanguages.includes(language) ? ' dir="rtl"' : "";
  return `<!DOCTYPE html>\n<html lang="${language}"${dir}>\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<title>${title}</title>\n</head>\n<body>\n<main><h1>${title}</h1><p>${wait}</p></main>\n</body>\n</html>\n`;
}
