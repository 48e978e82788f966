import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { fromNodeHeaders } from "better-auth/node";
import type { AccountService, CurrentSession } from "../modules/accounts/service";

declare module "fastify" {
  interface FastifyInstance {
    /** The signed-in user of a request, or null. */
    optionalSession(request: FastifyRequest): Promise<CurrentSession | null>;
  }
}

const cookieName = (header: string) => header.slice(0, header.indexOf("="));

/**
 * Gives every module one way to resolve the signed-in user (better-auth session cookie, looked up in the DB; the
 * authorization plugin builds requireSession, requireAdmin and requirePro on it), and
 * sends back the cookie better-auth renews while reading a used session (idle expiry: activity keeps it alive).
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { accounts: AccountService }) => {
    // Resolved at most once per request, however many handlers ask.
    const cache = new WeakMap<FastifyRequest, Promise<{ session: CurrentSession | null; cookies: string[] }>>();
    const resolve = (request: FastifyRequest) => {
      let found = cache.get(request);
      if (!found) {
        found = opts.accounts.resolveSession(fromNodeHeaders(request.headers));
        cache.set(request, found);
      }
      return found;
    };
    app.decorate("optionalSession", async (request: FastifyRequest) => (await resolve(request)).session);
    app.addHook("onSend", async (request, reply, payload) => {
      const found = cache.get(request);
      if (!found) return payload;
      const { cookies } = await found.catch(() => ({ cookies: [] as string[] }));
      if (cookies.length === 0) return payload;
      // A cookie the handler set itself (sign-in, sign-out) wins over the renewal of the session it replaced.
      const existing = reply.getHeader("set-cookie");
      const set = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
      const taken = new Set(set.map(cookieName));
      const renewed = cookies.filter((cookie) => !taken.has(cookieName(cookie)));
      if (renewed.length > 0) reply.header("set-cookie", [...set, ...renewed]);
      return payload;
    });
  },
  { name: "session" },
);
