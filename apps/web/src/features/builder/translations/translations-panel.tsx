import {
  languages,
  portfolioLanguages,
  resolveTranslation,
  rtlLanguages,
  translatableFields,
  withLanguageAdded,
  withLanguageRemoved,
  withPrimaryLanguage,
  withTranslation,
  type LanguageCode,
  type PortfolioContent,
  type TranslatableField,
  type TranslationState,
} from "@foliocraft/schemas";
import { useId, useState } from "react";
import { apiErrorText } from "../../../i18n/api-messages";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { controlClasses } from "../fields/field-shell";
import { sectionOfPath, type SectionId } from "../sections/section-ids";
import { useAiTranslate } from "./use-ai-translate";
import { useApplyContent } from "./use-apply-content";

const nameOf = (code: LanguageCode) => languages.find((l) => l.code === code)?.name ?? code;
const dirOf = (code: LanguageCode) => (rtlLanguages.includes(code) ? "rtl" : "ltr");

const stateClasses: Record<TranslationState, string> = {
  missing: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  outdated: "bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200",
  current: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
};

const buttonClasses =
  "rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * The portfolio's languages (issue 21): the language bar (add, remove, make primary) and, for the translation being
 * edited, each text side by side with the primary text and its state (missing, older than the primary text, done).
 * The translations are part of the content, so autosave, conflicts and history carry them like any other field.
 */
