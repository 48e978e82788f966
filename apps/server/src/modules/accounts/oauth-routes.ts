import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromNodeHeaders } from "better-auth/node";
import { z } from "zod";
import { apiMessage, authProvidersSchema, sessionUserSchema, twoFactorPendingSchema } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { AccountService } from "./service";
import type { OAuthService } from "./oauth-service";
import type { TwoFactorService } from "./two-factor";

const provider = z.object({ provider: z.enum(["github", "google"]) });

/** Which providers are offered, the start of a popup sign-in, and the server-side code exchange. */
export const oauthRoutes: FastifyPluginAsyncZod<{
  oauth: OAuthService;
  accounts: AccountService;
  twoFactor: TwoFactorService;
  /** Passkeys can be used on this server (PUBLIC_URL is a domain name): the login page offers them. */
  passkeysEnabled: boolean;
}> = async (app, { oauth, accounts, twoFactor, passkeysEnabled }) => {
  app.get("/api/auth/providers", { schema: { response: { 200: authProvidersSchema } } }, async () => ({
    github: oauth.configured.includes("github"),
    google: oauth.configured.includes("google"),
    passkey: passkeysEnabled,
  }));

  app.post(
    "/api/auth/oauth/:provider/start",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: { params: provider, response: { 200: z.object({ url: z.string() }) } },
    },
    async (request, reply) => {
      const { url, cookies } = await oauth.start(request.params.provider, fromNodeHeaders(request.headers));
      if (cookies.length) reply.header("set-cookie", cookies);
      return { url };
    },
  );

  app.post(
    "/api/auth/oauth/:provider/callback",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: {
        params: provider,
        body: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(2048).optional(),
          error: z.string().max(200).optional(),
        }),
        response: {
          200: z.union([
            z.object({ user: sessionUserSchema, isNewUser: z.boolean(), linked: z.boolean().optional() }),
            twoFactorPendingSchema,
          ]),
        },
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.body;
      const { cookies, isNewUser, linked } = await oauth.exchange(
        request.params.provider,
        { code, state, error },
        fromNodeHeaders(request.headers),
      );
      // A connect from settings (link-routes.ts) keeps the session it started in.
      if (linked) {
        reply.header("set-cookie", cookies);
        return { user: await accounts.sessionUser(await app.requireSession(request)), isNewUser, linked };
      }
      // Read the new session back through the cookie just issued.
      const cookieHeader = cookies.map((c) => c.split(";")[0]).join("; ");
      const session = await accounts.currentSession(new Headers({ cookie: cookieHeader }));
      if (!session) throw new AppError("internal", apiMessage("oauthNoSession"));
      // Two-step sign-in applies to every way in: the provider's session is swapped for the pending second step.
      if (await twoFactor.isOn(session.userId)) {
        reply.header("set-cookie", await twoFactor.pendAfterOAuth(session.sessionId, session.userId));
        return { twoFactorRequired: true as const };
      }
      reply.header("set-cookie", cookies);
      return { user: await accounts.sessionUser(session), isNewUser };
    },
  );
};
