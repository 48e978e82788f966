import { emptyPortfolioContent } from "@foliocraft/schemas";
import type { PortfolioContent } from "@foliocraft/schemas";
import { safeStorage } from "../../lib/safe-storage";
import type { KeyValueStorage } from "../../lib/safe-storage";

/** Edits not yet confirmed by the server, kept on this device so a reload or a crashed tab loses nothing. */
export interface LocalDraft {
  /** The server version the edits started from: decides on reload between "restore" and "conflict". */
  baseVersion: number;
  name: string;
  content: PortfolioContent;
  /** Which tab wrote it: a tab only clears its own draft, never one another tab is still working on. */
  tabId: string;
  savedAt: string;
  /**
   * The save this tab had sent when it wrote the draft and had not heard back on: the version it was based on and
   * a fingerprint of what it sent (form-values.ts contentFingerprint). A reload mid-save finds the server one
   * version further with exactly that content: the tab's own save, not someone else's (no conflict).
   */
  sending?: { baseVersion: number; fingerprint: string } | undefined;
}

/**
 * Whether a stored value has the form's shape (every section present, of the right kind). Its text is not checked
 * against the schema: an unsaved draft may hold a field the user has not fixed yet, and must still come back.
 */
function hasContentShape(value: unknown): value is PortfolioContent {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(emptyPortfolioContent()).every(([key, empty]) => {
    const actual = record[key];
    return Array.isArray(empty) ? Array.isArray(actual) : typeof actual === typeof empty && actual !== null;
  });
}

const keyOf = (portfolioId: string) => `foliocraft.builder.draft.${portfolioId}`;
// A draft that could not be opened is kept here, untouched, for the user to download (never silently lost).
const setAsideKeyOf = (portfolioId: string) => `foliocraft.builder.draft-set-aside.${portfolioId}`;

// One id per tab for its lifetime (a reload gets a new one, which is fine: a reload restores, then owns, the draft).
const thisTab = Math.random().toString(36).slice(2);

/** The drafts of one device, in localStorage (an in-memory storage in tests). */
export function createDraftStorage(storage: KeyValueStorage = safeStorage, tabId: string = thisTab) {
  /** Moves the draft as stored to the set-aside key, so the builder opens without it (and it stays retrievable). */
  function setAside(portfolioId: string): void {
    const raw = storage.get(keyOf(portfolioId));
    if (raw === null) return;
    storage.set(setAsideKeyOf(portfolioId), raw);
    storage.remove(keyOf(portfolioId));
  }

  /** The draft kept for a portfolio, if any and still readable (an unreadable one is set aside). */
  function read(portfolioId: string): LocalDraft | null {
    const raw = storage.get(keyOf(portfolioId));
    if (!raw) return null;
    try {
      const data = JSON.parse(raw) as Partial<LocalDraft>;
      if (typeof data.baseVersion !== "number" || !hasContentShape(data.content)) throw new Error("Not a draft");
      return {
        baseVersion: data.baseVersion,
        name: typeof data.name === "string" ? data.name : "",
        content: data.content,
        tabId: typeof data.tabId === "string" ? data.tabId : "",
        savedAt: typeof data.savedAt === "string" ? data.savedAt : "",
        ...(typeof data.sending?.baseVersion === "number" && typeof data.sending.fingerprint === "string"
          ? { sending: { baseVersion: data.sending.baseVersion, fingerprint: data.sending.fingerprint } }
          : {}),
      };
    } catch {
      setAside(portfolioId);
      return null;
    }
  }
  return {
    read,
    setAside,
    /** The set-aside copy of a portfolio's draft, exactly as it was stored, or null. */
    readSetAside(portfolioId: string): string | null {
      return storage.get(setAsideKeyOf(portfolioId));
    },
    /** Forgets the set-aside copy (the user downloaded or dismissed it). */
    forgetSetAside(portfolioId: string): void {
      storage.remove(setAsideKeyOf(portfolioId));
    },
    /** Keeps the latest unsaved edits (overwrites the previous ones). */
    write(portfolioId: string, draft: Omit<LocalDraft, "tabId" | "savedAt">): void {
      const value: LocalDraft = { ...draft, tabId, savedAt: new Date().toISOString() };
      storage.set(keyOf(portfolioId), JSON.stringify(value));
    },
    /** Notes on this tab's draft the save it is sending (see LocalDraft.sending). */
    markSending(portfolioId: string, sending: { baseVersion: number; fingerprint: string }): void {
      const current = read(portfolioId);
      if (!current || current.tabId !== tabId) return;
      storage.set(keyOf(portfolioId), JSON.stringify({ ...current, sending }));
    },
    /** Forgets the draft once the server has it, unless another tab has written a newer one since. */
    clear(portfolioId: string): void {
      const current = read(portfolioId);
      if (current && current.tabId !== tabId) return;
      storage.remove(keyOf(portfolioId));
    },
    /** Forgets the draft whoever wrote it (the user chose the server's version). */
    discard(portfolioId: string): void {
      storage.remove(keyOf(portfolioId));
    },
  };
}

/** The drafts of one device. */
export type DraftStorage = ReturnType<typeof createDraftStorage>;

/** This device's drafts (localStorage). */
export const deviceDrafts = createDraftStorage();
