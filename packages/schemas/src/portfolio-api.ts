import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { languageCodes, themeIds } from "./constants";
import { portfolioContentSchema } from "./portfolio";
import { historySectionIds, portfolioRevisionSummarySchema, type HistorySectionId } from "./portfolio-history";
import { isReservedUsername, reservedUsernameReasons } from "./reserved-usernames";
import { storableText, textField } from "./text";

// The REST contract of /api/portfolios… (issue 5 item 7). The server validates with these; the web reads its types.

/** A portfolio's name as the owner sees it in lists (not shown to visitors). */
export const portfolioNameSchema = textField("Name", 80).min(1, schemaMessage("portfolioNameRequired"));

/** One row of the owner's portfolio list. */
export const portfolioSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  theme: z.enum(themeIds),
  /** Published when a snapshot is live at /p/{username}. */
  status: z.enum(["draft", "published"]),
  /** Increases by one with every save; the base of optimistic concurrency. */
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
  /** True when the draft changed after the last publish. */
  hasUnpublishedChanges: z.boolean(),
});

/** One row of the owner's portfolio list. */
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

/** A portfolio with its draft content. */
export const portfolioDetailSchema = portfolioSummarySchema.extend({ content: portfolioContentSchema });

/** A portfolio with its draft content. */
export type PortfolioDetail = z.infer<typeof portfolioDetailSchema>;

/** `GET /api/portfolios` answer. */
export const portfolioListSchema = z.object({ portfolios: z.array(portfolioSummarySchema) });

/**
 * `POST /api/portfolios` body. Without content the new portfolio starts from the owner's onboarding answers
 * (name, profession as title, skills, a theme suggested by the style).
 */
export const portfolioCreateSchema = storableText(
  z.object({
    name: portfolioNameSchema.optional(),
    content: portfolioContentSchema.optional(),
    /** The language of the interface asking: without a name, the default one is written in it ("معرض أعمال …"). */
    language: z.enum(languageCodes).optional(),
  }),
);

/** `POST /api/portfolios` body. */
export type PortfolioCreate = z.input<typeof portfolioCreateSchema>;

/**
 * `PUT /api/portfolios/{id}` body (autosave). `baseVersion` is the version the edit started from: if the stored
 * version is newer, the answer is 409 `aborted` with `details.current` (a PortfolioDetail) and nothing is written.
 */
export const portfolioSaveSchema = storableText(
  z.object({
    baseVersion: z
      .number({ error: schemaMessage("baseVersionRequired") })
      .int()
      .min(1),
    content: portfolioContentSchema,
    name: portfolioNameSchema.optional(),
  }),
);

/** `PUT /api/portfolios/{id}` body. */
export type PortfolioSave = z.input<typeof portfolioSaveSchema>;

/** `PUT /api/portfolios/{id}` answer. */
export const portfolioSaveResultSchema = z.object({ version: z.number().int(), updatedAt: z.iso.datetime() });

/** The `details` of a 409 from a save or restore. */
export const portfolioConflictDetailsSchema = z.object({ current: portfolioDetailSchema });

/** How many past saves are kept per portfolio (issue 5: at least the last 50). */
export const portfolioRevisionLimit = 50;

/** `GET /api/portfolios/{id}/revisions` answer, newest first. */
export const portfolioRevisionListSchema = z.object({ revisions: z.array(portfolioRevisionSummarySchema) });

/** `GET /api/portfolios/{id}/revisions/{version}` answer. */
export const portfolioRevisionSchema = portfolioRevisionSummarySchema.extend({ content: portfolioContentSchema });

/** One saved version, with its content. */
export type PortfolioRevision = z.infer<typeof portfolioRevisionSchema>;

/**
 * `POST /api/portfolios/{id}/revisions/{version}/restore` body: restoring is a save, so it is version-checked. With
 * `section`, only that part of the version replaces the current draft's; without, the whole version does.
 */
