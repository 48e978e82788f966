import { languages } from "@foliocraft/schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage } from "../../i18n/i18n";
import { directionOf, isSupportedLanguage } from "../../i18n/detect-language";
import { SaveStatus, SettingsSection } from "./settings-section";
import { useSavePreference } from "./use-save-preference";

/** The ten interface languages, each in its own name: applied at once, kept on this device and on the profile. */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const { save, state } = useSavePreference();

  const choose = async (code: string) => {
    if (!isSupportedLanguage(code)) return;
    try {
      await changeLanguage(code);
    } catch (error) {
      console.error("Could not change language", error);
      return;
    }
    save({ language: code });
  };

  return (
    <SettingsSection
      id="language"
      title={t("settings.language.title")}
      description={t("settings.language.description")}
    >
      <div className="flex flex-col gap-1.5 sm:max-w-xs">
        <label htmlFor={id} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          {t("settings.language.label")}
        </label>
        <select
          id={id}
          value={current}
          onChange={(event) => void choose(event.target.value)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code} dir={directionOf(language.code)}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
      <SaveStatus state={state} savedText={t("settings.savedToProfile")} failedText={t("settings.saveFailed")} />
    </SettingsSection>
  );
}
