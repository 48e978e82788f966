import type { FastifyPluginAsync, FastifyRequest } from "fastify";

import { checkedByService, noContent, preflight, redirect } from "../../lib/openapi-responses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RateLimiterRes } from "rate-limiter-flexible";
import {
  apiMessage,
  visitorMessageInputSchema,
  inboxMessageSchema,
  inboxSchema,
  mailStatusSchema,
  type ContactStatus,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { VisitorMessageService } from "./service";
import { openToEveryOrigin } from "../../plugins/cors";

/** The public contact endpoint; plugins/origin-check.ts lets exactly this path through from any origin. */
const usernameParams = z.object({ username: z.string().max(200) });

export const publicContactPath = "/api/public/portfolios/:username/contact";

/** How many messages one address may send in a window (to any portfolio). */
export interface ContactLimit {
  max: number;
  windowSeconds: number;
}

// A form of three fields: 5,000 characters of message, each up to 4 UTF-8 bytes, percent-encoded (×3), plus the rest.
const contactBodyLimit = 64 * 1024;

// Open to every origin (exported and deployed sites live anywhere, even on disk) but never with credentials: the
// endpoint reads no cookie and changes no account, so a cross-site post can do nothing a visitor could not.
const cors = openToEveryOrigin("POST, OPTIONS", "content-type, accept");

/** A no-JavaScript form post (urlencoded, not asking for JSON) gets a redirect; everything else gets JSON. */
function wantsRedirect(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  const accept = request.headers.accept ?? "";
  return type.toLowerCase().startsWith("application/x-www-form-urlencoded") && !accept.includes("application/json");
}

function statusForError(err: unknown): ContactStatus | undefined {
  if (!(err instanceof AppError)) return "unavailable";
  if (err.code === "invalid-argument") return "invalid";
  if (err.code === "resource-exhausted") return "too-many";
  return undefined;
}

/**
 * POST /api/public/portfolios/{username}/contact: the contact form of published, exported and deployed sites.
 * Accepts JSON and HTML form posts (a parser for urlencoded bodies only in this plugin, with a small limit).
 */
const publicContactRoutes: FastifyPluginAsync<{
  service: VisitorMessageService;
  publicUrl: string;
  limit: ContactLimit;
}> = async (app, { service, publicUrl, limit }) => {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: contactBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Shared by every server when Redis is configured (app.limiters).
  const senders = app.limiters({ name: "visitor-message", points: limit.max, durationSeconds: limit.windowSeconds });
  app.options<{ Params: { username: string } }>(
    publicContactPath,
    { config: { cors }, schema: { params: usernameParams, response: preflight } },
    async (_request, reply) => reply.status(204).send(),
  );

  app.post<{ Params: { username: string } }>(
    publicContactPath,
    {
      config: { cors },
      bodyLimit: contactBodyLimit,
      schema: {
        params: usernameParams,
        body: checkedByService(visitorMessageInputSchema, "JSON, or a plain HTML form post (urlencoded)"),
        response: {
          201: z.object({ status: z.literal("sent") }),
          303: redirect("A plain form post goes back to the page, with ?sent=1 or ?error={status}"),
        },
      },
    },
    async (request, reply) => {
      const { username } = request.params;
      const redirect = wantsRedirect(request);
      // Back to the language version the form was on (only a plain form post is redirected).
      // When the database is what failed, the primary page (the outcome is "unavailable" either way).
      const primaryPath = `/p/${encodeURIComponent(username.toLowerCase())}`;
      const pageUrl = async () =>
        `${publicUrl}${await service.pagePath(username, request.body).catch(() => primaryPath)}`;
      try {
        // Rejects with the limiter's state once the address is over its allowance.
        const over = await senders.consume(request.ip).then(
          () => undefined,
          (rejection: RateLimiterRes) => rejection,
        );
        if (over) {
          const seconds = Math.max(1, Math.ceil(over.msBeforeNext / 1000));
          reply.header("retry-after", String(seconds));
          throw new AppError(
            "resource-exhausted",
            apiMessage("visitorMessagesTooMany", { minutes: Math.ceil(seconds / 60) }),
          );
        }
        await service.submit(username, request.body);
      } catch (err) {
        const status = redirect ? statusForError(err) : undefined;
        if (!status) throw err;
        if (status === "unavailable") request.log.error({ err }, "visitor message failed");
        return reply.redirect(`${await pageUrl()}?error=${status}#contact-form`, 303);
      }
      if (redirect) return reply.redirect(`${await pageUrl()}?sent=1#contact-form`, 303);
      return reply.status(201).send({ status: "sent" });
    },
  );
};

/** GET /api/inbox, POST /api/inbox/{id}/read, DELETE /api/inbox/{id}, GET /api/mail/status: the signed-in owner's. */
const inboxRoutes: FastifyPluginAsyncZod<{ service: VisitorMessageService }> = async (app, { service }) => {
  app.addHook("onSend", async (_request, reply) => {
    // Private, per-user data: never kept by shared caches.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  const params = z.object({ id: z.string().min(1).max(100) });

  app.get("/api/inbox", { schema: { response: { 200: inboxSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.inbox(userId);
  });

  app.post("/api/inbox/:id/read", { schema: { params, response: { 200: inboxMessageSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.markRead(userId, request.params.id);
  });

  app.delete("/api/inbox/:id", { schema: { params, response: { 204: noContent } } }, async (request, reply) => {
    const { userId } = await app.requireSession(request);
    await service.remove(userId, request.params.id);
    return reply.status(204).send();
  });

  app.get("/api/mail/status", { schema: { response: { 200: mailStatusSchema } } }, async (request) => {
    await app.requireSession(request);
    return service.mailStatus();
  });
};

/** The visitor-messages module: the public contact endpoint and the owner's inbox. */
export const visitorMessageRoutes: FastifyPluginAsync<{
  service: VisitorMessageService;
  publicUrl: string;
  contactLimit?: ContactLimit;
}> = async (app, { service, publicUrl, contactLimit = { max: 5, windowSeconds: 600 } }) => {
  await app.register(publicContactRoutes, { service, publicUrl, limit: contactLimit });
  await app.register(inboxRoutes, { service });
};
