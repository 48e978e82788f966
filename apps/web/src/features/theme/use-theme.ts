import { useSyncExternalStore } from "react";
import { getThemeStore } from "./theme-store";
import type { Theme } from "./theme-store";

/** The current theme and a toggle, re-rendering when it changes (also on system changes). */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const store = getThemeStore();
  const theme = useSyncExternalStore(store.subscribe, store.getTheme, () => "light" as const);
  return { theme, toggleTheme: () => store.toggle() };
}
