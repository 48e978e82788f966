import { emptyPortfolioContent, fullPortfolioFixture } from "@foliocraft/schemas";
import type { PortfolioContent, PortfolioDetail } from "@foliocraft/schemas";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { AutosaveController } from "./autosave-controller";
import type { AutosaveOptions } from "./autosave-controller";
import { createDraftStorage } from "./draft-storage";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get: (key: string) => map.get(key) ?? null,
    set: (key: string, value: string) => void map.set(key, value),
    remove: (key: string) => void map.delete(key),
  };
}

const named = (fullName: string): PortfolioContent => {
  const content = emptyPortfolioContent();
  content.personal.fullName = fullName;
  return content;
};

const detail = (version: number, content: PortfolioContent = fullPortfolioFixture()): PortfolioDetail => ({
  id: "p1",
  name: "Theirs",
  theme: content.theme,
  status: "draft",
  version,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-02T00:00:00.000Z",
  publishedAt: null,
  hasUnpublishedChanges: false,
  content,
});

function setup(save: AutosaveOptions["save"]) {
  const storage = memoryStorage();
  const drafts = createDraftStorage(storage, "tab-a");
  const saveMock = vi.fn(save);
  const controller = new AutosaveController({
    portfolioId: "p1",
    version: 3,
    updatedAt: "2026-01-01T00:00:00.000Z",
    save: saveMock,
    drafts,
    debounceMs: 500,
    retryDelayMs: () => 1000,
  });
  return { controller, saveMock, drafts, storage };
}

let nextVersion = 4;
const okSave: AutosaveOptions["save"] = async () => ({ version: nextVersion++, updatedAt: "2026-01-03T00:00:00.000Z" });

beforeEach(() => {
  vi.useFakeTimers();
  nextVersion = 4;
});
afterEach(() => vi.useRealTimers());

