import { revisionLabelMax, revisionRenameSchema, type PortfolioRevisionSummary } from "@foliocraft/schemas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { labelRevision } from "./portfolio-api";

/**
 * Names the chosen version ("Before the redesign"): a named version is kept however many saves follow. An empty
 * name removes the name. Checked with the server's own schema first, so a too-long name is explained at once.
 */
export function HistoryVersionName({
  portfolioId,
  revision,
  onNamed,
}: {
  portfolioId: string;
  revision: PortfolioRevisionSummary;
  onNamed: (revision: PortfolioRevisionSummary) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [value, setValue] = useState(revision.label ?? "");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    setError(null);
    setSaved(false);
    const parsed = revisionRenameSchema.safeParse({ label: value });
    if (!parsed.success) {
      setError(t("builder.history.nameInvalid", { count: revisionLabelMax }));
      return;
    }
    setSaving(true);
    try {
      const named = await labelRevision(portfolioId, revision.version, parsed.data.label);
      setValue(named.label ?? "");
      setSaved(true);
      onNamed(named);
    } catch (caught) {
      console.error("Could not name the version", caught);
      const reason = caught instanceof ApiError ? translateApiMessage(t, caught.messageId, caught.params) : null;
      setError(reason ?? t("builder.history.nameFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("builder.history.nameLabel")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          value={value}
          maxLength={revisionLabelMax * 8}
          onChange={(event) => {
            setValue(event.target.value);
            setSaved(false);
          }}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="h-9 min-w-0 flex-1 basis-48 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-950"
        />
        <button type="submit" disabled={saving} className={buttonClasses("secondary", "sm")}>
          {saving && <Spinner className="size-4" />}
          {t("builder.history.nameSave")}
        </button>
      </div>
      <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
        {t("builder.history.nameHint", { count: revisionLabelMax })}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {saved && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-200">
          {t("builder.history.nameSaved")}
        </p>
      )}
    </form>
  );
}
