import { assetPathPattern } from "@foliocraft/schemas";
import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import { controlClasses, describedBy } from "./field-shell";

/** True for an address the user typed (https://…), false for one of our uploads (`/assets/…`), which is never shown. */
export const isExternalImage = (value: string) => value !== "" && !assetPathPattern.test(value.trim());

/**
 * The secondary way to set a picture: paste the address of one hosted elsewhere. Folded away under a disclosure
 * so uploading stays the obvious path; it shows the current address only when it is an external one.
 */
export function ImageAddress({
  value,
  label,
  onUse,
}: {
  value: string;
  /** The picture's name, for the control's accessible names. */
  label: string;
  onUse: (url: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const external = isExternalImage(value) ? value : "";
  const [draft, setDraft] = useState(external);
  const [error, setError] = useState<string | null>(null);
  const hint = t("builder.image.addressHint");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const address = draft.trim();
    // The schema refuses http:// pictures too (the public page would block them); saying so here is quicker.
    if (!/^https:\/\/[^\s/?#]+\S*$/i.test(address)) {
      setError(t("apiMessages.imageMustBeHttps"));
      return;
    }
    setError(null);
    onUse(address);
  };

  return (
    <details className="group text-sm" open={external !== "" || undefined}>
      <summary className="inline-flex cursor-pointer items-center gap-1.5 rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300">
        <Link2 aria-hidden="true" className="size-4" />
        {t("builder.image.useAddress")}
      </summary>
      {/* Not a <form>: the builder's fields already sit inside one; Enter in the box uses the address. */}
      <div className="mt-2 flex flex-col gap-1.5">
        <label htmlFor={id} className="font-medium text-slate-900 dark:text-slate-100">
          {t("builder.image.addressLabel", { item: label })}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={id}
            type="url"
            dir="ltr"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") submit(event);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            className={controlClasses(!!error, "h-10 min-w-0 flex-1 basis-56")}
          />
          <button type="button" className={buttonClasses("secondary", "md")} onClick={submit}>
            {t("builder.image.useThisAddress")}
          </button>
        </div>
        <p id={`${id}-hint`} className="text-slate-600 dark:text-slate-400">
          {hint}
        </p>
        {error && (
          <p id={`${id}-error`} className="text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </details>
  );
}
