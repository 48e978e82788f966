import fastifyCors, { type FastifyCorsOptions } from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route's CORS answer (@fastify/cors); routes without it answer no cross-origin request. */
    cors?: FastifyCorsOptions | false;
  }
}

/**
 * CORS through @fastify/cors, closed by default: a route opens itself with `config: { cors: openToEveryOrigin(…) }`.
 * The headers are set when the request arrives, so error answers (a 400, a 429) carry them too and a page's script
 * can read the message.
 */
export const corsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCors, { origin: false });
});

/**
 * Open to every origin (exported and deployed sites live anywhere, even on disk: `Origin: null`) but never with
 * credentials. The route's own OPTIONS handler answers the preflight (so the OpenAPI document lists it), after the
 * plugin has set the headers; a preflight without the Origin or method header is answered too, as before.
 */
export const openToEveryOrigin = (
  methods: string,
  allowedHeaders: string,
  maxAgeSeconds = 86_400,
): FastifyCorsOptions => ({
  origin: "*",
  methods,
  allowedHeaders,
  maxAge: maxAgeSeconds,
  credentials: false,
  preflightContinue: true,
  strictPreflight: false,
});
