import { z } from "zod";
import { schemaMessage } from "./api-messages/schema-message";
import { aiEngineSchema, aiQuotaSchema, aiStreamEventSchema } from "./ai";
import { languageCodes } from "./constants";
import { portfolioContentSchema } from "./portfolio";
import { primaryTextAt, translatablePatternOf } from "./portfolio-translations";
import { storableText } from "./text";

// The contract of "Translate with AI" (issue 21): POST /api/ai/translate streams the translation of some of a
// portfolio's text fields into one of its languages, field after field, through the configured provider.

/** The most fields one request may translate: every text of a full portfolio fits. */
export const aiTranslateMaxFields = 500;

/**
 * `POST /api/ai/translate` body: the builder's current content, the language to translate into (a language other
 * than the primary one) and the field paths to translate (one field, a section's, or everything missing).
 */
export const aiTranslateRequestSchema = storableText(
  z
    .object({
      language: z.enum(languageCodes, { error: schemaMessage("aiLanguageChoice") }),
      paths: z
        .array(
          z
            .string({ error: schemaMessage("translatePathNotText") })
            .max(100, schemaMessage("translatePathTooLong", { count: 100 })),
          {
            error: schemaMessage("translatePathsNotList"),
          },
        )
        .min(1, schemaMessage("translatePathsRequired"))
        .max(aiTranslateMaxFields, schemaMessage("translatePathsTooMany", { count: aiTranslateMaxFields })),
      content: portfolioContentSchema,
    })
    .superRefine((value, ctx) => {
      if (value.language === value.content.language) {
        ctx.addIssue({
          code: "custom",
          path: ["language"],
          message: schemaMessage("translatePrimaryLanguage"),
        });
      }
      const seen = new Set<string>();
      value.paths.forEach((path, index) => {
        if (seen.has(path)) {
          ctx.addIssue({
            code: "custom",
            path: ["paths", index],
            message: schemaMessage("translatePathTwice", { path }),
          });
        }
        seen.add(path);
        if (!translatablePatternOf(path)) {
          ctx.addIssue({
            code: "custom",
            path: ["paths", index],
            message: schemaMessage("translatePathNotTranslatable", { path }),
          });
        } else if (!primaryTextAt(value.content, path)?.trim()) {
          ctx.addIssue({
            code: "custom",
            path: ["paths", index],
            message: schemaMessage("translatePathEmpty", { path }),
          });
        }
      });
    }),
);

/** `POST /api/ai/translate` body as sent. */
export type AiTranslateRequest = z.input<typeof aiTranslateRequestSchema>;
/** `POST /api/ai/translate` body after parsing. */
export type AiTranslateInput = z.infer<typeof aiTranslateRequestSchema>;

const streamErrorSchema = aiStreamEventSchema.options[2].shape.error;

/**
 * The events of the `text/event-stream` answer, one JSON object per `data:` line. For each field in turn: `field`
 * (a new attempt at it begins: whatever was shown for it before is dropped), its `delta`s in order, then
 * `translated` (the whole text, with the fingerprint of the primary text it was made from) or `skipped` (this field
 * could not be translated; the next one follows). The stream ends with `done` (the engine, the quota left and how
 * many fields were translated) or `error` (the rest was not translated; what was `translated` before stays good).
 */
export const aiTranslateEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("field"), path: z.string(), attempt: z.number().int() }),
  z.object({ type: z.literal("delta"), path: z.string(), text: z.string() }),
  z.object({ type: z.literal("translated"), path: z.string(), text: z.string(), sourceHash: z.string() }),
  z.object({ type: z.literal("skipped"), path: z.string(), error: streamErrorSchema }),
  z.object({
    type: z.literal("done"),
    engine: aiEngineSchema,
    quota: aiQuotaSchema,
    translated: z.number().int(),
  }),
  z.object({ type: z.literal("error"), error: streamErrorSchema }),
]);

/** One event of the translation stream. */
export type AiTranslateEvent = z.infer<typeof aiTranslateEventSchema>;
