/**
 * localStorage that never throws: storage can be disabled or full (privacy modes, quotas),
 * and a lost preference must not break the page.
 */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // The choice still applies to this page; it just will not survive a reload.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored that we could reach: nothing to remove.
    }
  },
};

/** The part of safeStorage the stores need, so tests can pass an in-memory one. */
export type KeyValueStorage = typeof safeStorage;
