import { Readable } from "node:stream";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { aiAdminUsageSchema, aiUsageSchema, aiWriteRequestSchema, type AiStreamEvent } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { AiService } from "./service";

// Per address, on top of the per-account daily quota: enough for someone clicking through every field, far below
// a script hammering the endpoint.
const writeLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

async function* serverSentEvents(events: AsyncIterable<AiStreamEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
}

/** Seconds until a 429 can be retried: the quota's reset time, or the provider's Retry-After. */
function retryAfter(error: unknown): number | undefined {
  if (!(error instanceof AppError) || typeof error.details !== "object" || error.details === null) return undefined;
  const details = error.details as { resetAt?: unknown; retryAfterSeconds?: unknown };
  if (typeof details.retryAfterSeconds === "number") return details.retryAfterSeconds;
  if (typeof details.resetAt === "string") {
    return Math.max(0, Math.ceil((Date.parse(details.resetAt) - Date.now()) / 1000));
  }
  return undefined;
}

/** POST /api/ai/write (streamed), GET /api/ai/usage, and GET /api/admin/ai-usage for administrators. */
export const aiRoutes: FastifyPluginAsyncZod<{ service: AiService }> = async (app, { service }) => {
  app.addHook("onSend", async (_request, reply) => {
    // Private, per-user answers: never stored by shared caches.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.post("/api/ai/write", { config: writeLimit, schema: { body: aiWriteRequestSchema } }, async (request, reply) => {
    const { userId } = await app.requireSession(request);
    // The user pressed Stop or closed the page: stop the provider too.
    const stop = new AbortController();
    reply.raw.on("close", () => stop.abort());
    let events: AsyncIterable<AiStreamEvent>;
    try {
      events = await service.start(userId, request.body, stop.signal);
    } catch (error) {
      const seconds = retryAfter(error);
      if (seconds !== undefined) reply.header("retry-after", String(seconds));
      throw error;
    }
    return (
      reply
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-store")
        // Proxies such as nginx would otherwise buffer the stream and the text would arrive all at once.
        .header("x-accel-buffering", "no")
        .send(Readable.from(serverSentEvents(events)))
    );
  });

  app.get("/api/ai/usage", { schema: { response: { 200: aiUsageSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.usage(userId);
  });

  app.get(
    "/api/admin/ai-usage",
    {
      schema: {
        querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
        response: { 200: aiAdminUsageSchema },
      },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.adminUsage(userId, request.query.days);
    },
  );
};
