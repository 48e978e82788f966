import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { fromNodeHeaders } from "better-auth/node";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../errors";
import type { AccountService, CurrentSession } from "../modules/accounts/service";

declare module "fastify" {
  interface FastifyInstance {
    /** The signed-in user of a request, or a 401 `unauthenticated`. Every owner-scoped query starts here. */
    requireSession(request: FastifyRequest): Promise<CurrentSession>;
    /** The signed-in user of a request, or null. */
    optionalSession(request: FastifyRequest): Promise<CurrentSession | null>;
  }
}

/** Gives every module one way to resolve the signed-in user (better-auth session cookie, looked up in the DB). */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { accounts: AccountService }) => {
  // Resolved at most once per request, however many handlers ask.
  const cache = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();
  const resolve = (request: FastifyRequest) => {
    let found = cache.get(request);
    if (!found) {
      found = opts.accounts.currentSession(fromNodeHeaders(request.headers));
      cache.set(request, found);
    }
    return found;
  };
  app.decorate("optionalSession", resolve);
  app.decorate("requireSession", async (request: FastifyRequest) => {
    const session = await resolve(request);
    if (!session) throw new AppError("unauthenticated", apiMessage("signInToContinue"));
    return session;
  });
});
