import {
  apiMessage,
  clipText,
  emptyPortfolioContent,
  onboardingDataSchema,
  portfolioContentSchema,
  portfolioLimits,
  portfolioRevisionLimit,
  themeForDesignStyle,
  truncateGraphemes,
  withSectionFrom,
  type HistorySectionId,
  type LanguageCode,
  type PortfolioContent,
  type PortfolioDetail,
  type PortfolioRevision,
  type PortfolioRevisionSummary,
  type PortfolioSummary,
  type ThemeId,
} from "@foliocraft/schemas";
import { resolveThemeId } from "@foliocraft/themes";
import { isUniqueViolation } from "../../db/database-errors";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { assertThemeAllowed } from "../plans/entitlements";
import { defaultPortfolioName } from "./default-name";
import type { PortfolioRepository, PortfolioRow, PortfolioSummaryRow } from "./repository";

/** How many portfolios one account may keep: generous for people, a bound for abuse. */
export const maxPortfoliosPerUser = 50;

const notFound = () => new AppError("not-found", apiMessage("portfolioNotFound"));
const tooMany = () =>
  new AppError("resource-exhausted", apiMessage("portfolioLimitReached", { count: maxPortfoliosPerUser }));

function toSummary(row: PortfolioSummaryRow): PortfolioSummary {
  return {
    id: row.id,
    name: row.name,
    theme: row.theme,
    status: row.publishedAt ? "published" : "draft",
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hasUnpublishedChanges: row.publishedAt !== null && row.publishedVersion !== row.version,
  };
}

function toDetail(row: PortfolioRow): PortfolioDetail {
  return { ...toSummary(row), content: row.content };
}

const versionGone = () =>
  new AppError("not-found", apiMessage("portfolioVersionGone", { kept: portfolioRevisionLimit }));

function toRevisionSummary(row: Awaited<ReturnType<PortfolioRepository["listRevisions"]>>[number]) {
  return {
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    theme: row.theme,
    kind: row.kind,
    label: row.label,
    sourceVersion: row.sourceVersion,
    section: row.restoredSection,
  } satisfies PortfolioRevisionSummary;
}

/** Builds a new portfolio's content from the owner's onboarding answers (issue 4: they prefill the builder). */
export function contentFromOnboarding(onboardingData: unknown, fallbackName: string): PortfolioContent {
  const content = emptyPortfolioContent();
  const parsed = onboardingDataSchema.safeParse(onboardingData);
  if (!parsed.success) {
    content.personal.fullName = clipText(fallbackName, portfolioLimits.shortText);
    return content;
  }
  const data = parsed.data;
  content.personal.fullName = data.name;
  content.personal.title = data.profession;
  content.skills = data.skills.slice(0, 100);
  content.theme = themeForDesignStyle[data.preferredStyle];
  return content;
}

