import { z } from "zod";
import { themeIds } from "./constants";
import type { PortfolioContent } from "./portfolio";
import { storableText, textField } from "./text";

// Version history (issue 20 item 3): what a saved version is, how saves group into editing sessions, and which
// parts of a portfolio can be compared and restored one at a time.

/**
 * The parts of a portfolio the history compares and restores one at a time, each with the content keys it covers.
 * Together they cover every key of PortfolioContent (a test keeps them so), so restoring every section is
 * restoring the whole version.
 */
export const historySectionKeys = {
  personal: ["personal"],
  skills: ["skills"],
  projects: ["projects"],
  experience: ["experience"],
  education: ["education"],
  social: ["social"],
  hireMe: ["hireMe"],
  contactForm: ["contactForm"],
  testimonials: ["testimonials"],
  services: ["services"],
  achievements: ["achievements"],
  resume: ["resume"],
  design: ["theme", "style"],
  settings: ["seo", "allowIndexing", "analyticsBeacon", "language", "translations"],
} as const satisfies Record<string, readonly (keyof PortfolioContent)[]>;

/** A part of a portfolio the history compares and restores on its own. */
export type HistorySectionId = keyof typeof historySectionKeys;

/** The history's sections in the builder's order. */
export const historySectionIds = Object.keys(historySectionKeys) as HistorySectionId[];

/**
 * `current` with `section` taken from `version` (everything else untouched): restoring one section. A key the
 * version does not have (an optional field added later) is removed, as the version had it.
 */
export function withSectionFrom(
  current: PortfolioContent,
  version: PortfolioContent,
  section: HistorySectionId,
): PortfolioContent {
  const next: Record<string, unknown> = { ...current };
  for (const key of historySectionKeys[section]) {
    if (key in version) next[key] = structuredClone(version[key]);
    else delete next[key];
  }
  return next as PortfolioContent;
}

/**
 * How a version came to be: an autosave, a publish (the version that went live) or a restore of an older version
 * (all of it, or one section).
 */
export const revisionKinds = ["autosave", "publish", "restore"] as const;

/** How a version came to be. */
export type RevisionKind = (typeof revisionKinds)[number];

/** Longest name of a version, in user-perceived characters: a short title, like a commit subject. */
export const revisionLabelMax = 60;

/** A version's name as the owner writes it; "" removes the name. */
export const revisionLabelSchema = textField("Version name", revisionLabelMax);

/** `PATCH /api/portfolios/{id}/revisions/{version}` body: name a version ("" to remove its name). */
export const revisionRenameSchema = storableText(z.object({ label: revisionLabelSchema }));

/** `PATCH …/revisions/{version}` body. */
export type RevisionRename = z.input<typeof revisionRenameSchema>;

/** One saved version in the history. */
export const portfolioRevisionSummarySchema = z.object({
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  /** The portfolio's name when the version was saved. */
  name: z.string(),
  theme: z.enum(themeIds),
  kind: z.enum(revisionKinds),
  /** The owner's name for the version; null when unnamed (a publish is then shown as "Published" + its date). */
  label: z.string().nullable(),
  /** For a restore: the version it brought back. */
  sourceVersion: z.number().int().nullable(),
  /** For a restore of one section: which one (null: the whole version). */
  section: z.enum(historySectionIds as [HistorySectionId, ...HistorySectionId[]]).nullable(),
});

/** One saved version in the history. */
export type PortfolioRevisionSummary = z.infer<typeof portfolioRevisionSummarySchema>;

/** A version kept however many saves follow: the owner named it, or it is one that was published. */
export const isKeptRevision = (revision: Pick<PortfolioRevisionSummary, "kind" | "label">) =>
  revision.label !== null || revision.kind === "publish";

/**
 * Saves further apart than this start a new editing session in the history. Autosave writes a few seconds after
 * typing stops, so one sitting leaves a trail of saves seconds to a few minutes apart (reading, thinking, looking
 * something up); a gap of ten minutes is a break — lunch, a meeting, another day — after which people think of their
 * work as a new round of edits. Shorter splits one sitting into many entries; longer merges separate sittings.
 */
export const historySessionGapMinutes = 10;

/** One line of the history list: an editing session of autosaves, or a version that stands alone. */
export interface HistoryEntry {
  /** "session": unnamed autosaves close in time; "version": a named, published or restored version. */
  kind: "session" | "version";
  /** The newest version of the entry: what choosing the entry shows, compares and restores. */
  revision: PortfolioRevisionSummary;
  /** The versions of the entry, newest first (one for a standalone version). */
  versions: number[];
  /** When the entry's first and last saves were made. */
  startedAt: string;
  endedAt: string;
}

// A named, published or restored version is a landmark people look for by itself, never hidden inside a session.
const standsAlone = (revision: PortfolioRevisionSummary) => isKeptRevision(revision) || revision.kind === "restore";

/**
 * The history list: `revisions` (newest first, as the API lists them) grouped into editing sessions — unnamed
 * autosaves less than `gapMinutes` apart — and standalone named, published and restored versions, newest first.
 */
export function groupHistory(
  revisions: readonly PortfolioRevisionSummary[],
  gapMinutes: number = historySessionGapMinutes,
): HistoryEntry[] {
  const gap = gapMinutes * 60_000;
  const entries: HistoryEntry[] = [];
  let session: HistoryEntry | null = null;
  for (const revision of revisions) {
    if (standsAlone(revision)) {
      session = null;
      entries.push({
        kind: "version",
        revision,
        versions: [revision.version],
        startedAt: revision.createdAt,
        endedAt: revision.createdAt,
      });
      continue;
    }
    const closeEnough = session !== null && Date.parse(session.startedAt) - Date.parse(revision.createdAt) < gap;
    if (session && closeEnough) {
      session.versions.push(revision.version);
      session.startedAt = revision.createdAt;
    } else {
      session = {
        kind: "session",
        revision,
        versions: [revision.version],
        startedAt: revision.createdAt,
        endedAt: revision.createdAt,
      };
      entries.push(session);
    }
  }
  return entries;
}
