import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { languageCodes } from "./constants";
import { portfolioContentSchema, portfolioLimits, type PortfolioContent } from "./portfolio";
import { storableText } from "./text";

// The contract of the AI writing assistant (issue 9): POST /api/ai/write streams text for one field of the builder.

/**
 * The fields the assistant writes. Never testimonials: those are other people's words. The list fields
 * (`project`, `experience`, `service`) also need the entry's `index`.
 */
export const aiFields = ["title", "bio", "about", "project", "experience", "service", "hireMe"] as const;

/** A field the assistant writes. */
export type AiField = (typeof aiFields)[number];

/** The fields that belong to one entry of a list and so need an index. */
export const aiListFields: readonly AiField[] = ["project", "experience", "service"];

/** What to do with the field: write from the user's data, or rework the text already there. */
export const aiActions = ["generate", "improve", "shorten", "tone"] as const;

/** An assistant action. */
export type AiAction = (typeof aiActions)[number];

/**
 * Tones a text can be written in (issue 20): each changes the wording and the shape of the text (how many sentences,
 * what comes first), not just contractions. Generate writes in professional unless another tone is given.
 */
export const aiTones = ["professional", "friendly", "confident", "concise"] as const;

/** A tone. */
export type AiTone = (typeof aiTones)[number];

/** Daily AI writes per plan (issue 9), counted per UTC day on the server. */
export const aiDailyQuota = { free: 5, pro: 200 } as const;

/** The highest "Try again" number a request may carry. */
export const aiMaxVariation = 10_000;

/** The longest text each field may hold: the content model's own limits, so an answer always fits the field. */
export const aiFieldMaxLength: Record<AiField, number> = {
  title: portfolioLimits.shortText,
  bio: portfolioLimits.mediumText,
  about: portfolioLimits.aboutText,
  project: portfolioLimits.longText,
  experience: portfolioLimits.longText,
  service: portfolioLimits.longText,
  hireMe: portfolioLimits.longText,
};

/** How many entries the content holds for a list field. */
function entriesOf(content: PortfolioContent, field: AiField): number | undefined {
  if (field === "project") return content.projects.length;
  if (field === "experience") return content.experience.length;
  if (field === "service") return content.services.length;
  return undefined;
}

/**
 * `POST /api/ai/write` body. `content` is the builder's current (possibly unsaved) content, so the text reflects what
 * the person sees; `text` is what the field holds now (reworked by improve/shorten/tone).
 */
export const aiWriteRequestSchema = storableText(
  z
    .object({
      field: z.enum(aiFields, { error: schemaMessage("aiFieldChoice") }),
      index: z
        .number({ error: schemaMessage("fieldNotNumber", { field: "index" }) })
        .int(schemaMessage("fieldNotWholeNumber", { field: "index" }))
        .min(0, schemaMessage("fieldNegative", { field: "index" }))
        .optional(),
      action: z.enum(aiActions, { error: schemaMessage("aiActionChoice") }),
      tone: z.enum(aiTones, { error: schemaMessage("aiToneChoice") }).optional(),
      // "Try again": 0 for the first version, then 1, 2… Each number gives its own version, the same one every time.
      variation: z
        .number({ error: schemaMessage("fieldNotNumber", { field: "variation" }) })
        .int(schemaMessage("fieldNotWholeNumber", { field: "variation" }))
        .min(0, schemaMessage("fieldNegative", { field: "variation" }))
        .max(aiMaxVariation, schemaMessage("fieldTooHigh", { field: "variation", max: aiMaxVariation }))
        .optional(),
      // The text "Try again" replaces, so the new version is never the same one again.
      previous: z
        .string({ error: schemaMessage("fieldNotText", { field: "previous" }) })
        .max(portfolioLimits.aboutText, schemaMessage("aiPreviousTooLong"))
        .optional(),
      language: z.enum(languageCodes, { error: schemaMessage("aiLanguageChoice") }),
      text: z
        .string({ error: schemaMessage("fieldNotText", { field: "text" }) })
        .max(portfolioLimits.aboutText, schemaMessage("aiTextTooLong")),
      content: portfolioContentSchema,
    })
    .superRefine((value, ctx) => {
      if (value.action === "tone" && !value.tone) {
        ctx.addIssue({
          code: "custom",
          path: ["tone"],
          message: schemaMessage("aiToneRequired"),
        });
      }
      const entries = entriesOf(value.content, value.field);
      if (entries !== undefined) {
        if (value.index === undefined) {
          ctx.addIssue({ code: "custom", path: ["index"], message: schemaMessage("aiIndexRequired") });
        } else if (value.index >= entries) {
          ctx.addIssue({ code: "custom", path: ["index"], message: schemaMessage("aiIndexMissing") });
        }
      }
      if (value.action !== "generate" && value.text.trim() === "") {
        ctx.addIssue({ code: "custom", path: ["text"], message: schemaMessage("aiNothingToRework") });
      }
    }),
);

