import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { createSoftAuthenticator } from "../../testing/soft-authenticator";
import { createTestApp } from "../../testing/test-app";
import { nextTestAddress, signUpTestUser, testUserPassword, type TestUser } from "../../testing/test-users";

const publicUrl = "http://localhost:3000";
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl }));
});
afterAll(() => close());

const cookiesOf = (res: LightMyRequestResponse) =>
  res.cookies.filter((c) => c.value !== "").map((c) => `${c.name}=${c.value}`);
const join = (...parts: (string | string[])[]) => parts.flat().filter(Boolean).join("; ");

function request(method: "GET" | "POST" | "DELETE", url: string, cookie = "", payload?: object, address?: string) {
  return app.inject({
    method,
    url,
    remoteAddress: address ?? nextTestAddress(),
    headers: { origin: publicUrl, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

type Authenticator = ReturnType<typeof createSoftAuthenticator>;

/** Adds a passkey in settings as the web does: options, the authenticator's answer, the named answer posted. */
async function addPasskey(user: TestUser, authenticator: Authenticator, name = "Laptop", userVerified = true) {
  const options = await request("POST", "/api/account/passkeys/options", user.cookie);
  expect(options.statusCode, options.body).toBe(200);
  const response = authenticator.register(options.json(), { userVerified });
  return request("POST", "/api/account/passkeys", join(user.cookie, cookiesOf(options)), { name, response });
}

/** Signs in with a passkey as the login page does (no session cookie). */
async function signInWithPasskey(
  authenticator: Authenticator,
  opts: { userVerified?: boolean; credential?: number } = {},
) {
  const options = await request("POST", "/api/account/sign-in/passkey/options");
  expect(options.statusCode, options.body).toBe(200);
  const response = authenticator.signIn(options.json(), opts);
  const res = await request("POST", "/api/account/sign-in/passkey", join(cookiesOf(options)), { response });
  return { res, challengeCookie: join(cookiesOf(options)), response };
}

async function listOf(cookie: string) {
  const res = await request("GET", "/api/account/passkeys", cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { passkeys: { id: string; name: string; createdAt: string; lastUsedAt: string | null }[] })
    .passkeys;
}

async function sessionUserId(cookie: string): Promise<string | null> {
  const res = await app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
  return (res.json() as { user: { id: string } | null }).user?.id ?? null;
}

describe("passkeys", () => {
  it("are added with a name, listed, used to sign in without a password, and removed", async () => {
    const user = await signUpTestUser(app);
    const authenticator = createSoftAuthenticator(publicUrl);
    const added = await addPasskey(user, authenticator, "Laptop 💻");
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().passkey).toMatchObject({ name: "Laptop 💻", lastUsedAt: null, synced: true });

    const [listed] = await listOf(user.cookie);
    expect(listed).toMatchObject({ name: "Laptop 💻", lastUsedAt: null });
    expect(Date.parse(listed!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const { res } = await signInWithPasskey(authenticator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(user.userId);
    const signedIn = join(cookiesOf(res));
    expect(await sessionUserId(signedIn)).toBe(user.userId);
    expect((await listOf(signedIn))[0]!.lastUsedAt).not.toBeNull();

    const removed = await request("DELETE", `/api/account/passkeys/${listed!.id}`, user.cookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await listOf(user.cookie)).toEqual([]);
    const after = (await signInWithPasskey(authenticator)).res;
    expect(after.statusCode).toBe(401);
    expect(after.json().error.messageId).toBe("passkeyUnknown");
  });

  it("are each account's own: another account neither lists nor removes them", async () => {
    const owner = await signUpTestUser(app);
    const other = await signUpTestUser(app);
    expect((await addPasskey(owner, createSoftAuthenticator(publicUrl))).statusCode).toBe(200);
    const [ownersKey] = await listOf(owner.cookie);
    expect(await listOf(other.cookie)).toEqual([]);
    const refused = await request("DELETE", `/api/account/passkeys/${ownersKey!.id}`, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.messageId).toBe("passkeyNotFound");
    expect(await listOf(owner.cookie)).toHaveLength(1);
  });

  it("need the device to verify its owner (PIN or biometrics), at registration and at sign-in", async () => {
    const user = await signUpTestUser(app);
    const unverified = await addPasskey(user, createSoftAuthenticator(publicUrl), "Key", false);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().error.messageId).toBe("passkeyNotVerified");
    expect(await listOf(user.cookie)).toEqual([]);

    const authenticator = createSoftAuthenticator(publicUrl);
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    const { res } = await signInWithPasskey(authenticator, { userVerified: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.messageId).toBe("passkeyNotVerified");
  });

  it("refuse an answer made on another site, and a challenge used twice", async () => {
    const user = await signUpTestUser(app);
    const phishing = await addPasskey(user, createSoftAuthenticator("https://foliocraft.evil.example"));
    expect(phishing.statusCode).toBe(400);
    expect(phishing.json().error.messageId).toBe("passkeyFailed");

    const authenticator = createSoftAuthenticator(publicUrl);
    expect((await addPasskey(user, authenticator)).statusCode).toBe(200);
    const first = await signInWithPasskey(authenticator);
    expect(first.res.statusCode).toBe(200);
    const replay = await request("POST", "/api/account/sign-in/passkey", first.challengeCookie, {
      response: first.response,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.messageId).toBe("passkeyExpired");
  });

  it("sign in without the authenticator code when two-step sign-in is on (the passkey is both steps)", async () => {
    const user = await signUpTestUser(app);
    const { URI } = await import("otpauth");
    const setUp = await request("POST", "/api/account/two-factor/set-up", user.cookie, { password: testUserPassword });
    const totp = URI.parse((setUp.json() as { totpUri: string }).totpUri);
    const confirm = await request("POST", "/api/account/two-factor/confirm", user.cookie, { code: totp.generate() });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const cookie = join(cookiesOf(confirm));
    const authenticator = createSoftAuthenticator(publicUrl);
    expect((await addPasskey({ ...user, cookie }, authenticator)).statusCode).toBe(200);
    const { res } = await signInWithPasskey(authenticator);
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionUserId(join(cookiesOf(res)))).toBe(user.userId);
  });

  it("need a session to be listed, added or removed, refuse bad input and other sites, and are rate-limited", async () => {
    expect((await request("GET", "/api/account/passkeys")).statusCode).toBe(401);
    expect((await request("POST", "/api/account/passkeys/options")).statusCode).toBe(401);
    expect((await request("DELETE", "/api/account/passkeys/some-id")).statusCode).toBe(401);
    const user = await signUpTestUser(app);
    const authenticator = createSoftAuthenticator(publicUrl);
    const options = await request("POST", "/api/account/passkeys/options", user.cookie);
    const response = authenticator.register(options.json());
    const cookie = join(user.cookie, cookiesOf(options));
    for (const name of ["", " ", "x".repeat(61), "bad\u0000name"]) {
      const res = await request("POST", "/api/account/passkeys", cookie, { name, response });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
    }
    const notWebAuthn = await request("POST", "/api/account/passkeys", cookie, { name: "Key", response: { id: 1 } });
    expect(notWebAuthn.statusCode).toBe(400);
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/account/passkeys/options",
      remoteAddress: nextTestAddress(),
      headers: { cookie: user.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);

    const address = nextTestAddress();
    const statuses: number[] = [];
    // The options are asked on every visit of /login (passkey autofill): 100 in 15 minutes from one address.
    for (let i = 0; i < 101; i++) {
      statuses.push((await request("POST", "/api/account/sign-in/passkey/options", "", undefined, address)).statusCode);
    }
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
  });

  it("are off on a server reached by an IP address (WebAuthn refuses those)", async () => {
    const byAddress = await createTestApp({ publicUrl: "http://127.0.0.1:3000" });
    try {
      const providers = await byAddress.app.inject({ method: "GET", url: "/api/auth/providers" });
      expect(providers.json()).toMatchObject({ passkey: false });
      const res = await byAddress.app.inject({ method: "POST", url: "/api/account/sign-in/passkey/options" });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.messageId).toBe("passkeysUnavailable");
    } finally {
      await byAddress.close();
    }
  });
});
