import type { FastifyInstance } from "fastify";

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
    payload: { name, email, password: "secret-pass", confirmPassword: "secret-pass" },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return {
    userId: (res.json() as { user: { id: string } }).user.id,
    email: email.toLowerCase(),
    cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
  };
}
