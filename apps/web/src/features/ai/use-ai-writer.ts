import type { AiAction, AiEngine, AiField, AiTone, PortfolioContentInput } from "@foliocraft/schemas";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { streamAiWrite } from "./ai-stream";

/** Where the writer is: nothing yet, writing, finished, stopped by the person, undone, or failed. */
export type AiWriterState =
  | { status: "idle" }
  | { status: "writing" }
  | { status: "done"; engine: AiEngine; remaining: number }
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

/**
 * Streams AI text into a field: the text grows as it arrives, Stop keeps what is there, Undo brings back the text
 * from before, and a failure puts the field back exactly as it was.
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

  const run = useCallback(async (action: AiAction, tone?: AiTone) => {
    const { field, index, getText, setText, getContent } = latest.current;
    controller.current?.abort();
    const stop = new AbortController();
    controller.current = stop;
    const previous = getText();
    const content = getContent();
    before.current = previous;
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
          text: previous,
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
      setState({ status: "done", engine: done.engine, remaining: done.quota.remaining });
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
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);

  const undo = useCallback(() => {
    if (before.current === null) return;
    latest.current.setText(before.current);
    before.current = null;
    setCanUndo(false);
    setState({ status: "undone" });
  }, []);

  const dismiss = useCallback(() => setState({ status: "idle" }), []);

  return { state, canUndo, run, stop, undo, dismiss };
}