export function TranslationsPanel() {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<PortfolioContent>();
  // The whole content: the side-by-side view shows every text of every section.
  const content = useWatch({ control }) as PortfolioContent;
  const versions = portfolioLanguages(content);
  const primary = versions[0]!;
  const translations = versions.slice(1);
  const [editing, setEditing] = useState<LanguageCode | undefined>(undefined);
  const current = editing && translations.includes(editing) ? editing : translations[0];
  const addable = languages.filter((l) => !versions.includes(l.code));
  const [adding, setAdding] = useState<LanguageCode | "">("");
  const addId = useId();
  const editId = useId();

  const apply = useApplyContent();

  return (
    <div className="flex flex-col gap-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="text-base font-semibold text-slate-950 dark:text-white">{t("builder.translations.title")}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.translations.intro")}</p>
      <ul className="flex flex-col gap-2" aria-label={t("builder.translations.title")}>
        {versions.map((code) => (
          <li key={code} className="flex flex-wrap items-center gap-2">
            <span lang={code} className="min-w-28 font-medium text-slate-900 dark:text-slate-100">
              {nameOf(code)}
            </span>
            {code === primary ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                {t("builder.translations.primary")}
              </span>
            ) : (
              <>
                <button
                  type="button"
                  className={buttonClasses}
                  onClick={() => apply(withPrimaryLanguage(getValues(), code))}
                >
                  {t("builder.translations.makePrimary", { language: nameOf(code) })}
                </button>
                <button
                  type="button"
                  className={buttonClasses}
                  onClick={() => apply(withLanguageRemoved(getValues(), code))}
                >
                  {t("builder.translations.remove", { language: nameOf(code) })}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
      {addable.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={addId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
              {t("builder.translations.addLabel")}
            </label>
            <select
              id={addId}
              value={adding}
              onChange={(event) => setAdding(event.target.value as LanguageCode | "")}
              className={controlClasses(false, "h-11 sm:w-64")}
            >
              <option value="">{t("builder.translations.choose")}</option>
              {addable.map((l) => (
                <option key={l.code} value={l.code} lang={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonClasses}
            disabled={!adding}
            onClick={() => {
              if (!adding) return;
              apply(withLanguageAdded(getValues(), adding));
              setEditing(adding);
              setAdding("");
            }}
          >
            {t("builder.translations.add")}
          </button>
        </div>
      )}
      {current && (
        <div className="flex flex-col gap-3">
          {translations.length > 1 && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={editId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
                {t("builder.translations.editing")}
              </label>
              <select
                id={editId}
                value={current}
                onChange={(event) => setEditing(event.target.value as LanguageCode)}
                className={controlClasses(false, "h-11 sm:w-64")}
              >
                {translations.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {nameOf(code)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <SideBySide
            content={content}
            lang={current}
            onChange={(path, text) => apply(withTranslation(getValues(), current, path, text))}
          />
        </div>
      )}
    </div>
  );
}

/** A field's label: the section's name, the item's number in its list and the field's own name where it has one. */
function useFieldLabel() {
  const { t } = useTranslation();
  return (path: string) => {
    const segments = path.split(".");
    const item = segments.find((s) => /^\d+$/.test(s));
    const key = segments.filter((s) => !/^\d+$/.test(s)).at(-1) ?? "";
    return [
      t(`builder.sections.${sectionOfPath(segments)}`),
      item === undefined ? "" : String(Number(item) + 1),
      t(`builder.fields.${key}`, { defaultValue: "" }),
    ]
      .filter(Boolean)
      .join(" · ");
  };
}

/**
 * Every text of the portfolio, section by section: the primary text on one side, its translation (editable) on the
 * other, and Translate with AI for a field, a section, or everything not yet translated.
 */
function SideBySide({
  content,
  lang,
  onChange,
}: {
  content: PortfolioContent;
  lang: LanguageCode;
  onChange: (path: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  const ai = useAiTranslate();
  const fields = translatableFields(content);
  if (fields.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.translations.nothing")}</p>;
  const states = new Map(fields.map((f) => [f.path, resolveTranslation(content, lang, f.path).state]));
  const done = [...states.values()].filter((s) => s === "current").length;
  const notCurrent = (list: TranslatableField[]) =>
    list.filter((f) => states.get(f.path) !== "current").map((f) => f.path);
  const sections = new Map<SectionId, TranslatableField[]>();
  for (const field of fields) {
    const section = sectionOfPath(field.path.split("."));
    sections.set(section, [...(sections.get(section) ?? []), field]);
  }
  const running = ai.run !== null;
  const missing = notCurrent(fields);
  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-300" role="status">
        {t("builder.translations.progress", { done, total: fields.length, language: nameOf(lang) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClasses}
          disabled={running || missing.length === 0}
          onClick={() => void ai.translate(lang, missing)}
        >
          {t("builder.translations.translateMissing")}
        </button>
        {running && (
          <button type="button" className={buttonClasses} onClick={ai.stop}>
            {t("builder.translations.stop")}
          </button>
        )}
      </div>
      <div aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {ai.run && (
          <p>
            {t("builder.translations.translating", {
              language: nameOf(ai.run.lang),
              done: ai.run.done,
              total: ai.run.total,
            })}
          </p>
        )}
        {ai.outcome && (
          <p>
            {t("builder.translations.translated", { total: ai.outcome.translated, language: nameOf(ai.outcome.lang) })}
          </p>
        )}
      </div>
      {(ai.error !== null || ai.skipped.length > 0) && (
        <div role="alert" className="flex flex-col gap-1 text-sm text-red-700 dark:text-red-400">
          {ai.error !== null && <p>{apiErrorText(t, ai.error)}</p>}
          {ai.skipped.map((s) => (
            <p key={s.path}>
              {t("builder.translations.skipped", { field: labelOf(s.path), reason: apiErrorText(t, s.error) })}
            </p>
          ))}
        </div>
      )}
      {[...sections.entries()].map(([section, list]) => {
        const todo = notCurrent(list);
        const name = t(`builder.sections.${section}`);
        return (
          <section key={section} aria-label={name} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h4 className="text-sm font-semibold text-slate-950 dark:text-white">{name}</h4>
              <button
                type="button"
                className={buttonClasses}
                disabled={running || todo.length === 0}
                aria-label={t("builder.translations.translateSectionNamed", { section: name })}
                onClick={() => void ai.translate(lang, todo)}
              >
                {t("builder.translations.translateSection")}
              </button>
            </div>
            <ol className="flex flex-col gap-3">
              {list.map((field) => (
                <TranslationRow
                  key={field.path}
                  field={field}
                  label={labelOf(field.path)}
                  primary={content.language}
                  lang={lang}
                  state={states.get(field.path)!}
                  value={ai.live[field.path] ?? content.translations?.[lang]?.[field.path]?.text ?? ""}
                  streaming={ai.live[field.path] !== undefined}
                  busy={running}
                  onTranslate={() => void ai.translate(lang, [field.path])}
                  onChange={(text) => onChange(field.path, text)}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </>
  );
}

function TranslationRow({
  field,
  label,
  primary,
  lang,
  state,
  value,
  streaming,
  busy,
  onTranslate,
  onChange,
}: {
  field: TranslatableField;
  label: string;
  primary: LanguageCode;
  lang: LanguageCode;
  state: TranslationState;
  value: string;
  /** The AI is writing this field's translation now: the text grows and cannot be edited meanwhile. */
  streaming: boolean;
  busy: boolean;
  onTranslate: () => void;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const long = field.text.length > 80;
  const shared = {
    id,
    lang,
    dir: dirOf(lang),
    value,
    readOnly: streaming,
    "aria-busy": streaming || undefined,
    "aria-describedby": `${id}-state`,
  };
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</span>
        <p
          lang={primary}
          dir={dirOf(primary)}
          className="text-sm whitespace-pre-line text-slate-900 dark:text-slate-100"
        >
          {field.text}
        </p>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor={id} className="text-xs font-medium text-slate-600 dark:text-slate-400">
            {t("builder.translations.inLanguage", { language: nameOf(lang) })}
          </label>
          <span id={`${id}-state`} className={`rounded-full px-2 py-0.5 text-xs ${stateClasses[state]}`}>
            {t(`builder.translations.state.${state}`)}
          </span>
        </div>
        {long ? (
          <textarea
            {...shared}
            rows={3}
            onChange={(event) => onChange(event.target.value)}
            className={controlClasses(false, "")}
          />
        ) : (
          <input
            {...shared}
            onChange={(event) => onChange(event.target.value)}
            className={controlClasses(false, "h-11")}
          />
        )}
        <button
          type="button"
          className={`${buttonClasses} self-start`}
          disabled={busy}
          aria-label={t("builder.translations.translateFieldNamed", { field: label })}
          onClick={onTranslate}
        >
          {t("builder.translations.translateField")}
        </button>
      </div>
    </li>
  );
}