/** `POST /api/ai/write` body as sent. */
export type AiWriteRequest = z.input<typeof aiWriteRequestSchema>;
/** `POST /api/ai/write` body after parsing. */
export type AiWriteInput = z.infer<typeof aiWriteRequestSchema>;

/** Which engine wrote a text: the configured provider (with its model) or the built-in writer. */
export const aiEngineSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("provider"), model: z.string() }),
  z.object({ kind: z.literal("built-in") }),
]);

/** Which engine wrote a text. */
export type AiEngine = z.infer<typeof aiEngineSchema>;

/** A user's AI writes today. `resetAt` is the next UTC midnight, when `used` goes back to 0. */
export const aiQuotaSchema = z.object({
  plan: z.enum(["free", "pro"]),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  resetAt: z.iso.datetime(),
});

/** A user's AI writes today. */
export type AiQuota = z.infer<typeof aiQuotaSchema>;

/** `GET /api/ai/usage`: the engine in use and the signed-in user's quota, for the menu. */
export const aiUsageSchema = z.object({ engine: aiEngineSchema, quota: aiQuotaSchema });

/** `GET /api/ai/usage` answer. */
export type AiUsage = z.infer<typeof aiUsageSchema>;

/**
 * The events of the `text/event-stream` answer, one JSON object per `data:` line: `delta`s to append in order, then
 * `done` (the whole, cleaned text, the engine and the quota left) or `error` (nothing should be kept: the field goes
 * back to what it was). Errors found before the stream starts are ordinary JSON error answers instead.
 */
export const aiStreamEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("done"), text: z.string(), engine: aiEngineSchema, quota: aiQuotaSchema }),
  z.object({
    type: z.literal("error"),
    error: z.object({
      code: z.string(),
      message: z.string(),
      /** The message's id in the API message catalog (api-messages/), as in a JSON error answer. */
      messageId: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      details: z.unknown().optional(),
    }),
  }),
]);

/** One event of the write stream. */
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

/** `details` of the 429 `resource-exhausted` answer when the daily quota is used up. */
export const aiQuotaExceededDetailsSchema = z.object({
  reason: z.literal("ai-quota"),
  plan: z.enum(["free", "pro"]),
  limit: z.number().int(),
  resetAt: z.iso.datetime(),
  upgrade: z.boolean(),
});

/** `details` of the 429 answer when the daily quota is used up. */
export type AiQuotaExceededDetails = z.infer<typeof aiQuotaExceededDetailsSchema>;

/** Why the provider failed, in `details.reason` of the error (the web shows a matching message). */
export const aiProviderFailureReasons = [
  "provider-auth",
  "provider-busy",
  "provider-error",
  "provider-timeout",
  "provider-malformed",
] as const;

/** Why the provider failed. */
export type AiProviderFailureReason = (typeof aiProviderFailureReasons)[number];

/** `GET /api/admin/ai-usage?days=N`: AI writes per day and the heaviest users, for administrators. */
export const aiAdminUsageSchema = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  byDay: z.array(z.object({ day: z.string(), users: z.number().int(), writes: z.number().int() })),
  topUsers: z.array(z.object({ userId: z.string(), email: z.string(), name: z.string(), writes: z.number().int() })),
});

/** `GET /api/admin/ai-usage` answer. */
export type AiAdminUsage = z.infer<typeof aiAdminUsageSchema>;
