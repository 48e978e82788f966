import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { apiMessage, type ApiMessageId } from "@foliocraft/schemas";
import { AppError } from "../errors";
import type { CurrentSession } from "../modules/accounts/service";
import { hasPro, type EntitlementProfile } from "../modules/plans/entitlements";

/** A catalog message without placeholders: the refusals a role check writes. */
export type PlainMessageId = {
  [Id in ApiMessageId]: Parameters<typeof apiMessage<Id>>["length"] extends 1 ? Id : never;
}[ApiMessageId];

// One message id among those without placeholders (TypeScript cannot narrow the generic call for a union).
const refusal = (message: PlainMessageId) => apiMessage(message as "adminOnly");

declare module "fastify" {
  interface FastifyInstance {
    /** The signed-in user of a request, or a 401 `unauthenticated`. Every owner-scoped query starts here. */
    requireSession(request: FastifyRequest): Promise<CurrentSession>;
    /**
     * A check of the signed-in administrator: 401 `unauthenticated` without a session, 403 `permission-denied`
     * (`message`, "adminOnly" unless told) for anyone else. The check is a route's preValidation hook
     * (`preValidation: app.requireAdmin()`), so someone who may not call a route learns nothing about the body it
     * expects; a handler may also await it (`await app.requireAdmin()(request)`).
     */
    requireAdmin(message?: PlainMessageId): RoleCheck;
    /**
     * A check that the signed-in user's plan includes Pro now (entitlements.ts hasPro): 401 without a session, else
     * 403 `permission-denied` with the feature's `message` and `details.upgrade`, which the web answers with the
     * upgrade dialog. Used like requireAdmin.
     */
    requirePro(message: PlainMessageId): RoleCheck;
  }
}

/** A role check: the caller's session when the role holds; usable as a preValidation or preHandler hook. */
export type RoleCheck = (request: FastifyRequest) => Promise<CurrentSession>;

/** Where the authorization plugin reads the fields that decide a role (the profiles repository). */
export interface AuthorizationOptions {
  profiles: { get(userId: string): Promise<EntitlementProfile | undefined> };
  now?: () => Date;
}

/**
 * The one place a route asks who may call it: requireSession, requireAdmin and requirePro. It reads the session the
 * session plugin resolved (once per request) and the caller's profile.
 */
export const authorizationPlugin = fp(
  async (app: FastifyInstance, { profiles, now = () => new Date() }: AuthorizationOptions) => {
    async function requireSession(request: FastifyRequest): Promise<CurrentSession> {
      const session = await app.optionalSession(request);
      if (!session) throw new AppError("unauthenticated", apiMessage("signInToContinue"));
      return session;
    }
    app.decorate("requireSession", requireSession);
    app.decorate("requireAdmin", (message: PlainMessageId = "adminOnly"): RoleCheck => async (request) => {
      const session = await requireSession(request);
      const profile = await profiles.get(session.userId);
      if (!profile?.isAdmin) throw new AppError("permission-denied", refusal(message));
      return session;
    });
    app.decorate("requirePro", (message: PlainMessageId): RoleCheck => async (request) => {
      const session = await requireSession(request);
      if (!hasPro(await profiles.get(session.userId), now())) {
        throw new AppError("permission-denied", refusal(message), { upgrade: true });
      }
      return session;
    });
  },
  { name: "authorization", dependencies: ["session"] },
);
