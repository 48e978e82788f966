import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { mailMessages } from "../db/schema";

let address = 0;

/** A fresh client address, so per-address rate limits of one test never spill into another. */
export function nextTestAddress(): string {
  address += 1;
  return `198.51.100.${(address % 250) + 1}`;
}

/** A signed-up user and the cookie header that carries its session. */
export interface TestUser {
  userId: string;
  email: string;
  cookie: string;
}

/** The password every test user signs up with (account deletion and password changes ask for it). */
export const testUserPassword = "secret-pass";

/** Signs up a user through the real API and returns its session cookie. */
export async function signUpTestUser(
  app: FastifyInstance,
  email = `user-${Math.random().toString(36).slice(2)}@example.com`,
  name = "Ama Mensah",
): Promise<TestUser> {
  const res = await app.inject({
    method: "POST",
    url: "/api/account/sign-up",
    remoteAddress: nextTestAddress(),
    payload: { name, email, password: testUserPassword, confirmPassword: testUserPassword },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    userId: (res.json() as { user: { id: string } }).user.id,
    email: email.toLowerCase(),
    cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
  };
}

/**
 * Signs up a user whose address is in the test app's ADMIN_EMAILS and verifies it through the e-mailed link (admin
 * rights need a verified address), as the link's page does: the token posted with the user's own session.
 */
export async function signUpTestAdmin(app: FastifyInstance, email: string, name = "Site Admin"): Promise<TestUser> {
  const user = await signUpTestUser(app, email, name);
  const [mail] = await app.database.db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(and(eq(mailMessages.to, user.email), eq(mailMessages.kind, "verify-email")));
  const token = mail && /verify-email\?token=([^\s&]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no verification e-mail for ${user.email}`);
  const res = await app.inject({
    method: "POST",
    url: "/api/account/verify-email",
    remoteAddress: nextTestAddress(),
    headers: { cookie: user.cookie },
    payload: { token: decodeURIComponent(token) },
  });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.statusCode} ${res.body}`);
  return user;
}
