import { fillPlaceholders, rtlLanguages, type LanguageCode } from "@foliocraft/schemas";
import { escapeHtml } from "@foliocraft/themes";

/**
 * The words of the page /p/{username}/resume shows for a resume kept on another site, in the ten interface
 * languages (the visitor has no account: Accept-Language decides).
 */
const resumePageTexts: Record<LanguageCode, { title: string; elsewhere: string; open: string }> = {
  en: { title: "Resume", elsewhere: "This resume is on another website: {{host}}", open: "Open the resume" },
  es: {
    title: "Currículum",
    elsewhere: "Este currículum está en otro sitio web: {{host}}",
    open: "Abrir el currículum",
  },
  fr: { title: "CV", elsewhere: "Ce CV se trouve sur un autre site : {{host}}", open: "Ouvrir le CV" },
  de: {
    title: "Lebenslauf",
    elsewhere: "Dieser Lebenslauf liegt auf einer anderen Website: {{host}}",
    open: "Lebenslauf öffnen",
  },
  pt: { title: "Currículo", elsewhere: "Este currículo está em outro site: {{host}}", open: "Abrir o currículo" },
  it: {
    title: "Curriculum",
    elsewhere: "Questo curriculum si trova su un altro sito: {{host}}",
    open: "Apri il curriculum",
  },
  zh: { title: "简历", elsewhere: "这份简历位于另一个网站：{{host}}", open: "打开简历" },
  ja: { title: "履歴書", elsewhere: "この履歴書は別のウェブサイトにあります：{{host}}", open: "履歴書を開く" },
  ar: {
    title: "السيرة الذاتية",
    elsewhere: "هذه السيرة الذاتية موجودة على موقع آخر: {{host}}",
    open: "افتح السيرة الذاتية",
  },
  hi: { title: "रिज़्यूमे", elsewhere: "यह रिज़्यूमे किसी दूसरी वेबसाइट पर है: {{host}}", open: "रिज़्यूमे खोलें" },
};

/** The policy of that page: no script, no style, nothing loaded; only its one link can take the visitor away. */
export const resumePageCsp = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The page for a resume on another site: it names the destination and the visitor follows the link themselves, so
 * our domain never redirects anyone elsewhere (an open redirect would lend our name to any address). `url` is an
 * http(s) URL (the content schema's rule).
 */
export function renderResumePage(url: string, language: LanguageCode): string {
  const text = resumePageTexts[language];
  const host = new URL(url).host;
  const title = escapeHtml(text.title);
  const elsewhere = escapeHtml(fillPlaceholders(text.elsewhere, { host }));
  const dir = rtlLanguages.includes(language) ? ' dir="rtl"' : "";
  return `<!DOCTYPE html>\n<html lang="${language}"${dir}>\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<meta name="robots" content="noindex">\n<meta name="referrer" content="no-referrer">\n<title>${title}</title>\n</head>\n<body>\n<main><h1>${title}</h1><p>${elsewhere}</p><p><a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(text.open)}</a></p></main>\n</body>\n</html>\n`;
}
