import {
  aiMaxVariation,
  type AiAction,
  type AiEngine,
  type AiField,
  type AiTone,
  type PortfolioContentInput,
} from "@foliocraft/schemas";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { streamAiWrite } from "./ai-stream";

/** Where the writer is: nothing yet, writing, finished, stopped by the person, undone, or failed. */
export type AiWriterState =
  | { status: "idle" }
  | { status: "writing" }
  | { status: "done"; engine: AiEngine; remaining: number; action: AiAction }
  | { status: "stopped" }
  | { status: "undone" }
  | { status: "error"; error: unknown };

/** What the writer needs from the field it writes into. */
export interface AiWriterTarget {
  field: AiField;
  index?: number | undefined;
  getText: () => string;
  setText: (text: string) => void;
  getContent: () => PortfolioContentInput;
}

/** The last write, so "Try again" can ask for the next version of the same thing. */
interface LastWrite {
  action: AiAction;
  tone: AiTone | undefined;
  variation: number;
  /** The field's text before the first version: what a rework (tone) starts from every time. */
  original: string;
}

/** Try again after improve and shorten only with a provider: the built-in writer's clean-ups have one answer. */
const reworkOnly: readonly AiAction[] = ["improve", "shorten"];

/**
 * Streams AI text into a field: the text grows as it arrives, Stop keeps what is there, Undo brings back the text
 * from before, and a failure puts the field back exactly as it was. Try again asks for another version of the last
 * write (the next `variation`, from the same starting text, never the version on screen).
 */
export function useAiWriter(target: AiWriterTarget) {
  const [state, setState] = useState<AiWriterState>({ status: "idle" });
  const [canUndo, setCanUndo] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const before = useRef<string | null>(null);
  // The latest target, so callbacks stay stable while the builder re-renders around them.
  const latest = useRef(target);
  useLayoutEffect(() => {
    latest.current = target;
  });

  // Leaving the page stops the request; the field is left as it is.
  useEffect(() => () => controller.current?.abort(), []);

  const last = useRef<LastWrite | null>(null);

  const write = useCallback(
    async (action: AiAction, tone: AiTone | undefined, variation: number, original?: string) => {
      const { field, index, getText, setText, getContent } = latest.current;
      controller.current?.abort();
      const stop = new AbortController();
      controller.current = stop;
      const previous = getText();
      const content = getContent();
      const from = original ?? previous;
      before.current = previous;
      last.current = { action, tone, variation, original: from };
      setCanUndo(false);
      setState({ status: "writing" });
      let written = "";
      let touched = false;
      try {
        const done = await streamAiWrite(
          {
            field,
            ...(index === undefined ? {} : { index }),
            action,
            ...(tone ? { tone } : {}),
            language: content.language,
            text: from,
            ...(variation > 0 ? { variation, previous } : {}),
            content,
          },
          {
            signal: stop.signal,
            onDelta: (text) => {
              written += text;
              touched = true;
              setText(written);
            },
          },
        );
        setText(done.text);
        setCanUndo(true);
        setState({ status: "done", engine: done.engine, remaining: done.quota.remaining, action });
      } catch (error) {
        if (stop.signal.aborted) {
          // Stopped by the person: what was written so far stays, and Undo can bring the old text back.
          if (controller.current === stop) {
            setCanUndo(touched);
            setState({ status: "stopped" });
          }
          return;
        }
        if (touched) setText(previous);
        setState({ status: "error", error });
      } finally {
        if (controller.current === stop) controller.current = null;
      }
    },
    [],
  );

  /** A new write from the field's current text. */
  const run = useCallback((action: AiAction, tone?: AiTone) => write(action, tone, 0), [write]);

  /** Another version of the last write: the next variation, from the text the first version started from. */
  const tryAgain = useCallback(() => {
    const previous = last.current;
    if (!previous) return Promise.resolve();
    const variation = previous.variation >= aiMaxVariation ? 1 : previous.variation + 1;
    return write(previous.action, previous.tone, variation, previous.original);
  }, [write]);

  const stop = useCallback(() => controller.current?.abort(), []);

  const undo = useCallback(() => {
    if (before.current === null) return;
    latest.current.setText(before.current);
    before.current = null;
    setCanUndo(false);
    setState({ status: "undone" });
  }, []);

  const dismiss = useCallback(() => setState({ status: "idle" }), []);

  // Offered once a version is on screen; after improve or shorten only when a provider wrote it.
  const canTryAgain =
    state.status === "done" && (state.engine.kind === "provider" || !reworkOnly.includes(state.action));

  return { state, canUndo, canTryAgain, run, tryAgain, stop, undo, dismiss };
}
