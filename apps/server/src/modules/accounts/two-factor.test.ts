import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Secret, TOTP, URI } from "otpauth";
import { createTestApp } from "../../testing/test-app";
import { nextTestAddress, signUpTestUser, testUserPassword, type TestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "http://localhost:3000" }));
});
afterAll(() => close());

const cookieOf = (res: LightMyRequestResponse) => res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");

function post(url: string, payload: object, cookie = "", address = nextTestAddress()) {
  return app.inject({ method: "POST", url, payload, remoteAddress: address, headers: cookie ? { cookie } : {} });
}

/** The code the authenticator app shows now, from the secret in the set-up's otpauth:// URI. */
const codeNow = (totp: TOTP) => totp.generate();
/**
 * The code the app shows in the next 30 seconds: accepted now too (one step of clock drift either way), and a new
 * code where codeNow was just used (each code is accepted once).
 */
const nextCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });
/** A code of another secret: right shape, wrong value. */
const wrongCode = (totp: TOTP) => {
  const other = new TOTP({ secret: new Secret({ size: 20 }) }).generate();
  return other === totp.generate() ? String((Number(other) + 1) % 1_000_000).padStart(6, "0") : other;
};

/** A user with two-step sign-in on: its authenticator, its recovery codes and the code that turned it on. */
async function userWithTwoFactor(): Promise<TestUser & { totp: TOTP; recoveryCodes: string[]; setUpCode: string }> {
  const user = await signUpTestUser(app);
  const setUp = await post("/api/account/two-factor/set-up", { password: testUserPassword }, user.cookie);
  expect(setUp.statusCode, setUp.body).toBe(200);
  const { totpUri, recoveryCodes } = setUp.json() as { totpUri: string; recoveryCodes: string[] };
  const totp = URI.parse(totpUri) as TOTP;
  expect(totp.issuer).toBe("Foliocraft");
  const setUpCode = codeNow(totp);
  const confirm = await post("/api/account/two-factor/confirm", { code: setUpCode }, user.cookie);
  expect(confirm.statusCode, confirm.body).toBe(200);
  // Turning it on renews the session (better-auth): the browser gets the new cookie.
  return { ...user, cookie: cookieOf(confirm) || user.cookie, totp, recoveryCodes, setUpCode };
}

/** The first step of a sign-in: the password. Answers the pending cookie when a second step is due. */
async function signInWithPassword(user: TestUser) {
  const res = await post("/api/account/sign-in", { email: user.email, password: testUserPassword });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as { user?: { id: string }; twoFactorRequired?: true }, cookie: cookieOf(res) };
}

async function sessionUserId(cookie: string): Promise<string | null> {
  const res = await app.inject({ method: "GET", url: "/api/session", headers: { cookie } });
  return (res.json() as { user: { id: string } | null }).user?.id ?? null;
}

