import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { languages } from "@foliocraft/schemas";
import { buttonClasses } from "../../components/ui/button-styles";
import {
  MenuContent,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from "../../components/ui/dropdown-menu";
import { changeLanguage } from "../../i18n/i18n";
import { directionOf, isSupportedLanguage } from "../../i18n/detect-language";

/** The language selector: each language listed by its own name, the current one checked. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  // Read through the hook's i18n so the menu re-renders when the language changes.
  const current = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const currentName = languages.find((language) => language.code === current)?.name ?? "English";
  const label = t("header.languageButton", { language: currentName });

  return (
    <MenuRoot dir={directionOf(current)}>
      <MenuTrigger aria-label={label} title={label} className={buttonClasses("ghost", "icon")}>
        <Languages aria-hidden="true" className="size-5" />
      </MenuTrigger>
      <MenuContent>
        <MenuLabel>{t("header.chooseLanguage")}</MenuLabel>
        <MenuSeparator />
        <MenuRadioGroup
          value={current}
          onValueChange={(code) => {
            void changeLanguage(code).catch((error: unknown) => console.error("Could not change language", error));
          }}
        >
          {languages.map((language) => (
            <MenuRadioItem key={language.code} value={language.code}>
              {/* Marked with its own language so screen readers pronounce each name correctly. */}
              <span lang={language.code} dir={directionOf(language.code)}>
                {language.name}
              </span>
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
      </MenuContent>
    </MenuRoot>
  );
}
