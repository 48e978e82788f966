import { fullPortfolioFixture, type PortfolioDetail } from "@foliocraft/schemas";
import { describe, expect, it } from "vitest";
import { builderStart } from "./builder-start";
import { createDraftStorage } from "./draft-storage";
import { contentFingerprint } from "./form-values";

function memory() {
  const map = new Map<string, string>();
  return {
    get: (k: string) => map.get(k) ?? null,
    set: (k: string, v: string) => void map.set(k, v),
    remove: (k: string) => void map.delete(k),
  };
}

const detail = (version: number, content = fullPortfolioFixture()): PortfolioDetail => ({
  id: "p1",
  name: "Mine",
  theme: "minimal",
  status: "draft",
  version,
  createdAt: "2026-11-28T07:00:00.000Z",
  updatedAt: "2026-11-28T07:00:00.000Z",
  publishedAt: null,
  hasUnpublishedChanges: true,
  content,
});

describe("builderStart after a reload", () => {
  const sent = fullPortfolioFixture();
  sent.personal.title = "Sent before the reload";
  const later = structuredClone(sent);
  later.personal.bio = "Typed after the save had gone out";

  it("restores edits made while this tab's own save was in flight (the server holds exactly that save)", () => {
    const drafts = createDraftStorage(memory(), "tab-a");
    drafts.write("p1", { baseVersion: 1, name: "Mine", content: later });
    drafts.markSending("p1", { baseVersion: 1, fingerprint: contentFingerprint(sent, "Mine") });
    const start = builderStart(detail(2, sent), drafts.read("p1"), drafts);
    expect(start.draft).toBe("restored");
    expect(start.content.personal.bio).toBe("Typed after the save had gone out");
  });

  it("still sees a conflict when the newer version is someone else's", () => {
    const drafts = createDraftStorage(memory(), "tab-a");
    drafts.write("p1", { baseVersion: 1, name: "Mine", content: later });
    drafts.markSending("p1", { baseVersion: 1, fingerprint: contentFingerprint(sent, "Mine") });
    const theirs = fullPortfolioFixture();
    theirs.personal.title = "Saved on another device";
    expect(builderStart(detail(2, theirs), drafts.read("p1"), drafts).draft).toBe("conflict");
    // Two versions further: another save came after this tab's.
    expect(builderStart(detail(3, sent), drafts.read("p1"), drafts).draft).toBe("conflict");
  });

  it("without a save in flight, a newer version is a conflict as before", () => {
    const drafts = createDraftStorage(memory(), "tab-a");
    drafts.write("p1", { baseVersion: 1, name: "Mine", content: later });
    expect(builderStart(detail(2, sent), drafts.read("p1"), drafts).draft).toBe("conflict");
  });

  it("only the tab that wrote the draft marks its save on it", () => {
    const storage = memory();
    createDraftStorage(storage, "tab-a").write("p1", { baseVersion: 1, name: "Mine", content: later });
    createDraftStorage(storage, "tab-b").markSending("p1", { baseVersion: 1, fingerprint: "x" });
    expect(createDraftStorage(storage, "tab-a").read("p1")?.sending).toBeUndefined();
  });
});
