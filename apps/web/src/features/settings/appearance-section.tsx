import { appearanceChoices } from "@foliocraft/schemas";
import type { AppearanceChoice } from "@foliocraft/schemas";
import { Monitor, Moon, Sun } from "lucide-react";
import clsx from "clsx";
import { useTranslation } from "react-i18next";
import { applyAppearance, useAppearance } from "./appearance";
import { SaveStatus, SettingsSection } from "./settings-section";
import { useSavePreference } from "./use-save-preference";

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/** Light, dark or system: applied at once on this device and saved to the profile for the others. */
export function AppearanceSection() {
  const { t } = useTranslation();
  const current = useAppearance();
  const { save, state } = useSavePreference();

  const choose = (choice: AppearanceChoice) => {
    applyAppearance(choice);
    save({ theme: choice });
  };

  return (
    <SettingsSection
      id="appearance"
      title={t("settings.appearance.title")}
      description={t("settings.appearance.description")}
    >
      <fieldset>
        <legend className="sr-only">{t("settings.appearance.title")}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {appearanceChoices.map((choice) => {
            const Icon = icons[choice];
            const checked = current === choice;
            return (
              <label
                key={choice}
                className={clsx(
                  "flex cursor-pointer items-center gap-3 rounded-xl border p-4",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-indigo-400",
                  checked
                    ? "border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-500/15"
                    : "border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800",
                )}
              >
                <input
                  type="radio"
                  name="appearance"
                  value={choice}
                  checked={checked}
                  onChange={() => choose(choice)}
                  className="size-4 accent-indigo-600 focus-visible:outline-none dark:accent-indigo-400"
                />
                <Icon aria-hidden="true" className="size-5 text-slate-700 dark:text-slate-300" />
                <span className="font-medium text-slate-950 dark:text-white">{t(`settings.appearance.${choice}`)}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <SaveStatus state={state} savedText={t("settings.savedToProfile")} failedText={t("settings.saveFailed")} />
    </SettingsSection>
  );
}
