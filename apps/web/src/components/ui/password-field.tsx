import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "./text-field";
import type { TextFieldProps } from "./text-field";

/** A password input with a show/hide toggle; the toggle's name says what pressing it will do. */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? t("auth.hidePassword") : t("auth.showPassword");
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      // A shown password is still a password: no spell checking (which may send it off the device), no capitals.
      spellCheck={false}
      autoCapitalize="none"
      autoCorrect="off"
      trailing={(inputId) => (
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={inputId}
          aria-label={toggleLabel}
          title={toggleLabel}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-600 hover:text-slate-950 dark:text-slate-400 dark:hover:text-white"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      )}
    />
  );
}
