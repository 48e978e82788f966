import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { useTheme } from "./use-theme";

/** Light/dark switch; its name says what pressing it will do. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? t("header.switchToLight") : t("header.switchToDark");
  const Icon = theme === "dark" ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={buttonClasses("ghost", "icon")}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
