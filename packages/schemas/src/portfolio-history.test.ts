import { describe, expect, it } from "vitest";
import { schemaMessageText } from "./api-messages";
import { emptyPortfolioContent, fullPortfolioFixture, type PortfolioContent } from "./portfolio";
import {
  groupHistory,
  historySectionIds,
  historySectionKeys,
  revisionRenameSchema,
  withSectionFrom,
  type PortfolioRevisionSummary,
} from "./portfolio-history";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 9, 0) + minutes * 60_000).toISOString();
const revision = (version: number, minute: number, extra: Partial<PortfolioRevisionSummary> = {}) => ({
  version,
  createdAt: at(minute),
  name: "Main",
  theme: "minimal" as const,
  kind: "autosave" as const,
  label: null,
  sourceVersion: null,
  section: null,
  ...extra,
});

describe("groupHistory", () => {
  it("groups autosaves less than ten minutes apart into one session, newest first", () => {
    const entries = groupHistory([revision(5, 40), revision(4, 31), revision(3, 22), revision(2, 5), revision(1, 0)]);
    expect(entries.map((e) => [e.kind, e.versions])).toEqual([
      ["session", [5, 4, 3]],
      ["session", [2, 1]],
    ]);
    expect(entries[0]).toMatchObject({ startedAt: at(22), endedAt: at(40), revision: { version: 5 } });
  });

  it("splits at a gap of exactly ten minutes", () => {
    expect(groupHistory([revision(2, 10), revision(1, 0)]).map((e) => e.versions)).toEqual([[2], [1]]);
    expect(groupHistory([revision(2, 9.99), revision(1, 0)]).map((e) => e.versions)).toEqual([[2, 1]]);
  });

  it("measures the gap between neighbouring saves, so a long sitting stays one session", () => {
    const saves = Array.from({ length: 30 }, (_, i) => revision(30 - i, (29 - i) * 5));
    expect(groupHistory(saves)).toHaveLength(1);
  });

  it("shows named, published and restored versions on their own, splitting sessions around them", () => {
    const entries = groupHistory([
      revision(6, 5),
      revision(5, 4, { kind: "restore", sourceVersion: 2 }),
      revision(4, 3),
      revision(3, 2, { kind: "publish" }),
      revision(2, 1, { label: "Before the redesign" }),
      revision(1, 0),
    ]);
    expect(entries.map((e) => [e.kind, e.versions])).toEqual([
      ["session", [6]],
      ["version", [5]],
      ["session", [4]],
      ["version", [3]],
      ["version", [2]],
      ["session", [1]],
    ]);
  });

  it("has no entries without revisions", () => {
    expect(groupHistory([])).toEqual([]);
  });
});

describe("sections", () => {
  it("cover every key of the content, each once", () => {
    const keys = Object.values(historySectionKeys).flat();
    expect(new Set(keys).size).toBe(keys.length);
    const all = { ...fullPortfolioFixture(), analyticsBeacon: true };
    expect([...keys].sort()).toEqual(Object.keys(all).sort());
  });

  it("restores one section and leaves the others as they are", () => {
    const current = fullPortfolioFixture();
    const old: PortfolioContent = { ...emptyPortfolioContent(), projects: [], theme: "neon" };
    const next = withSectionFrom(current, old, "projects");
    expect(next.projects).toEqual([]);
    expect(next.personal).toEqual(current.personal);
    expect(next.theme).toBe(current.theme);
    const design = withSectionFrom(current, old, "design");
    expect(design.theme).toBe("neon");
    expect(design.style).toEqual(old.style);
    expect(design.projects).toEqual(current.projects);
  });

  it("restores every section into the whole version", () => {
    let next = fullPortfolioFixture();
    const old = { ...emptyPortfolioContent(), analyticsBeacon: false };
    next = { ...next, analyticsBeacon: true };
    for (const section of historySectionIds) next = withSectionFrom(next, old, section);
    expect(next).toEqual(old);
  });

  it("drops an optional key the version did not have", () => {
    const current = { ...emptyPortfolioContent(), analyticsBeacon: true };
    const next = withSectionFrom(current, emptyPortfolioContent(), "settings");
    expect("analyticsBeacon" in next).toBe(false);
  });
});

describe("revision names", () => {
  it("accepts up to 60 user-perceived characters, trimmed, and clearing", () => {
    expect(revisionRenameSchema.parse({ label: "  Before the redesign  " })).toEqual({ label: "Before the redesign" });
    expect(revisionRenameSchema.parse({ label: "" })).toEqual({ label: "" });
    expect(revisionRenameSchema.safeParse({ label: "👩‍👩‍👧".repeat(60) }).success).toBe(true);
    expect(revisionRenameSchema.safeParse({ label: "نسخة قبل التصميم الجديد" }).success).toBe(true);
    const long = revisionRenameSchema.safeParse({ label: "a".repeat(61) });
    expect(schemaMessageText(long.error?.issues[0]?.message ?? "")).toBe("Version name must be at most 60 characters");
  });

  it("refuses lone surrogates and NUL characters", () => {
    for (const label of ["bad \uD800 name", "nul\u0000"]) {
      const result = revisionRenameSchema.safeParse({ label });
      expect(result.success, JSON.stringify(label)).toBe(false);
      expect(result.error?.issues[0]?.message).toContain("Version name");
    }
  });
});
