import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { checkedByService, contentOf, htmlPage, noContent, preflight, redirect } from "../../lib/openapi-responses";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  analyticsQuerySchema,
  apiMessage,
  isLanguageCode,
  type LanguageCode,
  portfolioAnalyticsSchema,
  portfolioViewCountsSchema,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { visitorLanguage } from "../public-site/visitor-language";
import { referrerDomainOf } from "./classify";
import { hostOf, languageOf, pageViewCounter, visitorEvent } from "./page-view";
import type { AnsweredRequest, FastPathTable } from "../../lib/fast-path-table";
import { renderResumePage, resumePageCsp } from "./resume-page";
import type { AnalyticsService } from "./service";
import type { CountedEvent, ViewRecorder } from "./view-recorder";
import { openToEveryOrigin } from "../../plugins/cors";

/** The beacon endpoint of exported sites; plugins/origin-check.ts lets exactly this path through from any origin. */
export const publicViewsPath = "/api/public/portfolios/:username/views";

/** Where a click on a resume kept on another site is pinged; plugins/origin-check.ts lets it through from any origin. */
export const resumePingPath = "/p/:username/resume";

/**
 * How many beacon posts one address may make in a window: @fastify/rate-limit (shared across servers when the app
 * counts limits in Redis). Generous for people (a page view each), tight for a script inflating counts.
 */
export const beaconLimit = { max: 60, timeWindow: "10 minutes" } as const;

/** How many resume downloads one address may start in a window. */
export const resumeLimit = { max: 30, timeWindow: "1 minute" } as const;

/** The shape of a stored username: anything else cannot exist. */
const usernameShape = /^[a-z0-9-]{3,30}$/;

// A beacon carries one referrer origin; anything bigger is not ours.
const beaconBodyLimit = 2048;

// Open to every origin (exported sites live anywhere) but never with credentials: the endpoint reads no cookie.
const cors = openToEveryOrigin("POST, OPTIONS", "content-type");

const usernameParams = z.object({ username: z.string().max(200) });
const beaconBodySchema = z
  .object({
    referrer: z.string().max(2048).optional(),
    // The language the exported page declares (<html lang>); anything not a supported code counts as the primary.
    language: z.string().max(35).optional().catch(undefined),
  })
  .catch({});

/** An event for the request, or undefined for a bot (crawlers, previews and scripts never count). */
function eventOf(
  request: FastifyRequest,
  fields: Pick<CountedEvent, "username" | "kind" | "source" | "referrerDomain" | "language">,
): CountedEvent | undefined {
  return visitorEvent({ userAgent: request.headers["user-agent"], address: request.ip }, fields);
}

/**
 * Counts views of the hosted page after the response has gone out (onResponse), so the visitor never waits for it.
 * A global hook (fastify-plugin) matched on the route, so the public-site module needs no change to be counted.
 */
export const pageViewHook = fp(
  async (app: FastifyInstance, opts: { recorder: ViewRecorder; publicUrl: string; fastPaths: FastPathTable }) => {
    const count = pageViewCounter(opts.recorder, opts.publicUrl);
    app.addHook("onResponse", async (request, reply) =>
      count({
        method: request.method,
        route: request.routeOptions.url,
        status: reply.statusCode,
        params: request.params as AnsweredRequest["params"],
        headers: request.headers,
        ip: request.ip,
        hostname: request.hostname,
        ms: reply.elapsedTime,
      }),
    );
    // Pages answered before Fastify (the public site's fast path) are counted the same way.
    opts.fastPaths.onAnswered(count);
  },
);

/**
 * POST /api/public/portfolios/{username}/views (the beacon; always 204 for a well-formed name so it reveals nothing,
 * counted at the next flush only for published portfolios whose owner opted in) and GET /p/{username}/resume.
 */
