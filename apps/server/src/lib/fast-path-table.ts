import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from "node:http";
import type { FastifyServerFactory, FastifyServerOptions } from "fastify";

/**
 * Answers a request completely from memory before Fastify sees it (and says what it answered), or returns undefined
 * to let Fastify handle it. `url` is the request's URL after the app's rewriteUrl (a custom domain's `/` is a
 * portfolio's page), as Fastify's router would see it. A fast
 * path must be synchronous, must answer exactly as its Fastify route would (status, headers, body), and must decline
 * anything it is not sure of: an uncached page, an address it has no limiter verdict for, a query it does not read.
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse, url: string) => AnsweredRequest | undefined;

/**
 * A request a fast path answered, as the app's onResponse hooks would have read it (the analytics view counter reads
 * both from this shape).
 */
export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/p/:username`), not the path. */
  route: string | undefined;
  status: number;
  params: { username?: string; lang?: string };
  headers: IncomingHttpHeaders;
  /** The visitor's address (behind a trusted proxy, the forwarded one). */
  ip: string;
  /** The host the request was addressed to, without port. */
  hostname: string;
  /** How long the answer took, in milliseconds. */
  ms: number;
}

/**
 * The fast paths in front of the app's routes. Only the hottest answer has one: a cached public portfolio page, where
 * Fastify's hook chain (CORS, origin check, text checks, session, security headers) costs more than the answer
 * itself and none of it applies (bench/public-page.mjs). Filled by modules while they register (ModuleDeps), consulted
 * by the server factory; `app.inject` never reaches it, so route tests exercise the Fastify path and the fast path's
 * own tests listen on a port.
 */
export function createFastPathTable() {
  const paths: FastPath[] = [];
  const listeners: ((answered: AnsweredRequest) => void)[] = [];
  let open = true;
  return {
    add(path: FastPath): void {
      paths.push(path);
    },
    /** Told of every request a fast path answered, after the answer has gone out (as an onResponse hook is). */
    onAnswered(listener: (answered: AnsweredRequest) => void): void {
      listeners.push(listener);
    },
    /** From the first step of closing on, every request goes to Fastify, which answers 503 (return503OnClosing). */
    close(): void {
      open = false;
    },
    answer(req: IncomingMessage, res: ServerResponse, url: string): boolean {
      if (!open || paths.length === 0) return false;
      for (const path of paths) {
        const answered = path(req, res, url);
        if (!answered) continue;
        for (const listener of listeners) listener(answered);
        return true;
      }
      return false;
    },
  };
}

export type FastPathTable = ReturnType<typeof createFastPathTable>;

/**
 * Fastify's server factory: the HTTP/1 server Fastify would create (same timeouts), with the fast paths consulted
 * before its handler. A fast path that throws is a bug, never the visitor's problem: Fastify answers instead.
 */
export function serverWithFastPaths(
  table: FastPathTable,
  hooks: { rewriteUrl: (req: IncomingMessage) => string; onError: (error: unknown) => void },
): FastifyServerFactory {
  return (handler, options: FastifyServerOptions): Server => {
    const server = createServer((options as { http?: ServerOptions | null }).http ?? {}, (req, res) => {
      try {
        if (table.answer(req, res, hooks.rewriteUrl(req))) return;
      } catch (error) {
        hooks.onError(error);
        if (res.headersSent) return void res.destroy();
      }
      handler(req, res);
    });
    // What fastify/lib/server.js sets on the server it makes itself (its defaults are filled in by then).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
