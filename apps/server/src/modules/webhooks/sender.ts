import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { guardedLookup, hostOf, isAllowedAddress, type AddressPolicy } from "./address-guard";

/** What one attempt got: the receiver's status, or why no answer came. `permanent`: retrying cannot help. */
export type SendOutcome =
  { ok: boolean; status: number; error: null } | { ok: false; status: null; error: string; permanent: boolean };

// Enough to tell a receiver's answer apart; the rest of its body is read and dropped.
const userAgent = "Foliocraft-Webhooks/1";

/**
 * POSTs a JSON body to a webhook with node:http(s), never following redirects. The host is resolved at connect time
 * through guardedLookup, so the socket only ever reaches an address that passed the check (DNS rebinding); an IP
 * literal is checked here, since Node connects to it without a lookup.
 */
export function sendWebhook(input: {
  url: string;
  body: string;
  headers: Record<string, string>;
  policy: AddressPolicy;
  timeoutMs: number;
}): Promise<SendOutcome> {
  const url = new URL(input.url);
  const host = hostOf(url);
  if (isIP(host) && !isAllowedAddress(host, input.policy)) {
    return Promise.resolve({ ok: false, status: null, error: "address refused: private or local", permanent: true });
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        // A fresh connection for each attempt, never a pooled one: a receiver may close an idle keep-alive socket
        // just as it is reused, and that reset would count as a failed attempt the receiver never saw. Attempts are
        // minutes apart in production, so pooling saves nothing.
        agent: false,
        lookup: guardedLookup(input.policy),
        timeout: input.timeoutMs,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(input.body),
          "user-agent": userAgent,
          ...input.headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status, error: null });
        });
        response.on("error", (err) => resolve({ ok: false, status: null, error: err.message, permanent: false }));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${input.timeoutMs / 1000} s`)));
    request.on("error", (err: NodeJS.ErrnoException) => {
      const refused = err.code === "EWEBHOOKADDRESS";
      resolve({
        ok: false,
        status: null,
        error: refused ? "address refused: private or local" : err.message,
        permanent: refused,
      });
    });
    request.end(input.body);
  });
}
