/**
 * A controllable window.matchMedia for jsdom (which has none). `prefers-color-scheme: dark` follows `darkScheme`;
 * `min-width` queries compare against `viewportWidth`. `setDarkScheme` fires change events like a real browser.
 */
export interface FakeMedia {
  setDarkScheme(dark: boolean): void;
  setViewportWidth(width: number): void;
}

export function installMatchMedia(initial: { darkScheme?: boolean; viewportWidth?: number } = {}): FakeMedia {
  let darkScheme = initial.darkScheme ?? false;
  let viewportWidth = initial.viewportWidth ?? 1280;
  const lists = new Set<{
    query: string;
    list: MediaQueryList;
    listeners: Set<(event: MediaQueryListEvent) => void>;
  }>();

  const evaluate = (query: string): boolean => {
    if (query.includes("prefers-color-scheme: dark")) return darkScheme;
    const minWidth = /min-width:\s*([\d.]+)(px|rem)/.exec(query);
    if (minWidth?.[1]) return viewportWidth >= Number(minWidth[1]) * (minWidth[2] === "rem" ? 16 : 1);
    return false;
  };

  const notify = () => {
    for (const entry of lists) {
      const event = { matches: evaluate(entry.query), media: entry.query } as MediaQueryListEvent;
      entry.listeners.forEach((listener) => listener(event));
    }
  };

  window.matchMedia = (query: string): MediaQueryList => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const list = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.add({ query, list, listeners });
    return list;
  };

  return {
    setDarkScheme(dark) {
      darkScheme = dark;
      notify();
    },
    setViewportWidth(width) {
      viewportWidth = width;
      notify();
    },
  };
}
