import { describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { totpTimeStepOf } from "./totp-replay";

const secret = "better-auth-secret-32-characters";
const totp = new TOTP({ secret: Secret.fromUTF8(secret) });
const now = Date.parse("2026-11-28T10:00:10Z");
const step = Math.floor(now / 30_000);

describe("totpTimeStepOf", () => {
  it("names the 30-second step a code belongs to, within one step of drift either way", () => {
    expect(totpTimeStepOf(secret, totp.generate({ timestamp: now }), now)).toBe(step);
    expect(totpTimeStepOf(secret, totp.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(totpTimeStepOf(secret, totp.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
  });

  it("answers null for a code of no accepted step", () => {
    expect(totpTimeStepOf(secret, totp.generate({ timestamp: now - 90_000 }), now)).toBeNull();
    const other = new TOTP({ secret: Secret.fromUTF8("another-secret-of-32-characters!") });
    // (These two secrets' codes around `now` differ: a fixed time keeps the test from meeting a chance collision.)
    expect(totpTimeStepOf(secret, other.generate({ timestamp: now }), now)).toBeNull();
  });
});
