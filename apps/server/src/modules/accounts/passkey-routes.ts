import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  passkeyRegistrationSchema,
  passkeySignInSchema,
  passkeySummarySchema,
  sessionUserSchema,
  webAuthnOptionsSchema,
} from "@foliocraft/schemas";
import { headersOf, ok, perAddress, setCookies } from "./http";
import type { PasskeySummary } from "./passkey-repository";
import type { PasskeyService } from "./passkey-service";
import type { AccountService } from "./service";

const summaryOf = (p: PasskeySummary) => ({
  ...p,
  createdAt: p.createdAt?.toISOString() ?? null,
  lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys: settings under /api/account/passkeys (list, add in two steps, remove; the signed-in user's own only) and
 * the passwordless sign-in under /api/account/sign-in/passkey. Every step is limited per address like the other
 * sign-in routes (10 in 15 minutes), and refused from another site by the origin check like every POST.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<{ accounts: AccountService; passkeys: PasskeyService }> = async (
  app,
  { accounts, passkeys },
) => {
  app.get(
    "/api/account/passkeys",
    { schema: { response: { 200: z.object({ passkeys: z.array(passkeySummarySchema) }) } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await app.requireSession(request);
      return { passkeys: (await passkeys.list(session)).map(summaryOf) };
    },
  );

  app.post(
    "/api/account/passkeys/options",
    { config: perAddress(10, 15), schema: { response: { 200: webAuthnOptionsSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await app.requireSession(request);
      const { options, cookies } = await passkeys.registrationOptions(headersOf(request));
      setCookies(reply, cookies);
      return options;
    },
  );

  app.post(
    "/api/account/passkeys",
    {
      config: perAddress(10, 15),
      schema: { body: passkeyRegistrationSchema, response: { 200: z.object({ passkey: passkeySummarySchema }) } },
    },
    async (request, reply) => {
      const session = await app.requireSession(request);
      const { name, response } = request.body;
      const { passkey, cookies } = await passkeys.register(session, name, response, headersOf(request));
      setCookies(reply, cookies);
      return { passkey: summaryOf(passkey) };
    },
  );

  app.delete(
    "/api/account/passkeys/:id",
    {
      config: perAddress(10, 15),
      schema: { params: z.object({ id: z.string().min(1).max(100) }), response: { 200: ok } },
    },
    async (request) => {
      const session = await app.requireSession(request);
      await passkeys.remove(session, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/account/sign-in/passkey/options",
    // Asked on every visit of /login where the browser offers passkeys in autofill (issue 24), not only on a
    // click: room for the visits of a busy shared address. The answer check below keeps the tight limit.
    { config: perAddress(100, 15), schema: { response: { 200: webAuthnOptionsSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { options, cookies } = await passkeys.signInOptions(headersOf(request));
      setCookies(reply, cookies);
      return options;
    },
  );

  app.post(
    "/api/account/sign-in/passkey",
    {
      config: perAddress(10, 15),
      schema: { body: passkeySignInSchema, response: { 200: z.object({ user: sessionUserSchema }) } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { session, cookies } = await passkeys.signIn(request.body.response, headersOf(request));
      setCookies(reply, cookies);
      return { user: await accounts.sessionUser(session) };
    },
  );
};
