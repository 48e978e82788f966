import {
  languages,
  portfolioLanguages,
  withPrimaryLanguage,
  type LanguageCode,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldShell, controlClasses, describedBy } from "../fields/field-shell";
import { useFieldError } from "../fields/use-field-error";
import { useApplyContent } from "./use-apply-content";

/**
 * The portfolio's (primary) language. Choosing one of its translations makes that translation the primary language
 * (the two swap, nothing is lost) instead of naming the same language twice, which the server refuses.
 */
export function PrimaryLanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { control, getValues, setValue } = useFormContext<PortfolioContent>();
  const language = useWatch({ control, name: "language" });
  const translations = useWatch({ control, name: "translations" });
  const added = portfolioLanguages({ language, translations } as PortfolioContent).slice(1);
  const apply = useApplyContent();
  const error = useFieldError("language");
  const hint = added.length > 0 ? t("builder.translations.primarySwapHint") : t("builder.hints.language");
  return (
    <FieldShell id={id} label={t("builder.fields.language")} hint={hint} error={error} className={className}>
      <select
        id={id}
        value={language}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClasses(!!error, "h-11")}
        onChange={(event) => {
          const code = event.target.value as LanguageCode;
          if (added.includes(code)) apply(withPrimaryLanguage(getValues(), code));
          else setValue("language", code, { shouldDirty: true });
        }}
      >
        {languages.map((l) => (
          // Each language in its own name, as in the interface's language menu.
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
