import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { aiDailyQuota, aiTones, type AiField, type PortfolioContentInput } from "@foliocraft/schemas";
import { ChevronDown, ChevronRight, RefreshCw, Sparkles, Square, Undo2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { MenuContent, MenuItem, MenuLabel, MenuRoot, MenuTrigger } from "../../components/ui/dropdown-menu";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { directionOf, isSupportedLanguage } from "../../i18n/detect-language";
import { aiErrorMessage } from "./ai-error-message";
import { useAiWriter, type AiWriterState } from "./use-ai-writer";
import { dateTimeFormat } from "../../lib/intl-format";

/** Props of the AI control placed next to a builder field. */
export interface AiAssistProps {
  /** Which text: title, bio, about, project, experience, service or hireMe (never testimonials). */
  field: AiField;
  /** The entry for project, experience and service. */
  index?: number;
  /** The field's visible label: the button's accessible name says which field it writes. */
  fieldLabel: string;
  /** The field's current text (read when an action starts). */
  getText: () => string;
  /** Puts text into the field: while it streams, at the end, on Undo, and back to the old text on an error. */
  setText: (text: string) => void;
  /** The builder's current content, unsaved edits included; its `language` is the language written in. */
  getContent: () => PortfolioContentInput;
}

const itemLook =
  "relative flex min-h-10 cursor-default items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none " +
  "data-[disabled]:opacity-50 data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 " +
  "data-[state=open]:bg-indigo-50 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white " +
  "dark:data-[state=open]:bg-slate-800";

function StatusText({ state }: { state: AiWriterState }) {
  const { t } = useTranslation();
  if (state.status === "writing") {
    return (
      <>
        <Spinner className="size-4" /> {t("ai.writing")}
      </>
    );
  }
  if (state.status === "done") {
    const by = state.engine.kind === "provider" ? t("ai.byProvider", { model: state.engine.model }) : t("ai.byBuiltIn");
    return (
      <>
        {by} {t("ai.remaining", { total: state.remaining })}
      </>
    );
  }
  if (state.status === "stopped") return <>{t("ai.stopped")}</>;
  if (state.status === "undone") return <>{t("ai.undone")}</>;
  return null;
}

/**
 * "Write with AI" beside a builder field: Generate, Improve, Shorten and Tone ▸ professional, friendly, confident,
 * concise. The text streams into the field with Stop; Try again asks for another version of the same write; Undo
 * brings back the text from before; the engine is named; on an error the field is left as it was and the reason is
 * shown (with the upgrade when the free allowance is used up).
 */
export function AiAssist({ field, index, fieldLabel, getText, setText, getContent }: AiAssistProps) {
  const { t, i18n } = useTranslation();
  const dir = isSupportedLanguage(i18n.resolvedLanguage) ? directionOf(i18n.resolvedLanguage) : "ltr";
  const { state, canUndo, canTryAgain, run, tryAgain, stop, undo, dismiss } = useAiWriter({
    field,
    index,
    getText,
    setText,
    getContent,
  });
  const [hasText, setHasText] = useState(false);
  const writing = state.status === "writing";
  const triggerRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const wasWriting = useRef(false);
  // Which control started the write: focus goes back to it, so Try again can be pressed again and again.
  const startedByAgain = useRef(false);

  // The menu button and Stop take each other's place: keep keyboard focus on whichever is there, so it never
  // falls back to the top of the page.
  useEffect(() => {
    const focusWasHere = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === stopRef.current;
    };
    if (writing) stopRef.current?.focus();
    else if (wasWriting.current && focusWasHere())
      (startedByAgain.current && againRef.current ? againRef : triggerRef).current?.focus();
    wasWriting.current = writing;
  }, [writing]);
  const formatTime = (iso: string) =>
    dateTimeFormat(i18n.resolvedLanguage, { hour: "numeric", minute: "2-digit" }).format(new Date(iso));
  const error = state.status === "error" ? aiErrorMessage(state.error, formatTime) : undefined;
  const start = (action: () => Promise<void>, again = false) => {
    startedByAgain.current = again;
    void action();
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {writing ? (
          <button ref={stopRef} type="button" onClick={stop} className={buttonClasses("secondary", "sm")}>
            <Square aria-hidden="true" className="size-4" />
            {t("ai.stop")} <span className="sr-only">({fieldLabel})</span>
          </button>
        ) : (
          <MenuRoot dir={dir} onOpenChange={(open) => open && setHasText(getText().trim() !== "")}>
            <MenuTrigger ref={triggerRef} className={buttonClasses("secondary", "sm")}>
              <Sparkles aria-hidden="true" className="size-4 text-indigo-600 dark:text-indigo-300" />
              {t("ai.button")} <span className="sr-only">({fieldLabel})</span>
              <ChevronDown aria-hidden="true" className="size-4" />
            </MenuTrigger>
            <MenuContent align="start" className="w-64">
              <MenuItem onSelect={() => start(() => run("generate"))}>{t("ai.generate")}</MenuItem>
              <MenuItem
                disabled={!hasText}
                className="data-[disabled]:opacity-50"
                onSelect={() => start(() => run("improve"))}
              >
                {t("ai.improve")}
              </MenuItem>
              <MenuItem
                disabled={!hasText}
                className="data-[disabled]:opacity-50"
                onSelect={() => start(() => run("shorten"))}
              >
                {t("ai.shorten")}
              </MenuItem>
              <DropdownMenu.Sub>
                <DropdownMenu.SubTrigger disabled={!hasText} className={itemLook}>
                  {t("ai.tone")}
                  <ChevronRight aria-hidden="true" className="ms-auto size-4 rtl:-scale-x-100" />
                </DropdownMenu.SubTrigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.SubContent
                    sideOffset={4}
                    collisionPadding={8}
                    className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
                  >
                    {aiTones.map((tone) => (
                      <MenuItem key={tone} onSelect={() => start(() => run("tone", tone))}>
                        {t(`ai.tones.${tone}`)}
                      </MenuItem>
                    ))}
                  </DropdownMenu.SubContent>
                </DropdownMenu.Portal>
              </DropdownMenu.Sub>
              {!hasText && <MenuLabel className="whitespace-normal">{t("ai.needsText")}</MenuLabel>}
            </MenuContent>
          </MenuRoot>
        )}
        {canTryAgain && (
          <button
            ref={againRef}
            type="button"
            onClick={() => start(tryAgain, true)}
            className={buttonClasses("ghost", "sm")}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t("ai.tryAgain")} <span className="sr-only">({fieldLabel})</span>
          </button>
        )}
        {canUndo && !writing && (
          <button type="button" onClick={undo} className={buttonClasses("ghost", "sm")}>
            <Undo2 aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("ai.undo")} <span className="sr-only">({fieldLabel})</span>
          </button>
        )}
        <p role="status" className="flex min-w-0 items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <StatusText state={state} />
        </p>
      </div>
      {error && (
        <FormAlert tone="error">
          <div className="flex items-start gap-2">
            <p className="min-w-0 flex-1">
              {t(error.key, error.values)}{" "}
              {error.upgrade && (
                <Link to="/pricing" className="font-medium underline underline-offset-2">
                  {t("ai.errors.upgrade", { limit: aiDailyQuota.pro })}
                </Link>
              )}
            </p>
            <button
              type="button"
              onClick={dismiss}
              aria-label={t("ai.dismiss")}
              title={t("ai.dismiss")}
              className="-m-1 rounded p-1 hover:bg-red-100 dark:hover:bg-red-500/20"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </FormAlert>
      )}
    </div>
  );
}
