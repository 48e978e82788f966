import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature of a delivery (docs/webhooks.md): HMAC-SHA256 with the webhook's secret over `{t}.{body}`, where t
 * is the send time in Unix seconds, sent as `t={t},v1={hex}`. Signing the time with the body lets a receiver refuse
 * an old request replayed (the Stripe and Standard Webhooks scheme).
 */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/** The `Foliocraft-Signature` header of a body sent at `timestamp` (Unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/**
 * What a receiver does (docs/webhooks.md shows the same in a few lines): true when the header carries a v1
 * signature of this body made with `secret`, at most `toleranceSeconds` from `now`.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  { now = Date.now(), toleranceSeconds = 300 }: { now?: number; toleranceSeconds?: number } = {},
): boolean {
  const parts = header.split(",").map((part) => part.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, body), "hex");
  return parts
    .filter(([k]) => k === "v1")
    .some(([, v]) => {
      const given = Buffer.from(v ?? "", "hex");
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
