import type { FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { z } from "zod";

/** The request's headers as better-auth reads them (cookies, origin, address). */
export const headersOf = (request: FastifyRequest) => fromNodeHeaders(request.headers);

/** Sends the cookies better-auth set (a new, renewed or ended session). */
export const setCookies = (reply: FastifyReply, cookies: string[]) => {
  if (cookies.length > 0) reply.header("set-cookie", cookies);
};

/** The answer of an action that has nothing else to say. */
export const ok = z.object({ ok: z.literal(true) });

// Limits per address (onRequest) and per account (after the body is parsed, keyed by the e-mail), so neither many
// accounts from one address nor one account from many addresses can be guessed at speed.
export const perAddress = (max: number, minutes: number) => ({
  rateLimit: { max, timeWindow: `${minutes} minutes` },
});