/** Portfolios: create, autosave with optimistic concurrency, history, duplicate, delete, publish. */
export function createPortfolioService(deps: {
  repository: PortfolioRepository;
  profiles: ProfileRepository;
  /** Draws the published snapshot's share image (modules/share-image); never throws, undefined when not drawn. */
  shareImage?: (content: PortfolioContent, theme: ThemeId, username: string) => Promise<{ file: string } | undefined>;
  /**
   * Makes the published snapshot's PDF résumé in each of its languages (modules/resume-pdf); never throws; a
   * language left out was not made.
   */
  resumePdf?: (
    content: PortfolioContent,
  ) => Promise<{ primary?: string; translations: Partial<Record<LanguageCode, string>> } | undefined>;
}) {
  const { repository, profiles } = deps;

  async function owned(userId: string, id: string): Promise<PortfolioRow> {
    const row = await repository.findOwned(userId, id);
    if (!row) throw notFound();
    return row;
  }

  async function conflict(userId: string, id: string): Promise<never> {
    const current = await owned(userId, id);
    throw new AppError("aborted", apiMessage("portfolioChangedElsewhere"), { current: toDetail(current) });
  }

  return {
    async list(userId: string): Promise<PortfolioSummary[]> {
      return (await repository.listOwned(userId)).map(toSummary);
    },

    async get(userId: string, id: string): Promise<PortfolioDetail> {
      return toDetail(await owned(userId, id));
    },

    async create(
      user: { userId: string; name: string },
      input: { name?: string | undefined; content?: PortfolioContent | undefined; language?: LanguageCode | undefined },
    ): Promise<PortfolioDetail> {
      if ((await repository.countOwned(user.userId)) >= maxPortfoliosPerUser) throw tooMany();
      const content =
        input.content ?? contentFromOnboarding((await profiles.get(user.userId))?.onboardingData, user.name);
      const name = input.name ?? defaultPortfolioName(content.personal.fullName, input.language);
      return toDetail(await repository.create(user.userId, truncateGraphemes(name, 80), content));
    },

    async save(
      userId: string,
      id: string,
      input: { baseVersion: number; content: PortfolioContent; name?: string | undefined },
    ): Promise<{ version: number; updatedAt: string }> {
      const saved = await repository.saveIfVersion(userId, id, input.baseVersion, input.content, input.name);
      if (!saved) return conflict(userId, id);
      return { version: saved.version, updatedAt: saved.updatedAt.toISOString() };
    },

    async duplicate(userId: string, id: string): Promise<PortfolioDetail> {
      const source = await owned(userId, id);
      if ((await repository.countOwned(userId)) >= maxPortfoliosPerUser) throw tooMany();
      const name = `${truncateGraphemes(source.name, 73)} (copy)`;
      return toDetail(await repository.create(userId, name, source.content));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.delete(userId, id))) throw notFound();
    },

    async revisions(userId: string, id: string): Promise<PortfolioRevisionSummary[]> {
      await owned(userId, id);
      return (await repository.listRevisions(id)).map(toRevisionSummary);
    },

    async revision(userId: string, id: string, version: number): Promise<PortfolioRevision> {
      await owned(userId, id);
      const row = await repository.findRevision(id, version);
      if (!row) throw versionGone();
      return { ...toRevisionSummary(row), content: row.content };
    },

    /** Names a version, which keeps it however many saves follow; "" removes the name. */
    async labelRevision(userId: string, id: string, version: number, label: string): Promise<PortfolioRevisionSummary> {
      await owned(userId, id);
      if (!(await repository.labelRevision(id, version, label === "" ? null : label))) throw versionGone();
      const { content: _content, ...summary } = await this.revision(userId, id, version);
      return summary;
    },

    /**
     * Restores a version, or one `section` of it into the current draft. Restoring is a save (a new version, so it
     * can be undone the same way), version-checked like any other: `baseVersion` must be the stored version.
     */
    async restore(
      userId: string,
      id: string,
      version: number,
      input: { baseVersion: number; section?: HistorySectionId | undefined },
    ): Promise<PortfolioDetail> {
      const current = await owned(userId, id);
      if (current.version !== input.baseVersion) return conflict(userId, id);
      const old = await this.revision(userId, id, version);
      // Old revisions were valid when saved; parse again so defaults added since then apply.
      const oldContent = portfolioContentSchema.parse(old.content);
      const content = input.section
        ? portfolioContentSchema.parse(withSectionFrom(current.content, oldContent, input.section))
        : oldContent;
      const saved = await repository.saveIfVersion(userId, id, input.baseVersion, content, undefined, {
        sourceVersion: version,
        section: input.section,
      });
      if (!saved) return conflict(userId, id);
      return this.get(userId, id);
    },

    /** Publishes a snapshot of the current draft at /p/{username}; Pro themes need Pro (enforced here). */
    async publish(userId: string, id: string): Promise<PortfolioDetail> {
      const row = await owned(userId, id);
      const profile = await profiles.get(userId);
      if (!profile?.username) {
        throw new AppError("invalid-argument", apiMessage("usernameRequiredToPublish"), {
          reason: "username-required",
        });
      }
      assertThemeAllowed(profile, row.theme, "publish");
      // Drawn before the snapshot is stored, so the page is never served without the image it will have.
      // The résumé too: /p/{username}/resume.pdf serves the new one from the first request after the publish.
      const [image, resume] = await Promise.all([
        deps.shareImage?.(row.content, resolveThemeId(row.content.theme), profile.username),
        deps.resumePdf?.(row.content),
      ]);
      let published: boolean;
      try {
        published = await repository.publish(userId, id, row.version, row.content, {
          shareImage: image?.file ?? null,
          resumePdf: resume?.primary ?? null,
          resumePdfTranslations: resume && Object.keys(resume.translations).length > 0 ? resume.translations : null,
        });
      } catch (error) {
        // Two of the owner's portfolios published at once: both transactions found nothing else published, and
        // the one-published-per-user index let only the first commit.
        if (isUniqueViolation(error)) throw new AppError("aborted", apiMessage("publishedAtTheSameTime"));
        throw error;
      }
      if (!published) return conflict(userId, id);
      return this.get(userId, id);
    },

    async unpublish(userId: string, id: string): Promise<PortfolioDetail> {
      if (!(await repository.unpublish(userId, id))) throw notFound();
      return this.get(userId, id);
    },
  };
}

/** Portfolios. */
export type PortfolioService = ReturnType<typeof createPortfolioService>;
