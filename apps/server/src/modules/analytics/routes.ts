import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  analyticsQuerySchema,
  apiMessage,
  assetPathPattern,
  portfolioAnalyticsSchema,
  portfolioViewCountsSchema,
} from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { visitorLanguage } from "../public-site/visitor-language";
import { deviceClassOf, isBotAgent, referrerDomainOf } from "./classify";
import type { AnalyticsRepository } from "./repository";
import { renderResumePage, resumePageCsp } from "./resume-page";
import type { AnalyticsService } from "./service";
import type { CountedEvent, ViewRecorder } from "./view-recorder";

/** The beacon endpoint of exported sites; plugins/origin-check.ts lets exactly this path through from any origin. */
export const publicViewsPath = "/api/public/portfolios/:username/views";

/** Where a click on a resume kept on another site is pinged; plugins/origin-check.ts lets it through from any origin. */
export const resumePingPath = "/p/:username/resume";

/** The hosted page whose views are counted (modules/public-site); a response of 200 or 304 to a GET is a view. */
export const countedPageRoutes: readonly string[] = ["/p/:username"];

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
const corsHeaders = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "POST, OPTIONS",
  "access-control-allow-headers": "content-type",
  "access-control-max-age": "86400",
} as const;

const beaconBodySchema = z.object({ referrer: z.string().max(2048).optional() }).catch({});

/** An event for the request, or undefined for a bot (crawlers, previews and scripts never count). */
function eventOf(
  request: FastifyRequest,
  fields: Pick<CountedEvent, "username" | "kind" | "source" | "referrerDomain">,
): CountedEvent | undefined {
  const userAgent = request.headers["user-agent"];
  if (isBotAgent(userAgent)) return undefined;
  return {
    ...fields,
    at: new Date(),
    address: request.ip,
    device: deviceClassOf(userAgent),
  };
}

function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : "";
  } catch {
    return "";
  }
}

/**
 * Counts views of the hosted page after the response has gone out (onResponse), so the visitor never waits for it.
 * A global hook (fastify-plugin) matched on the route, so the public-site module needs no change to be counted.
 */
export const pageViewHook = fp(async (app: FastifyInstance, opts: { recorder: ViewRecorder; publicUrl: string }) => {
  const publicHost = hostOf(opts.publicUrl);
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" || !countedPageRoutes.includes(request.routeOptions.url ?? "")) return;
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
    const username = (request.params as { username?: string }).username?.toLowerCase() ?? "";
    const referrerDomain = referrerDomainOf(request.headers.referer, [publicHost, request.hostname]);
    const event = eventOf(request, { username, kind: "view", source: "server", referrerDomain });
    if (event) opts.recorder.record(event);
  });
});

/**
 * POST /api/public/portfolios/{username}/views (the beacon; always 204 for a well-formed name so it reveals nothing,
 * counted at the next flush only for published portfolios whose owner opted in) and GET /p/{username}/resume.
 */
const publicRoutes: FastifyPluginAsync<{
  recorder: ViewRecorder;
  repository: AnalyticsRepository;
  publicUrl: string;
}> = async (app, { recorder, repository, publicUrl }) => {
  const publicHost = hostOf(publicUrl);
  // sendBeacon posts a string as text/plain (no CORS preflight); the app has no text parser of its own.
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: beaconBodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, {});
    }
  });
  const withCors = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(corsHeaders);
  };

  app.options(publicViewsPath, { onSend: withCors }, async (_request, reply) => reply.status(204).send());

  app.post<{ Params: { username: string } }>(
    publicViewsPath,
    { onSend: withCors, bodyLimit: beaconBodyLimit, config: { rateLimit: beaconLimit } },
    async (request, reply) => {
      const username = request.params.username.toLowerCase();
      if (!usernameShape.test(username)) throw new AppError("not-found", apiMessage("portfolioNotFound"));
      const { referrer } = beaconBodySchema.parse(request.body ?? {});
      const origin = request.headers.origin;
      const referrerDomain = referrerDomainOf(referrer, [
        publicHost,
        origin && origin !== "null" ? hostOf(origin) : "",
      ]);
      const event = eventOf(request, { username, kind: "view", source: "beacon", referrerDomain });
      if (event) recorder.record(event);
      return reply.status(204).header("cache-control", "no-store").send();
    },
  );

  // The resume of a published portfolio: its upload (/assets/{sha256}.pdf) or an http(s) link (the schema's rule).
  const resumeOf = async (name: string): Promise<{ username: string; url: string; uploaded: boolean } | undefined> => {
    const username = name.toLowerCase();
    const target = usernameShape.test(username) ? await repository.findResume(username) : undefined;
    const url = target?.resume?.enabled ? target.resume.url.trim() : "";
    return url ? { username, url, uploaded: assetPathPattern.test(url) } : undefined;
  };
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
    { config: { rateLimit: resumeLimit } },
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

  // The ping of a click on a resume kept on another site (`<a href="…" ping="…/resume">`): counts the download and
  // answers nothing. Browsers post it as text/ping, from any site the page lives on (plugins/origin-check.ts lets
  // this path through: it reads no cookie and only counts, rate-limited). An upload's clicks are counted by the GET.
  app.addContentTypeParser("text/ping", { parseAs: "string", bodyLimit: 64 }, (_request, _body, done) => done(null));
  app.post<{ Params: { username: string } }>(
    resumePingPath,
    { config: { rateLimit: resumeLimit }, bodyLimit: 64 },
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
  repository: AnalyticsRepository;
  service: AnalyticsService;
  publicUrl: string;
}> = async (app, { recorder, repository, service, publicUrl }) => {
  await app.register(publicRoutes, { recorder, repository, publicUrl });
  await app.register(ownerRoutes, { service });
};