const publicRoutes: FastifyPluginAsync<{
  recorder: ViewRecorder;
  service: AnalyticsService;
  publicUrl: string;
}> = async (app, { recorder, service, publicUrl }) => {
  const publicHost = hostOf(publicUrl);
  // sendBeacon posts a string as text/plain (no CORS preflight); the app has no text parser of its own.
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: beaconBodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });
  app.options(
    publicViewsPath,
    { config: { cors }, schema: { params: usernameParams, response: preflight } },
    async (_request, reply) => reply.status(204).send(),
  );

  app.post<{ Params: { username: string } }>(
    publicViewsPath,
    {
      bodyLimit: beaconBodyLimit,
      config: { cors, rateLimit: beaconLimit },
      schema: {
        params: usernameParams,
        body: checkedByService(beaconBodySchema, "A view of an exported site (sent as text/plain by sendBeacon)"),
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const username = request.params.username.toLowerCase();
      if (!usernameShape.test(username)) throw new AppError("not-found", apiMessage("portfolioNotFound"));
      const { referrer, language: declared } = beaconBodySchema.parse(request.body ?? {});
      const origin = request.headers.origin;
      const referrerDomain = referrerDomainOf(referrer, [
        publicHost,
        origin && origin !== "null" ? hostOf(origin) : "",
      ]);
      const language = languageOf(declared);
      const event = eventOf(request, { username, kind: "view", source: "beacon", referrerDomain, language });
      if (event) recorder.record(event);
      return reply.status(204).header("cache-control", "no-store").send();
    },
  );

  const resumeOf = (name: string, generated = false, translation?: LanguageCode) =>
    service.resumeTarget(name, generated, translation);
  const notAvailable = (reply: FastifyReply) =>
    reply
      .status(404)
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "no-store")
      .send("This resume is not available.");
  const count = (request: FastifyRequest, username: string) => {
    const event = eventOf(request, { username, kind: "resume", source: "server", referrerDomain: undefined });
    if (event) recorder.record(event);
  };

  // A download per click: never cached, so every click reaches the server and is counted. Only an upload is
  // redirected to (a path on this origin); a resume on another site gets a page naming it with a link to follow, so
  // this address is never an open redirect. Pages link such a resume directly (with a ping here, below); this page
  // serves links made before that, in sites exported earlier.
  app.get<{ Params: { username: string } }>(
    "/p/:username/resume",
    {
      config: { rateLimit: resumeLimit },
      schema: {
        params: usernameParams,
        response: {
          200: htmlPage("A page naming the resume's own site, with a link to follow"),
          302: redirect("To the uploaded resume on this origin"),
          404: contentOf("No resume", ["text/plain"]),
        },
      },
    },
    async (request, reply) => {
      const resume = await resumeOf(request.params.username);
      if (!resume) return notAvailable(reply);
      count(request, resume.username);
      reply.header("cache-control", "no-store");
      if (resume.uploaded) return reply.redirect(resume.url, 302);
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("content-security-policy", resumePageCsp)
        .header("referrer-policy", "no-referrer")
        .send(renderResumePage(resume.url, visitorLanguage(request.headers["accept-language"])));
    },
  );

  // The generated PDF résumé of the published snapshot (issue 23), counted like any download, then redirected to its
  // immutable, content-addressed file.
  app.get<{ Params: { username: string } }>(
    "/p/:username/resume.pdf",
    {
      config: { rateLimit: resumeLimit },
      schema: {
        params: usernameParams,
        response: {
          302: redirect("To the generated résumé's immutable file"),
          404: contentOf("No generated résumé", ["text/plain"]),
        },
      },
    },
    async (request, reply) => {
      const resume = await resumeOf(request.params.username, true);
      if (!resume) return notAvailable(reply);
      count(request, resume.username);
      return reply.header("cache-control", "no-store").redirect(resume.url, 302);
    },
  );

  // A translation's generated résumé (issues 21 and 23), under its page's address /p/{username}/{lang}: made at
  // publish in that language, counted and redirected like the primary one's.
  app.get<{ Params: { username: string; lang: string } }>(
    "/p/:username/:lang([a-z]{2})/resume.pdf",
    {
      config: { rateLimit: resumeLimit },
      schema: {
        params: usernameParams.extend({ lang: z.string().regex(/^[a-z]{2}$/) }),
        response: {
          302: redirect("To the translation's generated résumé, an immutable file"),
          404: contentOf("No generated résumé in this language", ["text/plain"]),
        },
      },
    },
    async (request, reply) => {
      const { username, lang } = request.params;
      const resume = isLanguageCode(lang) ? await resumeOf(username, true, lang) : undefined;
      if (!resume) return notAvailable(reply);
      count(request, resume.username);
      return reply.header("cache-control", "no-store").redirect(resume.url, 302);
    },
  );

  // The ping of a click on a resume kept on another site (`<a href="…" ping="…/resume">`): counts the download and
  // answers nothing. Browsers post it as text/ping, from any site the page lives on (plugins/origin-check.ts lets
  // this path through: it reads no cookie and only counts, rate-limited). An upload's clicks are counted by the GET.
  app.addContentTypeParser("text/ping", { parseAs: "string", bodyLimit: 64 }, (_request, _body, done) => done(null));
  app.post<{ Params: { username: string } }>(
    resumePingPath,
    {
      config: { rateLimit: resumeLimit },
      bodyLimit: 64,
      schema: {
        params: usernameParams,
        response: { 204: noContent, 404: contentOf("No resume", ["text/plain"]) },
      },
    },
    async (request, reply) => {
      const resume = await resumeOf(request.params.username);
      if (!resume) return notAvailable(reply);
      if (!resume.uploaded) count(request, resume.username);
      return reply.status(204).header("cache-control", "no-store").send();
    },
  );
};

/** GET /api/portfolios/{id}/analytics and GET /api/analytics/views: the signed-in owner's portfolios only. */
const ownerRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (app, { service }) => {
  app.addHook("onSend", async (_request, reply) => {
    // Private, per-user data: never kept by shared caches.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/portfolios/:id/analytics",
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: analyticsQuerySchema,
        response: { 200: portfolioAnalyticsSchema },
      },
    },
    async (request) => {
      const { userId } = await app.requireSession(request);
      return service.portfolioAnalytics(userId, request.params.id, request.query.days);
    },
  );

  app.get("/api/analytics/views", { schema: { response: { 200: portfolioViewCountsSchema } } }, async (request) => {
    const { userId } = await app.requireSession(request);
    return service.viewCounts(userId);
  });
};

/** The routes of the analytics module. */
export const analyticsRoutes: FastifyPluginAsync<{
  recorder: ViewRecorder;
  service: AnalyticsService;
  publicUrl: string;
}> = async (app, { recorder, service, publicUrl }) => {
  await app.register(publicRoutes, { recorder, service, publicUrl });
  await app.register(ownerRoutes, { service });
};
