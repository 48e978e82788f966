import { languages, portfolioLanguages, type LanguageCode, type PortfolioContent } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";

/**
 * For a portfolio in several languages (issue 21): which language version the preview shows, each language named in
 * itself. Nothing for a one-language portfolio. The primary is the empty value, so the choice follows a change of
 * primary language, and a removed translation falls back to it.
 */
export function PreviewLanguageSelect({
  content,
  value,
  onChange,
}: {
  content: PortfolioContent;
  value: LanguageCode | undefined;
  onChange: (language: LanguageCode | undefined) => void;
}) {
  const { t } = useTranslation();
  const versions = portfolioLanguages(content);
  if (versions.length < 2) return null;
  const shown = previewLanguage(content, value) ?? "";
  const nameOf = (code: LanguageCode) => languages.find((l) => l.code === code)?.name ?? code;
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <span>{t("preview.language")}</span>
      <select
        value={shown}
        onChange={(event) => {
          const chosen = versions.find((code) => code === event.target.value);
          onChange(chosen && chosen !== content.language ? chosen : undefined);
        }}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {versions.map((code) => (
          <option key={code} value={code === content.language ? "" : code} lang={code}>
            {nameOf(code)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The language a preview should draw: the chosen translation while the portfolio still has it, else the primary. */
export function previewLanguage(content: PortfolioContent, chosen: LanguageCode | undefined): LanguageCode | undefined {
  return chosen && chosen !== content.language && portfolioLanguages(content).includes(chosen) ? chosen : undefined;
}
