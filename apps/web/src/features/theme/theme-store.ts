import { safeStorage } from "../../lib/safe-storage";
import type { KeyValueStorage } from "../../lib/safe-storage";

/** The interface theme (spec §4). */
export type Theme = "light" | "dark";

/** localStorage key of the user's explicit choice; public/boot.js reads the same key before paint. */
export const THEME_STORAGE_KEY = "theme";

/** The media query for the system preference. */
export const DARK_SCHEME_QUERY = "(prefers-color-scheme: dark)";

export interface ThemeStore {
  getTheme(): Theme;
  subscribe(listener: () => void): () => void;
  /** Flips the theme and stores it: from then on the system preference no longer applies. */
  toggle(): void;
  setTheme(theme: Theme): void;
  /** Stops following the system preference (tests, hot reload). */
  destroy(): void;
}

export interface ThemeEnvironment {
  storage: KeyValueStorage;
  /** The system preference, or null where matchMedia is missing. */
  media: MediaQueryList | null;
  /** Where the `dark` class goes: <html>, so every Tailwind `dark:` variant sees it. */
  root: HTMLElement;
}

function readStored(storage: KeyValueStorage): Theme | null {
  const value = storage.get(THEME_STORAGE_KEY);
  return value === "dark" || value === "light" ? value : null;
}

/**
 * Theme state of spec §4: starts from the stored choice, else the system preference, and follows system
 * changes only while nothing is stored. Kept outside React so the header, the toaster and tests share one source.
 */
export function createThemeStore(env: ThemeEnvironment): ThemeStore {
  const listeners = new Set<() => void>();
  const systemTheme = (): Theme => (env.media?.matches ? "dark" : "light");
  let theme: Theme = readStored(env.storage) ?? systemTheme();

  const apply = (next: Theme) => {
    theme = next;
    env.root.classList.toggle("dark", next === "dark");
    listeners.forEach((listener) => listener());
  };

  const setTheme = (next: Theme) => {
    env.storage.set(THEME_STORAGE_KEY, next);
    apply(next);
  };

  const onSystemChange = () => {
    if (readStored(env.storage) === null) apply(systemTheme());
  };
  env.media?.addEventListener("change", onSystemChange);
  apply(theme);

  return {
    getTheme: () => theme,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle: () => setTheme(theme === "dark" ? "light" : "dark"),
    setTheme,
    destroy() {
      env.media?.removeEventListener("change", onSystemChange);
      listeners.clear();
    },
  };
}

let browserStore: ThemeStore | undefined;

/** The page's single theme store, created on first use. */
export function getThemeStore(): ThemeStore {
  browserStore ??= createThemeStore({
    storage: safeStorage,
    media: typeof window.matchMedia === "function" ? window.matchMedia(DARK_SCHEME_QUERY) : null,
    root: document.documentElement,
  });
  return browserStore;
}
