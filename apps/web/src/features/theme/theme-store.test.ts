import { afterEach, describe, expect, it } from "vitest";
import type { KeyValueStorage } from "../../lib/safe-storage";
import { installMatchMedia } from "../../test/match-media";
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, createThemeStore } from "./theme-store";
import type { ThemeStore } from "./theme-store";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

describe("theme store", () => {
  let store: ThemeStore | undefined;
  const root = document.createElement("html");

  function setup(options: { stored?: string; systemDark?: boolean } = {}) {
    const media = installMatchMedia({ darkScheme: options.systemDark ?? false });
    const storage = memoryStorage(options.stored ? { [THEME_STORAGE_KEY]: options.stored } : {});
    store = createThemeStore({ storage, media: window.matchMedia(DARK_SCHEME_QUERY), root });
    return { store, storage, media };
  }

  afterEach(() => {
    store?.destroy();
    root.className = "";
  });

  it("starts from the stored value, over the system preference", () => {
    const { store } = setup({ stored: "light", systemDark: true });
    expect(store.getTheme()).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("starts from a stored dark theme and sets the dark class", () => {
    const { store } = setup({ stored: "dark", systemDark: false });
    expect(store.getTheme()).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
  });

  it("uses the system preference when nothing (or garbage) is stored", () => {
    expect(setup({ systemDark: true }).store.getTheme()).toBe("dark");
    store?.destroy();
    expect(setup({ stored: "purple", systemDark: false }).store.getTheme()).toBe("light");
  });

  it("follows system changes while nothing is stored", () => {
    const { store, media } = setup({ systemDark: false });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getTheme()));
    media.setDarkScheme(true);
    expect(store.getTheme()).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);
    media.setDarkScheme(false);
    expect(store.getTheme()).toBe("light");
    expect(seen).toEqual(["dark", "light"]);
  });

  it("ignores system changes once a choice is stored", () => {
    const { store, media } = setup({ stored: "light" });
    media.setDarkScheme(true);
    expect(store.getTheme()).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("toggle flips, stores the choice and sets or removes the dark class", () => {
    const { store, storage, media } = setup({ systemDark: false });
    store.toggle();
    expect(store.getTheme()).toBe("dark");
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe("dark");
    expect(root.classList.contains("dark")).toBe(true);

    // Stored now: the system no longer decides.
    media.setDarkScheme(false);
    expect(store.getTheme()).toBe("dark");

    store.toggle();
    expect(store.getTheme()).toBe("light");
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe("light");
    expect(root.classList.contains("dark")).toBe(false);
  });

  it("works where matchMedia is missing", () => {
    store = createThemeStore({ storage: memoryStorage(), media: null, root });
    expect(store.getTheme()).toBe("light");
    store.toggle();
    expect(store.getTheme()).toBe("dark");
  });
});
