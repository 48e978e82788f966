import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { fromNodeHeaders } from "better-auth/node";
import { z } from "zod";
import { linkableProviders, linkedAccountsSchema } from "@foliocraft/schemas";
import type { AccountService } from "./service";
import type { LinkService } from "./link-service";

const params = z.object({ provider: z.enum(linkableProviders) });
const limit = { rateLimit: { max: 30, timeWindow: "15 minutes" } };

/**
 * Settings → connected accounts: start connecting a provider (a popup, finished by the usual provider callback,
 * /api/auth/oauth/{provider}/callback) and disconnect one. Both answer with the account's sign-in methods.
 */
export const linkRoutes: FastifyPluginAsyncZod<{ links: LinkService; accounts: AccountService }> = async (
  app,
  { links, accounts },
) => {
  app.post(
    "/api/account/linked-accounts/:provider/start",
    { config: limit, schema: { params, response: { 200: z.object({ url: z.string() }) } } },
    async (request, reply) => {
      await app.requireSession(request);
      const { url, cookies } = await links.start(request.params.provider, fromNodeHeaders(request.headers));
      if (cookies.length) reply.header("set-cookie", cookies);
      return { url };
    },
  );

  app.delete(
    "/api/account/linked-accounts/:provider",
    { config: limit, schema: { params, response: { 200: linkedAccountsSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      await links.unlink(session.userId, request.params.provider);
      const list = await accounts.linkedAccounts(session);
      return { accounts: list };
    },
  );
};