export const portfolioRestoreSchema = storableText(
  z.object({
    baseVersion: z.number().int().min(1),
    section: z.enum(historySectionIds as [HistorySectionId, ...HistorySectionId[]]).optional(),
  }),
);

/** `POST …/revisions/{version}/restore` body. */
export type PortfolioRestore = z.input<typeof portfolioRestoreSchema>;

/** A public username: the `{username}` of /p/{username}. Stored lower-case, unique regardless of case. */
export const usernameSchema = z
  .string({ error: schemaMessage("usernameRequired") })
  .trim()
  .toLowerCase()
  .min(3, schemaMessage("usernameTooShort", { count: 3 }))
  .max(30, schemaMessage("usernameTooLong", { count: 30 }))
  .regex(/^[a-z0-9-]+$/, schemaMessage("usernameCharacters"))
  .refine((v) => !v.startsWith("-") && !v.endsWith("-"), schemaMessage("usernameHyphenEdge"))
  .refine((v) => !isReservedUsername(v), { message: schemaMessage("usernameReserved") });

/** `PUT /api/profile/username` body. */
export const usernameClaimSchema = storableText(z.object({ username: usernameSchema }));

/** `GET /api/profile/username/suggestion` answer: a free name made from the account's name, or null. */
export const usernameSuggestionSchema = z.object({ username: z.string().nullable() });

/** `GET /api/profile/username` and `PUT` answer. */
export const usernameStateSchema = z.object({ username: z.string().nullable() });

/** What GET /api/usernames/{name} found: free, someone else's, kept back (reservedReason says why), or against the rules. */
export const usernameStatuses = ["available", "taken", "reserved", "invalid"] as const;

/** `GET /api/usernames/{name}` answer: whether someone else already has it. */
export const usernameAvailabilitySchema = z.object({
  username: z.string(),
  available: z.boolean(),
  status: z.enum(usernameStatuses),
  /** With status "reserved": why (reserved-usernames.ts), for the web to explain in the reader's language. */
  reservedReason: z.enum(reservedUsernameReasons).optional(),
  /** Why not, in English: a username rule's message or the catalog's "taken"; `messageId` and `params` name it. */
  reason: z.string().optional(),
  messageId: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** One answer of GET /api/usernames/{name}. */
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

/** Upload kinds: images are re-encoded to WebP; a resume must be a PDF. */
export const uploadKinds = ["image", "resume"] as const;

/** Upload size limits in bytes (issue 5 item 4). */
export const uploadLimits = { image: 5 * 1024 * 1024, resume: 10 * 1024 * 1024, imageMaxSide: 1600 } as const;

/** `POST /api/uploads?kind=image|resume` answer (multipart field `file`). */
export const uploadResultSchema = z.object({
  url: z.string(),
  contentType: z.enum(["image/webp", "application/pdf"]),
  size: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

/** `POST /api/uploads` answer. */
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** `POST /api/uploads/crop` answer: the cut picture, and its focal point (the crop's centre inside it). */
export const imageCropResultSchema = uploadResultSchema.extend({
  focus: z.object({ x: z.number(), y: z.number() }),
});

/** `POST /api/uploads/crop` answer. */
export type ImageCropResult = z.infer<typeof imageCropResultSchema>;

/** A GitHub repository offered for import as a project. */
export const githubRepoSchema = z.object({
  name: z.string(),
  fullName: z.string(),
  description: z.string(),
  htmlUrl: z.string(),
  homepage: z.string(),
  language: z.string(),
  topics: z.array(z.string()),
  stargazers: z.number().int(),
  fork: z.boolean(),
  updatedAt: z.string(),
});

/** A GitHub repository offered for import. */
export type GithubRepo = z.infer<typeof githubRepoSchema>;

/** `GET /api/integrations/github/repos` answer: `connected` is false when no GitHub account is linked. */
export const githubRepoListSchema = z.object({ connected: z.boolean(), repos: z.array(githubRepoSchema) });

/** `GET /api/integrations/github/repos` answer. */
export type GithubRepoList = z.infer<typeof githubRepoListSchema>;
