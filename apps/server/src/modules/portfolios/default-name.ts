import type { LanguageCode } from "@foliocraft/schemas";

/**
 * The name a new portfolio gets when none is given, in the language of the interface that created it: an Arabic
 * builder showed "Efua Owusu's portfolio". Only the owner sees it (the dashboard, the builder), and they may rename it.
 */
const defaultNames: Record<LanguageCode, { of: (name: string) => string; mine: string }> = {
  en: { of: (name) => `${name}'s portfolio`, mine: "My portfolio" },
  fr: { of: (name) => `Portfolio de ${name}`, mine: "Mon portfolio" },
  es: { of: (name) => `Portafolio de ${name}`, mine: "Mi portafolio" },
  de: { of: (name) => `Portfolio von ${name}`, mine: "Mein Portfolio" },
  pt: { of: (name) => `Portfólio de ${name}`, mine: "Meu portfólio" },
  it: { of: (name) => `Portfolio di ${name}`, mine: "Il mio portfolio" },
  ar: { of: (name) => `معرض أعمال ${name}`, mine: "معرض أعمالي" },
  hi: { of: (name) => `${name} का पोर्टफ़ोलियो`, mine: "मेरा पोर्टफ़ोलियो" },
  zh: { of: (name) => `${name}的作品集`, mine: "我的作品集" },
  ja: { of: (name) => `${name}のポートフォリオ`, mine: "マイポートフォリオ" },
};

/** "{name}'s portfolio" (or "My portfolio" without a name) in a language, English by default. */
export function defaultPortfolioName(fullName: string, language: LanguageCode = "en"): string {
  const names = defaultNames[language];
  return fullName ? names.of(fullName) : names.mine;
}
