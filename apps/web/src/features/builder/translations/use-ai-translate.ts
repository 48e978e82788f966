import { withTranslation, type LanguageCode, type PortfolioContent } from "@foliocraft/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFormContext } from "react-hook-form";
import { ApiError } from "../../../lib/api-client";
import { streamAiTranslate } from "../../ai/ai-translate-stream";
import { useApplyContent } from "./use-apply-content";

/** A field the AI could not translate, and why (the server's message, by its catalog id). */
export interface SkippedField {
  path: string;
  error: ApiError;
}

/** A translation under way: into which language, how many fields are finished of how many. */
export interface TranslationRun {
  lang: LanguageCode;
  done: number;
  total: number;
}

const without = (live: Record<string, string>, path: string) => {
  const { [path]: _gone, ...rest } = live;
  return rest;
};

/**
 * Translate with AI (issue 21): sends fields of the builder's content to be translated into one of its languages
 * and follows the stream. While a field is being written its text grows in `live` (shown in the field, not saved);
 * once whole it lands in the translations overlay with the fingerprint of the primary text it was made from, so
 * autosave keeps it and the panel shows it as up to date. A skipped field or a failure keeps nothing of that field.
 */
export function useAiTranslate() {
  const { getValues } = useFormContext<PortfolioContent>();
  const apply = useApplyContent();
  const [live, setLive] = useState<Record<string, string>>({});
  const [run, setRun] = useState<TranslationRun | null>(null);
  const [outcome, setOutcome] = useState<{ lang: LanguageCode; translated: number } | null>(null);
  const [skipped, setSkipped] = useState<SkippedField[]>([]);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the builder stops the request; what was translated is already in the form.
  useEffect(() => () => controller.current?.abort(), []);

  const translate = useCallback(
    async (lang: LanguageCode, paths: string[]) => {
      if (paths.length === 0) return;
      controller.current?.abort();
      const stop = new AbortController();
      controller.current = stop;
      setError(null);
      setSkipped([]);
      setOutcome(null);
      setLive({});
      setRun({ lang, done: 0, total: paths.length });
      const finished = () => setRun((r) => r && { ...r, done: r.done + 1 });
      try {
        const done = await streamAiTranslate(
          { language: lang, paths, content: getValues() },
          {
            signal: stop.signal,
            onEvent: (event) => {
              switch (event.type) {
                case "field":
                  // A new attempt starts from nothing: the text of a refused one is dropped.
                  setLive((l) => ({ ...l, [event.path]: "" }));
                  break;
                case "delta":
                  setLive((l) => ({ ...l, [event.path]: (l[event.path] ?? "") + event.text }));
                  break;
                case "translated":
                  apply(withTranslation(getValues(), lang, event.path, event.text, event.sourceHash));
                  setLive((l) => without(l, event.path));
                  finished();
                  break;
                case "skipped": {
                  const { code, message, details, messageId, params } = event.error;
                  const reason = new ApiError(code as ApiError["code"], message, 200, details, { messageId, params });
                  setLive((l) => without(l, event.path));
                  setSkipped((s) => [...s, { path: event.path, error: reason }]);
                  finished();
                  break;
                }
              }
            },
          },
        );
        setOutcome({ lang, translated: done.translated });
      } catch (caught) {
        if (!stop.signal.aborted) setError(caught);
      } finally {
        if (controller.current === stop) {
          controller.current = null;
          setRun(null);
          setLive({});
        }
      }
    },
    [apply, getValues],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { live, run, outcome, skipped, error, translate, stop };
}