describe("two-step sign-in", () => {
  it("is off until the first code from the app confirms the set-up; a wrong code does not turn it on", async () => {
    const user = await signUpTestUser(app);
    let cookie = user.cookie;
    const status = async () =>
      (await app.inject({ method: "GET", url: "/api/account/two-factor", headers: { cookie } })).json();
    expect(await status()).toEqual({ enabled: false });
    const setUp = await post("/api/account/two-factor/set-up", { password: testUserPassword }, user.cookie);
    const { totpUri, recoveryCodes } = setUp.json() as { totpUri: string; recoveryCodes: string[] };
    expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const totp = URI.parse(totpUri) as TOTP;
    const wrong = await post("/api/account/two-factor/confirm", { code: wrongCode(totp) }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.messageId).toBe("twoFactorCodeWrong");
    expect(await status()).toEqual({ enabled: false });
    // Until confirmed, a password sign-in is still one step.
    expect((await signInWithPassword(user)).body.user?.id).toBe(user.userId);
    const confirm = await post("/api/account/two-factor/confirm", { code: codeNow(totp) }, user.cookie);
    expect(confirm.statusCode).toBe(200);
    cookie = cookieOf(confirm);
    expect(await sessionUserId(cookie)).toBe(user.userId);
    expect(await status()).toEqual({ enabled: true });
  });

  it("asks for the code after the password: no session until it is right", async () => {
    const user = await userWithTwoFactor();
    const first = await signInWithPassword(user);
    expect(first.body).toEqual({ twoFactorRequired: true });
    expect(await sessionUserId(first.cookie)).toBeNull();

    const wrong = await post("/api/account/sign-in/two-factor", { code: wrongCode(user.totp) }, first.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.messageId).toBe("twoFactorCodeWrong");

    const done = await post("/api/account/sign-in/two-factor", { code: nextCode(user.totp) }, first.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.id).toBe(user.userId);
    expect(await sessionUserId(cookieOf(done))).toBe(user.userId);
  });

  it("takes each code from the app once: the code that completed a sign-in cannot complete another", async () => {
    const user = await userWithTwoFactor();
    // The code that turned it on is used up already (that very code: the app may show the next one by now).
    const afterSetUp = await signInWithPassword(user);
    const setUpCode = await post("/api/account/sign-in/two-factor", { code: user.setUpCode }, afterSetUp.cookie);
    expect(setUpCode.statusCode).toBe(400);
    expect(setUpCode.json().error.messageId).toBe("twoFactorCodeUsed");
    expect(await sessionUserId(afterSetUp.cookie)).toBeNull();

    const code = nextCode(user.totp);
    const first = await post("/api/account/sign-in/two-factor", { code }, afterSetUp.cookie);
    expect(first.statusCode, first.body).toBe(200);
    // Someone who saw it, with the password, starts a sign-in of their own within the code's 30 seconds.
    const seen = await signInWithPassword(user);
    const replay = await post("/api/account/sign-in/two-factor", { code }, seen.cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.messageId).toBe("twoFactorCodeUsed");
    expect(await sessionUserId(seen.cookie)).toBeNull();
    // An older code (the previous step, still inside the drift window) is refused too; a wrong one stays "wrong".
    const older = await post("/api/account/sign-in/two-factor", { code: codeNow(user.totp) }, seen.cookie);
    expect(older.json().error.messageId).toBe("twoFactorCodeUsed");
    const wrong = await post("/api/account/sign-in/two-factor", { code: wrongCode(user.totp) }, seen.cookie);
    expect(wrong.json().error.messageId).toBe("twoFactorCodeWrong");
  });

  it("takes each recovery code once", async () => {
    const user = await userWithTwoFactor();
    const code = user.recoveryCodes[0] as string;
    const first = await signInWithPassword(user);
    const used = await post("/api/account/sign-in/two-factor", { recoveryCode: code }, first.cookie);
    expect(used.statusCode, used.body).toBe(200);
    expect(await sessionUserId(cookieOf(used))).toBe(user.userId);

    const again = await signInWithPassword(user);
    const reused = await post("/api/account/sign-in/two-factor", { recoveryCode: code }, again.cookie);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.messageId).toBe("recoveryCodeWrong");
    const other = await post(
      "/api/account/sign-in/two-factor",
      { recoveryCode: user.recoveryCodes[1] as string },
      again.cookie,
    );
    expect(other.statusCode).toBe(200);
  });

  it("ends a pending sign-in after five wrong codes, and limits each address", async () => {
    const user = await userWithTwoFactor();
    const first = await signInWithPassword(user);
    const address = nextTestAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await post("/api/account/sign-in/two-factor", { code: wrongCode(user.totp) }, first.cookie, address);
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    // That sign-in is over: even the right code no longer completes it.
    const late = await post("/api/account/sign-in/two-factor", { code: nextCode(user.totp) }, first.cookie, address);
    expect(late.statusCode).toBe(401);
    expect(late.json().error.messageId).toBe("twoFactorSignInExpired");
    // The address's own limit: 10 tries in 15 minutes, whatever the sign-in (7 used above).
    for (let i = 0; i < 3; i++) await post("/api/account/sign-in/two-factor", { code: "000000" }, "", address);
    const limited = await post("/api/account/sign-in/two-factor", { code: "000000" }, "", address);
    expect(limited.statusCode).toBe(429);
  });

  it("refuses malformed codes, a missing pending sign-in and another site's request", async () => {
    const user = await userWithTwoFactor();
    const first = await signInWithPassword(user);
    for (const payload of [{ code: "12345" }, { code: "abcdef" }, { recoveryCode: "<script>" }, {}]) {
      const res = await post("/api/account/sign-in/two-factor", payload, first.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const noPending = await post("/api/account/sign-in/two-factor", { code: nextCode(user.totp) });
    expect(noPending.statusCode).toBe(401);
    expect(noPending.json().error.messageId).toBe("twoFactorSignInExpired");
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/account/sign-in/two-factor",
      payload: { code: codeNow(user.totp) },
      remoteAddress: nextTestAddress(),
      headers: { cookie: first.cookie, origin: "https://evil.example" },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("turns off with the password, and the next sign-in is one step again", async () => {
    const user = await userWithTwoFactor();
    const wrongPassword = await post("/api/account/two-factor/turn-off", { password: "not-my-pass" }, user.cookie);
    expect(wrongPassword.statusCode).toBe(400);
    const off = await post("/api/account/two-factor/turn-off", { password: testUserPassword }, user.cookie);
    expect(off.statusCode, off.body).toBe(200);
    expect((await signInWithPassword(user)).body.user?.id).toBe(user.userId);
  });

  it("replaces the recovery codes: the old ones stop working", async () => {
    const user = await userWithTwoFactor();
    const res = await post("/api/account/two-factor/recovery-codes", { password: testUserPassword }, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { recoveryCodes } = res.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    const pending = await signInWithPassword(user);
    const old = await post(
      "/api/account/sign-in/two-factor",
      { recoveryCode: user.recoveryCodes[0] as string },
      pending.cookie,
    );
    expect(old.statusCode).toBe(400);
    const fresh = await post(
      "/api/account/sign-in/two-factor",
      { recoveryCode: recoveryCodes[0] as string },
      pending.cookie,
    );
    expect(fresh.statusCode).toBe(200);
  });

  it("needs a session to set up, and the password", async () => {
    expect((await post("/api/account/two-factor/set-up", { password: testUserPassword })).statusCode).toBe(401);
    const user = await signUpTestUser(app);
    const wrong = await post("/api/account/two-factor/set-up", { password: "not-my-pass" }, user.cookie);
    expect(wrong.statusCode).toBe(400);
  });
});
