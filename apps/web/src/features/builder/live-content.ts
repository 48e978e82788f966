import type { PortfolioContent } from "@foliocraft/schemas";
import { useSyncExternalStore } from "react";

/**
 * The builder's latest content, kept outside React state. An edit notifies only the components that show the
 * content (the live preview, the preview and export steps, the conflict dialog); the builder and its form around
 * them do not render again on every keystroke, which kept the preview a full render of the form behind each edit.
 */
export interface LiveContent {
  get(): PortfolioContent;
  set(content: PortfolioContent): void;
  subscribe(listener: () => void): () => void;
}

export function createLiveContent(initial: PortfolioContent): LiveContent {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(content) {
      if (content === current) return;
      current = content;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The content of a LiveContent, rendering again when it changes (synchronously: a preview is never a frame late). */
export function useLiveContent(live: LiveContent): PortfolioContent {
  return useSyncExternalStore(live.subscribe, live.get);
}