describe("AutosaveController", () => {
  it("keeps edits on the device at once and saves the last one after the debounce", async () => {
    const { controller, saveMock, drafts } = setup(okSave);
    controller.edit(named("A"), "Mine", true);
    controller.edit(named("Ad"), "Mine", true);
    controller.edit(named("Ada"), "Mine", true);
    expect(controller.getSnapshot().state).toBe("pending");
    expect(drafts.read("p1")?.content.personal.fullName).toBe("Ada");
    expect(saveMock).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(500);
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(saveMock).toHaveBeenCalledWith({ baseVersion: 3, content: named("Ada"), name: "Mine" });
    expect(controller.getSnapshot()).toMatchObject({ state: "saved", version: 4 });
    // Confirmed: the device copy is no longer needed.
    expect(drafts.read("p1")).toBeNull();
  });

  it("keeps one snapshot while edits follow each other, so the builder does not render again per keystroke", () => {
    const { controller } = setup(okSave);
    const listener = vi.fn();
    controller.subscribe(listener);
    controller.edit(named("A"), "Mine", true);
    const pending = controller.getSnapshot();
    expect(pending.state).toBe("pending");
    controller.edit(named("Ad"), "Mine", true);
    controller.edit(named("Ada"), "Mine", true);
    expect(controller.getSnapshot()).toBe(pending);
    expect(listener).toHaveBeenCalledTimes(1);
    // A real change of state still notifies.
    controller.edit(named(""), "Mine", false);
    expect(controller.getSnapshot().state).toBe("invalid");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("bases each save on the version the previous one returned, one request at a time", async () => {
    let release: (() => void) | undefined;
    const { controller, saveMock } = setup(
      (body) =>
        new Promise((resolve) => {
          release = () => resolve({ version: body.baseVersion + 1, updatedAt: "2026-01-03T00:00:00.000Z" });
        }),
    );
    controller.edit(named("A"), "n", true);
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getSnapshot().state).toBe("saving");
    controller.edit(named("AB"), "n", true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(saveMock).toHaveBeenCalledTimes(1);

    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot()).toMatchObject({ state: "pending", version: 4 });
    await vi.advanceTimersByTimeAsync(500);
    expect(saveMock).toHaveBeenLastCalledWith({ baseVersion: 4, content: named("AB"), name: "n" });
    release?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot()).toMatchObject({ state: "saved", version: 5 });
  });

  it("does not send content the schema refuses, and resumes once it is fixed", async () => {
    const { controller, saveMock, drafts } = setup(okSave);
    controller.edit(named("x".repeat(500)), "n", false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(saveMock).not.toHaveBeenCalled();
    expect(controller.getSnapshot().state).toBe("invalid");
    expect(drafts.read("p1")?.content.personal.fullName).toHaveLength(500);

    controller.edit(named("Ada"), "n", true);
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getSnapshot().state).toBe("saved");
  });

  it("stops on a 409 and lets the user keep their edits over the newer version", async () => {
    const theirs = detail(7);
    const { controller, saveMock, drafts } = setup(async (body) => {
      if (body.baseVersion !== 7) throw new ApiError("aborted", "Changed", 409, { current: theirs });
      return { version: 8, updatedAt: "2026-01-04T00:00:00.000Z" };
    });
    controller.edit(named("Mine"), "n", true);
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getSnapshot()).toMatchObject({ state: "conflict", conflict: { version: 7 } });

    // Edits during the conflict are kept, never sent.
    controller.edit(named("Mine 2"), "n", true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(drafts.read("p1")?.content.personal.fullName).toBe("Mine 2");

    controller.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveMock).toHaveBeenLastCalledWith({ baseVersion: 7, content: named("Mine 2"), name: "n" });
    expect(controller.getSnapshot()).toMatchObject({ state: "saved", version: 8, conflict: null });
  });

  it("drops the edits and adopts the server copy when the user takes theirs", async () => {
    const theirs = detail(9);
    const { controller, saveMock, drafts } = setup(async () => {
      throw new ApiError("aborted", "Changed", 409, { current: theirs });
    });
    controller.edit(named("Mine"), "n", true);
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.takeTheirs()).toEqual(theirs);
    expect(controller.getSnapshot()).toMatchObject({ state: "saved", version: 9, conflict: null });
    expect(drafts.read("p1")).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(saveMock).toHaveBeenCalledTimes(1);
  });

  it("goes offline when the server cannot be reached, retries, and sends the newest edit", async () => {
    let online = false;
    const { controller, saveMock } = setup(async (body) => {
      if (!online) throw new ApiError("internal", "Failed to fetch", 0);
      return { version: body.baseVersion + 1, updatedAt: "2026-01-03T00:00:00.000Z" };
    });
    controller.edit(named("A"), "n", true);
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getSnapshot().state).toBe("offline");
    controller.edit(named("AB"), "n", true);
    expect(controller.getSnapshot().state).toBe("offline");

    online = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(saveMock).toHaveBeenLastCalledWith({ baseVersion: 3, content: named("AB"), name: "n" });
    expect(controller.getSnapshot()).toMatchObject({ state: "saved", version: 4 });
  });

  it("retries at once when the browser comes back online", async () => {
    let online = false;
    const { controller } = setup(async () => {
      if (!online) throw new ApiError("internal", "Failed to fetch", 0);
      return { version: 4, updatedAt: "2026-01-03T00:00:00.000Z" };
    });
    controller.edit(named("A"), "n", true);
    await vi.advanceTimersByTimeAsync(500);
    online = true;
    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getSnapshot().state).toBe("saved");
    controller.dispose();
  });

  it("reports the server's field messages after a 400", async () => {
    const issues = [{ path: ["projects", 0, "githubUrl"], message: "GitHub link must be a link" }];
    // As the server's error handler sends them.
    const details = [{ field: "content.projects.0.githubUrl", message: "GitHub link must be a link" }];
    const { controller } = setup(async () => {
      throw new ApiError("invalid-argument", "Invalid", 400, details);
    });
    controller.edit(named("A"), "n", true);
    await vi.advanceTimersByTimeAsync(500);
    expect(controller.getSnapshot()).toMatchObject({ state: "invalid", issues });
  });

  it("stops and keeps the edits when the session has ended", async () => {
    const { controller, saveMock, drafts } = setup(async () => {
      throw new ApiError("unauthenticated", "Sign in", 401);
    });
    controller.edit(named("A"), "n", true);
    await vi.advanceTimersByTimeAsync(500);
    controller.edit(named("AB"), "n", true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(controller.getSnapshot().state).toBe("signed-out");
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(drafts.read("p1")?.content.personal.fullName).toBe("AB");
  });

  it("saves at once on flush", async () => {
    const { controller, saveMock } = setup(okSave);
    controller.edit(named("A"), "n", true);
    expect(controller.hasUnsavedChanges()).toBe(true);
    await controller.flush();
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(controller.hasUnsavedChanges()).toBe(false);
  });
});

describe("draft storage", () => {
  it("never clears a draft another tab wrote, and drops unreadable ones", () => {
    const storage = memoryStorage();
    const tabA = createDraftStorage(storage, "a");
    const tabB = createDraftStorage(storage, "b");
    tabA.write("p1", { baseVersion: 1, content: named("A"), name: "n" });
    tabB.write("p1", { baseVersion: 1, content: named("B"), name: "n" });
    tabA.clear("p1");
    expect(tabA.read("p1")?.content.personal.fullName).toBe("B");
    tabB.clear("p1");
    expect(tabA.read("p1")).toBeNull();

    storage.set("foliocraft.builder.draft.p2", "{not json");
    expect(tabA.read("p2")).toBeNull();
    storage.set("foliocraft.builder.draft.p3", JSON.stringify({ baseVersion: 1, content: { personal: {} } }));
    expect(tabA.read("p3")).toBeNull();
    expect(storage.map.has("foliocraft.builder.draft.p3")).toBe(false);
  });
});
