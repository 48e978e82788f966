import { portfolioConflictDetailsSchema } from "@foliocraft/schemas";
import type { PortfolioContent, PortfolioDetail } from "@foliocraft/schemas";
import { ApiError } from "../../lib/api-client";
import type { DraftStorage } from "./draft-storage";
import { fieldErrorsOf } from "../../lib/form-errors";
import { contentFingerprint } from "./form-values";

/**
 * What the save indicator shows. `pending`: edits wait for the debounce; `invalid`: a field must be fixed first
 * (the server refuses invalid content); `offline`/`error`: the save failed and is retried; `conflict`: someone
 * saved a newer version and the user must choose; `signed-out`: the session ended. In every state but `saved` the
 * edits are also on this device (localStorage), so a reload or a crash loses nothing.
 */
export type SaveState = "saved" | "pending" | "saving" | "invalid" | "offline" | "error" | "conflict" | "signed-out";

/** One field the server refused: `path` like ["projects", 0, "title"]. */
export interface ContentIssue {
  path: (string | number)[];
  message: string;
}

export interface AutosaveSnapshot {
  state: SaveState;
  /** The server version the next save is based on. */
  version: number;
  /** When the server last confirmed a save (ISO). */
  savedAt: string;
  /** The server's newer copy while `state` is `conflict`. */
  conflict: PortfolioDetail | null;
  /** The server's field messages after a 400 (empty otherwise). */
  issues: ContentIssue[];
}

export interface AutosaveOptions {
  portfolioId: string;
  version: number;
  updatedAt: string;
  save: (body: { baseVersion: number; content: PortfolioContent; name: string }) => Promise<{
    version: number;
    updatedAt: string;
  }>;
  drafts: DraftStorage;
  /** Quiet time after the last keystroke before saving (default 800 ms). */
  debounceMs?: number;
  /** Wait before retry `attempt` (1, 2, …) after a failed save: 2 s doubling up to 30 s by default. */
  retryDelayMs?: (attempt: number) => number;
}

interface Edit {
  content: PortfolioContent;
  name: string;
  valid: boolean;
}

// The server's 400 lists `{ field: "content.projects.0.githubUrl", message, messageId? }` (the error handler's
// format; fieldErrorsOf keeps the catalog id); the builder addresses fields by path within the content.
function issuesOf(error: ApiError): ContentIssue[] {
  return fieldErrorsOf(error).flatMap(({ field, message }) => {
    if (!field.startsWith("content.")) return [];
    const path = field
      .slice("content.".length)
      .split(".")
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return [{ path, message }];
  });
}

/**
 * Saves the builder's content to the server: debounced, one request at a time, each based on the last version the
 * server confirmed (optimistic concurrency: a 409 never overwrites, the user chooses). Framework-free so the rules
 * are tested without a browser; `useAutosave` connects it to React.
 */
export class AutosaveController {
  private snapshot: AutosaveSnapshot;
  private readonly listeners = new Set<() => void>();
  private pending: Edit | null = null;
  private inFlight: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  private disposed = false;

  constructor(private readonly options: AutosaveOptions) {
    this.snapshot = {
      state: "saved",
      version: options.version,
      savedAt: options.updatedAt,
      conflict: null,
      issues: [],
    };
    this.start();
  }

  /** Listens for the browser coming back online; called by the constructor and again after a `dispose`. */
  start(): void {
    this.disposed = false;
    window.removeEventListener("online", this.onOnline);
    window.addEventListener("online", this.onOnline);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): AutosaveSnapshot => this.snapshot;

