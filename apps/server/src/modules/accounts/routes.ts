import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  accountExportSchema,
  accountSessionsSchema,
  linkedAccountsSchema,
  languageCodes,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionResponseSchema,
  sessionUserSchema,
  signInInputSchema,
  signUpInputSchema,
  twoFactorPendingSchema,
  verifyEmailAnswerSchema,
  verifyEmailRequestSchema,
} from "@foliocraft/schemas";
import { createKeyedLimiter } from "../../lib/keyed-limiter";
import { headersOf, ok, perAddress, setCookies } from "./http";
import type { AccountService } from "./service";
import type { VerifyEmailService } from "./verify-email-service";

/** The account endpoints under /api/account, and GET /api/session. */
export const accountRoutes: FastifyPluginAsyncZod<{
  service: AccountService;
  verifyEmail: VerifyEmailService;
}> = async (app, { service, verifyEmail }) => {
  const signInPerAccount = createKeyedLimiter(app.limiters, { name: "sign-in", max: 10, minutes: 15 });
  const resetPerAccount = createKeyedLimiter(app.limiters, { name: "password-reset", max: 3, minutes: 60 });
  // The session plugin resolves it once per request and sends back the renewed cookie (idle expiry).
  const requireSession = (request: FastifyRequest) => app.requireSession(request);

  app.get("/api/session", { schema: { response: { 200: sessionResponseSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const session = await app.optionalSession(request);
    return { user: session ? await service.sessionUser(session) : null };
  });

  // The e-mailed verification link's page posts its token here (see verify-email-service.ts).
  app.post(
    "/api/account/verify-email",
    {
      config: perAddress(30, 15),
      schema: {
        body: verifyEmailRequestSchema,
        response: { 200: verifyEmailAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await verifyEmail.verify(
        request.body.token,
        request.body.choice,
        await app.optionalSession(request),
        headersOf(request),
      );
      if (outcome.status === "confirm") return outcome;
      setCookies(reply, outcome.cookies);
      return { status: outcome.status, email: outcome.email, signedIn: outcome.signedIn };
    },
  );

  app.post(
    "/api/account/sign-up",
    {
      config: perAddress(10, 60),
      schema: {
        body: signUpInputSchema.and(z.object({ language: z.enum(languageCodes).optional() })),
        response: { 201: z.object({ user: sessionUserSchema }) },
      },
    },
    async (request, reply) => {
      const { session, cookies } = await service.signUp(request.body, headersOf(request));
      setCookies(reply, cookies);
      return reply.status(201).send({ user: await service.sessionUser(session) });
    },
  );

  app.post(
    "/api/account/sign-in",
    {
      config: perAddress(30, 15),
      preHandler: signInPerAccount,
      schema: {
        body: signInInputSchema,
        response: { 200: z.union([z.object({ user: sessionUserSchema }), twoFactorPendingSchema]) },
      },
    },
    async (request, reply) => {
      const result = await service.signIn(request.body, headersOf(request));
      setCookies(reply, result.cookies);
      // Two-step sign-in is on: the next request sends the code (two-factor-routes.ts).
      if ("twoFactorRequired" in result) return { twoFactorRequired: true as const };
      return { user: await service.sessionUser(result.session) };
    },
  );

  app.post("/api/account/sign-out", { schema: { response: { 200: ok } } }, async (request, reply) => {
    setCookies(reply, await service.signOut(headersOf(request)));
    return { ok: true as const };
  });

  app.post(
    "/api/account/password-reset",
    {
      config: perAddress(10, 60),
      preHandler: resetPerAccount,
      schema: { body: passwordResetRequestSchema, response: { 200: ok } },
    },
    async (request) => {
      await service.requestPasswordReset(request.body.email, headersOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    "/api/account/password-reset/confirm",
    { config: perAddress(10, 15), schema: { body: passwordResetConfirmSchema, response: { 200: ok } } },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password, headersOf(request));
      return { ok: true as const };
    },
  );

  app.post(
    "/api/account/password",
    { config: perAddress(10, 15), schema: { body: passwordChangeSchema, response: { 200: ok } } },
    async (request, reply) => {
      const session = await requireSession(request);
      setCookies(
        reply,
        await service.changePassword(session, request.body.currentPassword, request.body.password, headersOf(request)),
      );
      return { ok: true as const };
    },
  );

  app.get("/api/account/sessions", { schema: { response: { 200: accountSessionsSchema } } }, async (request) => {
    const session = await requireSession(request);
    return { sessions: await service.listSessions(session) };
  });

  app.post("/api/account/sessions/revoke-others", { schema: { response: { 200: ok } } }, async (request) => {
    await requireSession(request);
    await service.revokeOtherSessions(headersOf(request));
    return { ok: true as const };
  });

  app.get("/api/account/linked-accounts", { schema: { response: { 200: linkedAccountsSchema } } }, async (request) => {
    const session = await requireSession(request);
    return { accounts: await service.linkedAccounts(session) };
  });

  app.get("/api/account/export", { schema: { response: { 200: accountExportSchema } } }, async (request, reply) => {
    const session = await requireSession(request);
    reply.header("content-disposition", 'attachment; filename="foliocraft-my-data.json"');
    reply.header("cache-control", "no-store");
    return service.exportData(session);
  });

  app.delete(
    "/api/account",
    {
      config: perAddress(10, 15),
      schema: {
        body: z.object({ confirmEmail: z.string().max(254), password: z.string().max(1024).optional() }),
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      const session = await requireSession(request);
      await service.deleteAccount(session, request.body, headersOf(request));
      // The session rows went with the account; clear the cookie too.
      setCookies(reply, await service.signOut(headersOf(request)).catch(() => []));
      return { ok: true as const };
    },
  );
};
