import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { contentOf, htmlPage, notModified, redirect } from "../../lib/openapi-responses";

import { contactStatuses, type ContactStatus } from "@foliocraft/schemas";
import { createCachedLimitCheck } from "../../lib/cached-limit-check";
import { pickEncoding, publicPageSecurityHeaders } from "./rendered-page";
import { answeredNotModified, weakEtagOf } from "./revalidation";
import type { PublicSiteService } from "./service";
import { visitorLanguage } from "./visitor-language";
import { publicPageFastPath } from "./fast-path";
import type { FastPathTable } from "../../lib/fast-path-table";

const usernameParams = z.object({ username: z.string().max(200) });

/** How many unknown usernames one address may ask for in a window before every /p/ answer is a 429. */
export interface NotFoundLimit {
  max: number;
  windowSeconds: number;
}

/** The outcome of a contact-form post without JavaScript, from the redirect's `?sent=1` or `?error=…`. */
export function contactStatusOf(query: Record<string, unknown> | undefined): ContactStatus | undefined {
  if (query?.sent === "1") return "sent";
  const error = query?.error;
  return contactStatuses.find((s) => s !== "sent" && s === error);
}

/** A 404 or 429 page, written in the visitor's language: it varies with their Accept-Language. */
function sendVisitorPage(reply: FastifyReply, status: number, page: { html: string; csp: string }) {
  return reply
    .status(status)
    .headers(publicPageSecurityHeaders)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", page.csp)
    .header("cache-control", "no-store")
    .header("vary", "accept-language")
    .send(page.html);
}

/**
 * GET /p/{username} (server-rendered, full HTML at first byte, its own strict CSP), /sitemap.xml and /robots.txt.
 * Registered before the web app so these paths never fall through to the single-page app.
 */
export const publicSiteRoutes: FastifyPluginAsync<{
  service: PublicSiteService;
  notFoundLimit?: NotFoundLimit;
  /** Where the cached pages are answered before Fastify's hooks (fast-path.ts); absent, every visit takes the route. */
  fastPaths?: FastPathTable;
  trustProxy?: boolean;
}> = async (app, { service, notFoundLimit = { max: 30, windowSeconds: 600 }, fastPaths, trustProxy = false }) => {
  // Rate-limit 404s so username probing is slow. Once an address is over, every /p/ answer is a 429: answering
  // existing names normally would still tell a prober which names exist.
  // Counted across every server when Redis is configured (app.limiters), so probing several instances is no faster.
  const misses = app.limiters({
    name: "public-site-404",
    points: notFoundLimit.max,
    durationSeconds: notFoundLimit.windowSeconds,
  });
  // Every visit asks whether its address is over; answered from memory for a second at a time, so a page view
  // costs no Redis round trip (an address pushed over on another server is refused here within that second).
  const overLimit = createCachedLimitCheck(misses, { max: notFoundLimit.max, ttlMs: 1000 });
  fastPaths?.add(
    publicPageFastPath({
      cachedPage: (username, lang) => service.cachedPage(username, lang),
      knownClear: (address) => overLimit.knownClear(address),
      trustProxy,
    }),
  );
  // Each page carries its own policy (the hash of its theme's inline stylesheet) and the app's other security
  // headers as constants (publicPageSecurityHeaders), in place of helmet's per-request work.
  const helmet = false as const;

  async function servePage(
    request: FastifyRequest<{ Params: { username: string } }>,
    reply: FastifyReply,
    lang: string | undefined,
  ) {
    const overForMs = await overLimit.overForMs(request.ip);
    if (overForMs > 0) {
      const seconds = Math.max(1, Math.ceil(overForMs / 1000));
      // In the visitor's language: they have no account here, so their browser's Accept-Language decides.
      const language = visitorLanguage(request.headers["accept-language"]);
      return sendVisitorPage(reply.header("retry-after", String(seconds)), 429, service.tooManyPage(seconds, language));
    }
    const status = contactStatusOf(request.query as Record<string, unknown> | undefined);
    const page = await service.page(request.params.username, status, lang);
    if (!page) {
      await misses.consume(request.ip).catch(() => undefined);
      overLimit.forget(request.ip);
      // Unknown, unpublished or malformed alike: answering an unpublished draft in its own language would tell a
      // prober the name exists. The visitor reads it in their browser's language.
      const language = visitorLanguage(request.headers["accept-language"]);
      return sendVisitorPage(reply, 404, service.notFoundPage(request.params.username, language));
    }
    reply
      .headers(publicPageSecurityHeaders)
      .header("vary", "accept-encoding")
      .header("content-security-policy", page.csp);
    // Revalidated on every visit (a publish shows at once); an unchanged page is an empty 304.
    if (answeredNotModified(request, reply, page.etag)) return reply;
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    reply.header("content-type", "text/html; charset=utf-8");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(page[encoding]);
  }

  const pageResponses = {
    200: htmlPage("The published portfolio"),
    304: notModified,
    404: htmlPage("No published portfolio by this name"),
    429: htmlPage("Too many unknown names from this address"),
  };

  app.get<{ Params: { username: string } }>(
    "/p/:username",
    { helmet, schema: { params: usernameParams, response: pageResponses } },
    (request, reply) => servePage(request, reply, undefined),
  );

  // A translation (issue 21): two lower-case letters only, so /p/{username}/resume and resume.pdf stay other routes.
  // An unknown code is the same 404 as an unknown name (counted alike: probing languages is probing names).
  app.get<{ Params: { username: string; lang: string } }>(
    "/p/:username/:lang([a-z]{2})",
    {
      helmet,
      schema: {
        params: usernameParams.extend({ lang: z.string().regex(/^[a-z]{2}$/) }),
        response: { ...pageResponses, 200: htmlPage("A translation of the published portfolio") },
      },
    },
    (request, reply) => servePage(request, reply, request.params.lang),
  );

  // A trailing slash is the same portfolio: one canonical address.
  app.get<{ Params: { username: string } }>(
    "/p/:username/",
    { schema: { params: usernameParams, response: { 301: redirect("To /p/{username}") } } },
    async (request, reply) => reply.redirect(`/p/${encodeURIComponent(request.params.username)}`, 301),
  );

  // Revalidated like the pages: a portfolio published a moment ago is listed on the crawler's next fetch.
  app.get(
    "/sitemap.xml",
    {
      schema: {
        response: { 200: contentOf("The published portfolios", ["application/xml"]), 304: notModified },
      },
    },
    async (request, reply) => {
      const sitemap = await service.sitemap();
      if (answeredNotModified(request, reply, weakEtagOf(sitemap))) return reply;
      return reply.header("content-type", "application/xml; charset=utf-8").send(sitemap);
    },
  );

  app.get(
    "/robots.txt",
    { schema: { response: { 200: contentOf("robots.txt", ["text/plain"]) } } },
    async (_request, reply) =>
      reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(service.robots()),
  );
};
