import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  sessionUserSchema,
  twoFactorConfirmSchema,
  twoFactorPasswordSchema,
  twoFactorSetupSchema,
  twoFactorSignInSchema,
} from "@foliocraft/schemas";
import { headersOf, ok, perAddress, setCookies } from "./http";
import type { AccountService } from "./service";
import type { TwoFactorService } from "./two-factor";

/**
 * Two-step sign-in under /api/account/two-factor (settings: status, set up, confirm, turn off, new recovery codes)
 * and the sign-in's second step, POST /api/account/sign-in/two-factor. Codes are six digits: each address gets 10
 * tries in 15 minutes here, and each pending sign-in 5 (better-auth), before the password is asked again.
 * Cross-site requests are refused by the origin check like every other POST.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ accounts: AccountService; twoFactor: TwoFactorService }> = async (
  app,
  { accounts, twoFactor },
) => {
  app.post(
    "/api/account/sign-in/two-factor",
    {
      config: perAddress(10, 15),
      schema: { body: twoFactorSignInSchema, response: { 200: z.object({ user: sessionUserSchema }) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { session, cookies } = await twoFactor.completeSignIn(request.body, headersOf(request));
      setCookies(reply, cookies);
      return { user: await accounts.sessionUser(session) };
    },
  );

  app.get(
    "/api/account/two-factor",
    { schema: { response: { 200: z.object({ enabled: z.boolean() }) } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await app.requireSession(request);
      return { enabled: await twoFactor.isOn(session.userId) };
    },
  );

  app.post(
    "/api/account/two-factor/set-up",
    { config: perAddress(10, 15), schema: { body: twoFactorPasswordSchema, response: { 200: twoFactorSetupSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await app.requireSession(request);
      const { cookies, ...setUp } = await twoFactor.setUp(session, request.body.password, headersOf(request));
      setCookies(reply, cookies);
      return setUp;
    },
  );

  app.post(
    "/api/account/two-factor/confirm",
    { config: perAddress(10, 15), schema: { body: twoFactorConfirmSchema, response: { 200: ok } } },
    async (request, reply) => {
      await app.requireSession(request);
      setCookies(reply, await twoFactor.confirm(request.body.code, headersOf(request)));
      return { ok: true as const };
    },
  );

  app.post(
    "/api/account/two-factor/turn-off",
    { config: perAddress(10, 15), schema: { body: twoFactorPasswordSchema, response: { 200: ok } } },
    async (request, reply) => {
      const session = await app.requireSession(request);
      setCookies(reply, await twoFactor.turnOff(session, request.body.password, headersOf(request)));
      return { ok: true as const };
    },
  );

  app.post(
    "/api/account/two-factor/recovery-codes",
    {
      config: perAddress(10, 15),
      schema: { body: twoFactorPasswordSchema, response: { 200: z.object({ recoveryCodes: z.array(z.string()) }) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await app.requireSession(request);
      return { recoveryCodes: await twoFactor.newRecoveryCodes(session, request.body.password, headersOf(request)) };
    },
  );
};