  private set(patch: Partial<AutosaveSnapshot>) {
    // Every keystroke asks for "pending" again: an unchanged state is no new snapshot, so nothing renders again.
    const unchanged = (Object.keys(patch) as (keyof AutosaveSnapshot)[]).every((key) => {
      const [was, now] = [this.snapshot[key], patch[key]];
      return was === now || (Array.isArray(was) && Array.isArray(now) && was.length === 0 && now.length === 0);
    });
    if (unchanged) return;
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The save out now (see LocalDraft.sending): every draft written meanwhile carries it. */
  private sendingMark: { baseVersion: number; fingerprint: string } | undefined;

  private writeDraft() {
    if (!this.pending) return;
    const { content, name } = this.pending;
    this.options.drafts.write(this.options.portfolioId, {
      baseVersion: this.snapshot.version,
      content,
      name,
      ...(this.sendingMark ? { sending: this.sendingMark } : {}),
    });
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), delay);
  }

  /** Records an edit: kept on this device at once, sent to the server after the debounce when valid. */
  edit(content: PortfolioContent, name: string, valid: boolean): void {
    if (this.disposed) return;
    this.pending = { content, name, valid };
    this.writeDraft();
    const { state } = this.snapshot;
    // A conflict waits for the user's choice; a signed-out session for a new sign-in. Edits are still kept.
    if (state === "conflict" || state === "signed-out") return;
    if (!valid) {
      clearTimeout(this.timer);
      this.set({ state: "invalid", issues: [] });
      return;
    }
    // While offline or failing, the retry timer is already running: it will send the newest edit.
    if (state === "offline" || state === "error") return;
    if (state !== "saving") this.set({ state: "pending", issues: [] });
    this.schedule(this.options.debounceMs ?? 800);
  }

  /** Starts in conflict: edits kept on this device were based on a version older than the server's. */
  startWithConflict(mine: { content: PortfolioContent; name: string; valid: boolean }, current: PortfolioDetail) {
    this.pending = mine;
    this.set({ state: "conflict", conflict: current });
  }

  /** Saves any waiting edit now; resolves when nothing is in flight (whatever the outcome). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    if (this.pending?.valid && this.snapshot.state !== "conflict" && this.snapshot.state !== "signed-out") {
      await this.run();
    }
  }

  /** Conflict resolved as "keep mine": the edits are saved over the newer version. */
  keepMine(): void {
    const current = this.snapshot.conflict;
    if (!current) return;
    this.set({
      conflict: null,
      version: current.version,
      state: this.pending?.valid === false ? "invalid" : "pending",
    });
    this.writeDraft();
    if (this.pending?.valid !== false) void this.run();
  }

  /** Conflict resolved as "take theirs": the edits are dropped; returns the server's copy for the form. */
  takeTheirs(): PortfolioDetail | null {
    const current = this.snapshot.conflict;
    if (!current) return null;
    this.adopt(current.version, current.updatedAt);
    return current;
  }

  /**
   * The server holds new content the form now shows (a restored version, the other side of a conflict): base the
   * next save on it and forget the local draft.
   */
  adopt(version: number, updatedAt: string): void {
    clearTimeout(this.timer);
    this.pending = null;
    this.attempts = 0;
    this.options.drafts.discard(this.options.portfolioId);
    this.set({ state: "saved", version, savedAt: updatedAt, conflict: null, issues: [] });
  }

  /** True while edits exist that the server has not confirmed. */
  hasUnsavedChanges(): boolean {
    return this.pending !== null || this.inFlight !== null;
  }

  /** Stops timers and listeners (the edits stay on the device). */
  dispose(): void {
    this.disposed = true;
    clearTimeout(this.timer);
    window.removeEventListener("online", this.onOnline);
  }

  private onOnline = () => {
    if (this.snapshot.state === "offline" || this.snapshot.state === "error") void this.run();
  };

  private run(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const sending = this.pending;
    if (!sending || !sending.valid || this.disposed || this.snapshot.state === "conflict") return Promise.resolve();
    clearTimeout(this.timer);
    this.set({ state: "saving" });
    this.inFlight = this.send(sending).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async send(sending: Edit): Promise<void> {
    try {
      // A reload before the answer arrives must recognise this save as the tab's own (builder-start.ts).
      this.sendingMark = {
        baseVersion: this.snapshot.version,
        fingerprint: contentFingerprint(sending.content, sending.name),
      };
      this.options.drafts.markSending(this.options.portfolioId, this.sendingMark);
      const result = await this.options
        .save({ baseVersion: this.snapshot.version, content: sending.content, name: sending.name })
        .finally(() => {
          this.sendingMark = undefined;
        });
      this.attempts = 0;
      if (this.disposed) return;
      this.set({ version: result.version, savedAt: result.updatedAt, issues: [] });
      if (this.pending === sending) {
        this.pending = null;
        this.options.drafts.clear(this.options.portfolioId);
        this.set({ state: "saved" });
      } else if (this.pending) {
        // Typed while the request was out: base the newer edits on the version just confirmed and send them.
        this.writeDraft();
        this.set({ state: this.pending.valid ? "pending" : "invalid" });
        if (this.pending.valid) this.schedule(this.options.debounceMs ?? 800);
      }
    } catch (error) {
      if (this.disposed) return;
      this.fail(error);
    }
  }

  private fail(error: unknown) {
    if (error instanceof ApiError && error.code === "aborted") {
      const details = portfolioConflictDetailsSchema.safeParse(error.details);
      if (details.success) {
        this.set({ state: "conflict", conflict: details.data.current });
        return;
      }
    }
    if (error instanceof ApiError && error.code === "invalid-argument") {
      this.set({ state: "invalid", issues: issuesOf(error) });
      return;
    }
    if (error instanceof ApiError && error.code === "unauthenticated") {
      this.set({ state: "signed-out" });
      return;
    }
    // No answer (status 0) is offline; anything else unexpected is retried the same way, with a longer wait each time.
    const offline = !(error instanceof ApiError) || error.status === 0;
    this.attempts += 1;
    const delay = this.options.retryDelayMs?.(this.attempts) ?? Math.min(30_000, 2_000 * 2 ** (this.attempts - 1));
    this.set({ state: offline ? "offline" : "error" });
    this.schedule(delay);
  }
}
