import type { OAuthCallbackResult } from "./auth-api";

/** The callback page's states (spec §4: loading, exchanging, success, error). */
export type CallbackStatus = "loading" | "exchanging" | "success" | "error";

/** What the callback page shows. */
export interface CallbackSnapshot {
  status: CallbackStatus;
  /** The reason, in the error state. */
  message: string | null;
}

/**
 * One visit of a callback page (sign-in, a deploy connection, an app install): the single POST of the provider's code to the server, and the status the page shows.
 * It lives outside React state so that StrictMode's doubled effects share it (one POST: a code works only once) and
 * the page reads it with useSyncExternalStore.
 */
export function createCallbackRun<T = OAuthCallbackResult>(exchange: () => Promise<T>) {
  let snapshot: CallbackSnapshot = { status: "loading", message: null };
  let answer: Promise<T> | null = null;
  let claimed = false;
  const listeners = new Set<() => void>();
  const set = (next: CallbackSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): CallbackSnapshot => snapshot,
    /** Sends the code the first time it is called; every call gets that one answer. */
    start(): Promise<T> {
      if (!answer) {
        set({ status: "exchanging", message: null });
        answer = exchange();
      }
      return answer;
    },
    /** True for the first caller only: whoever gets it reports the answer (to the opener, a toast…), exactly once. */
    claim(): boolean {
      if (claimed) return false;
      claimed = true;
      return true;
    },
    succeed: () => set({ status: "success", message: null }),
    fail: (message: string) => set({ status: "error", message }),
  };
}

/** One visit of a callback page. */
export type CallbackRun<T = OAuthCallbackResult> = ReturnType<typeof createCallbackRun<T>>;
