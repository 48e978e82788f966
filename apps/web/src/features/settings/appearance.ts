import type { AppearanceChoice } from "@foliocraft/schemas";
import { useSyncExternalStore } from "react";
import { safeStorage } from "../../lib/safe-storage";
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, getThemeStore } from "../theme/theme-store";

// Light, dark or "system" on top of the shared theme store (features/theme). The store knows "system" as
// "nothing stored" (spec §4: it then follows the system preference), so that is how "system" is kept here too.

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The appearance chosen on this device: the stored theme, or "system" when none is stored. */
export function currentAppearance(): AppearanceChoice {
  const stored = safeStorage.get(THEME_STORAGE_KEY);
  return stored === "dark" || stored === "light" ? stored : "system";
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** Applies a choice at once (the `dark` class on <html>) and keeps it on this device. */
export function applyAppearance(choice: AppearanceChoice): void {
  const store = getThemeStore();
  if (choice === "system") {
    // Show the system's theme now, then forget the stored choice so the store follows system changes again.
    store.setTheme(systemPrefersDark() ? "dark" : "light");
    safeStorage.remove(THEME_STORAGE_KEY);
  } else {
    store.setTheme(choice);
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The header's toggle changes the theme through the store: follow it too.
  const unsubscribe = getThemeStore().subscribe(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

/** The current appearance choice, re-rendering when it changes here or through the header's toggle. */
export function useAppearance(): AppearanceChoice {
  return useSyncExternalStore(subscribe, currentAppearance, () => "system" as const);
}
