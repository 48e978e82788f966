import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import type { Webhook, WebhookDelivery, WebhookEvent } from "@foliocraft/schemas";
import { startFakeDns, type FakeDnsServer } from "../../testing/fake-dns-server";
import { insertPortfolio, signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";
import { connect, deployAndWait, startDeployTestApp } from "../deploy/deploy-test-helpers";
import { createApiKey } from "../public-api/api-key-test-helpers";
import { isAllowedAddress } from "./address-guard";
import { verifySignature } from "./signature";

/** A local receiver: records every request whole and answers the next status of `answers` (then 200). */
async function startReceiver() {
  const requests: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answers.shift() ?? 200, { "content-type": "text/plain" });
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    requests,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let app: FastifyInstance;
let close: () => Promise<void>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let dns: FakeDnsServer;

beforeAll(async () => {
  receiver = await startReceiver();
  dns = await startFakeDns();
  ({ app, close } = await startDeployTestApp({ webhooks: { allowLoopback: true }, dnsResolver: [dns.address] }));
});
afterAll(async () => {
  await close();
  await Promise.all([receiver.close(), dns.close()]);
});

let addresses = 0;
const register = (cookie: string, url: string) =>
  app.inject({
    method: "POST",
    url: "/api/account/webhooks",
    // Each from its own address, below the route's per-address limit.
    remoteAddress: `198.51.100.${(++addresses % 250) + 1}`,
    headers: { cookie },
    payload: { url },
  });
const deliveriesOf = async (cookie: string, webhookId: string) => {
  const res = await app.inject({
    method: "GET",
    url: `/api/account/webhooks/${webhookId}/deliveries`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { deliveries: WebhookDelivery[] }).deliveries;
};
const newWebhook = async (cookie: string, url = receiver.url) => {
  const res = await register(cookie, url);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { webhook: Webhook; secret: string };
};
/** What a receiver does: recompute HMAC-SHA256 over "t.body" with the secret and compare in constant time. */
function receiverAccepts(secret: string, signature: string, body: string): boolean {
  const parts = Object.fromEntries(signature.split(",").map((p) => p.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
const requestsFor = (eventId: string) => receiver.requests.filter((r) => r.headers["foliocraft-event-id"] === eventId);

// Retries run at once in tests (JOB_RETRY_DELAY_SECONDS 0), but a deploy and seven attempts on a loaded machine
// take a while: wait for the queue as a state, with room.
const drainMs = 90_000;

describe("deployment webhooks", { timeout: 180_000 }, () => {
  it("shows the secret once, signs each deploy event over timestamp.body, and logs each delivery", async () => {
    const { userId, cookie } = await signUpWithCookie(app);
    await updateProfile(app.database.db, userId, { username: "hook-ada", plan: "pro", isPremium: true });
    expect((await connect(app, "netlify", cookie)).statusCode).toBe(200);
    const { webhook, secret } = await newWebhook(cookie);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(webhook.secretStart)).toBe(true);
    const listed = await app.inject({ method: "GET", url: "/api/account/webhooks", headers: { cookie } });
    expect(listed.body).not.toContain(secret);
    expect(listed.headers["cache-control"]).toBe("no-store");

    const portfolioId = await insertPortfolio(app.database.db, userId);
    const deploy = await deployAndWait(app, cookie, portfolioId, { target: "netlify" });
    expect(deploy.status).toBe("success");
    await app.jobs.drain(drainMs);

    const log = await deliveriesOf(cookie, webhook.id);
    expect(log.map((d) => d.type).sort()).toEqual(["deploy.started", "deploy.succeeded"]);
    for (const delivery of log) {
      expect(delivery).toMatchObject({ status: "delivered", attempts: 1, responseStatus: 200, lastError: null });
      const [request] = requestsFor(delivery.eventId);
      expect(request).toBeDefined();
      expect(request!.headers["content-type"]).toBe("application/json");
      expect(request!.headers["foliocraft-event-type"]).toBe(delivery.type);
      const signature = String(request!.headers["foliocraft-signature"]);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(receiverAccepts(secret, signature, request!.body)).toBe(true);
      expect(verifySignature(secret, signature, request!.body)).toBe(true);
      // A changed body or another secret does not verify.
      expect(receiverAccepts(secret, signature, request!.body.replace("deploy", "Deploy"))).toBe(false);
      expect(receiverAccepts(`${secret}x`, signature, request!.body)).toBe(false);
      const event = JSON.parse(request!.body) as WebhookEvent;
      expect(event).toMatchObject({ id: delivery.eventId, type: delivery.type });
      expect((event.data.deploy as { id: string }).id).toBe(deploy.id);
    }
    const succeeded = JSON.parse(requestsFor(log.find((d) => d.type === "deploy.succeeded")!.eventId)[0]!.body);
    expect(succeeded.data.deploy).toMatchObject({ status: "success", url: deploy.url });
    // An old timestamp is refused by a receiver that checks it (replay).
    const [first] = requestsFor(log[0]!.eventId);
    const signature = String(first!.headers["foliocraft-signature"]);
    expect(verifySignature(secret, signature, first!.body, { now: Date.now() + 600_000 })).toBe(false);
  });

  it("retries after a 500 with the same event, until the receiver answers 2xx", async () => {
    const { cookie } = await signUpWithCookie(app);
    const { webhook, secret } = await newWebhook(cookie);
    receiver.answers.push(500);
    const test = await app.inject({
      method: "POST",
      url: `/api/account/webhooks/${webhook.id}/test`,
      headers: { cookie },
    });
    expect(test.statusCode, test.body).toBe(202);
    const { delivery } = test.json() as { delivery: WebhookDelivery };
    expect(delivery).toMatchObject({ type: "webhook.test", status: "pending", attempts: 0 });
    await app.jobs.drain(drainMs);

    const [done] = await deliveriesOf(cookie, webhook.id);
    expect(done).toMatchObject({ id: delivery.id, status: "delivered", attempts: 2, responseStatus: 200 });
    const attempts = requestsFor(delivery.eventId);
    expect(attempts).toHaveLength(2);
    // Each attempt is signed anew, and each verifies.
    for (const a of attempts)
      expect(receiverAccepts(secret, String(a.headers["foliocraft-signature"]), a.body)).toBe(true);
    expect(attempts[0]!.body).toBe(attempts[1]!.body);
  });

  it("ends a delivery as failed after its last retry, and sends it again on request", async () => {
    const { cookie } = await signUpWithCookie(app);
    const { webhook } = await newWebhook(cookie);
    receiver.answers.push(...Array<number>(7).fill(503));
    const test = await app.inject({
      method: "POST",
      url: `/api/account/webhooks/${webhook.id}/test`,
      headers: { cookie },
    });
    const { delivery } = test.json() as { delivery: WebhookDelivery };
    await app.jobs.drain(drainMs);
    const [failed] = await deliveriesOf(cookie, webhook.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 7, responseStatus: 503 });
    expect(failed!.lastError).toContain("503");
    expect(requestsFor(delivery.eventId)).toHaveLength(7);

    const again = await app.inject({
      method: "POST",
      url: `/api/account/webhook-deliveries/${delivery.id}/resend`,
      headers: { cookie },
    });
    expect(again.statusCode, again.body).toBe(202);
    const resent = (again.json() as { delivery: WebhookDelivery }).delivery;
    expect(resent.id).not.toBe(delivery.id);
    expect(resent.eventId).toBe(delivery.eventId);
    await app.jobs.drain(drainMs);
    const log = await deliveriesOf(cookie, webhook.id);
    expect(log).toHaveLength(2);
    expect(log.find((d) => d.id === resent.id)).toMatchObject({
      status: "delivered",
      attempts: 1,
      responseStatus: 200,
    });
    expect(requestsFor(delivery.eventId)).toHaveLength(8);
    // The same event, byte for byte: the receiver deduplicates by its id.
    expect(new Set(requestsFor(delivery.eventId).map((r) => r.body)).size).toBe(1);
  });

  it("refuses private, link-local and unresolvable addresses with 400, and loopback unless configured", async () => {
    const { cookie } = await signUpWithCookie(app);
    dns.set("intranet.example.test", { a: ["10.1.2.3"] });
    dns.set("mixed.example.test", { a: ["93.184.216.34", "192.168.1.9"] });
    for (const url of [
      "http://10.0.0.1/hook",
      "http://192.168.0.10/hook",
      "http://169.254.169.254/latest/meta-data",
      "http://[fd00::1]/hook",
      "http://[::ffff:10.0.0.1]/hook",
      "http://0.0.0.0/hook",
      "http://intranet.example.test/hook",
      "http://mixed.example.test/hook",
    ]) {
      const res = await register(cookie, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        error: { code: "invalid-argument", messageId: "webhookAddressPrivate" },
      });
    }
    const unknown = await register(cookie, "http://nowhere.example.test/hook");
    expect(unknown.json()).toMatchObject({ error: { messageId: "webhookHostUnknown" } });
    expect((await register(cookie, "ftp://example.com/x")).statusCode).toBe(400);
    // Loopback: allowed here only because this app is configured for a local receiver.
    expect(isAllowedAddress("127.0.0.1", { allowLoopback: false })).toBe(false);
    expect(isAllowedAddress("::1", { allowLoopback: false })).toBe(false);
    expect(isAllowedAddress("127.0.0.1", { allowLoopback: true })).toBe(true);
    expect(isAllowedAddress("10.0.0.1", { allowLoopback: true })).toBe(false);
    expect(isAllowedAddress("93.184.216.34", { allowLoopback: false })).toBe(true);
  });

  it("checks the address again at send time: a name re-pointed to a private address is not called", async () => {
    const { cookie } = await signUpWithCookie(app);
    dns.set("rebind.example.test", { a: ["93.184.216.34"] });
    const { webhook } = await newWebhook(cookie, `http://rebind.example.test:${receiver.port}/hooks`);
    dns.set("rebind.example.test", { a: ["10.0.0.7"] });
    await app.inject({ method: "POST", url: `/api/account/webhooks/${webhook.id}/test`, headers: { cookie } });
    await app.jobs.drain(drainMs);
    const [delivery] = await deliveriesOf(cookie, webhook.id);
    // Refused for good at once: retrying cannot make the address public.
    expect(delivery).toMatchObject({ status: "failed", attempts: 1, responseStatus: null });
    expect(delivery!.lastError).toContain("address refused");
  });

  it("answers 404 for another owner's webhook and delivery, on every route", async () => {
    const owner = await signUpWithCookie(app);
    const other = await signUpWithCookie(app);
    const { webhook } = await newWebhook(owner.cookie);
    const test = await app.inject({
      method: "POST",
      url: `/api/account/webhooks/${webhook.id}/test`,
      headers: { cookie: owner.cookie },
    });
    const { delivery } = test.json() as { delivery: WebhookDelivery };
    const foreign = [
      { method: "GET" as const, url: `/api/account/webhooks/${webhook.id}/deliveries` },
      { method: "POST" as const, url: `/api/account/webhooks/${webhook.id}/test` },
      { method: "POST" as const, url: `/api/account/webhook-deliveries/${delivery.id}/resend` },
      { method: "DELETE" as const, url: `/api/account/webhooks/${webhook.id}` },
    ];
    for (const { method, url } of foreign) {
      const res = await app.inject({ method, url, headers: { cookie: other.cookie } });
      expect(res.statusCode, url).toBe(404);
    }
    const list = await app.inject({ method: "GET", url: "/api/account/webhooks", headers: { cookie: other.cookie } });
    expect((list.json() as { webhooks: Webhook[] }).webhooks).toEqual([]);
    expect((await app.inject({ method: "GET", url: "/api/account/webhooks" })).statusCode).toBe(401);
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/account/webhooks",
      headers: { cookie: owner.cookie, origin: "https://evil.example" },
      payload: { url: receiver.url },
    });
    expect(crossSite.statusCode).toBe(403);
    await app.jobs.drain(drainMs);
    // The owner deletes it: its log goes with it.
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/account/webhooks/${webhook.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (
        await app.inject({
          method: "GET",
          url: `/api/account/webhooks/${webhook.id}/deliveries`,
          headers: { cookie: owner.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("through the public API: a key adds a webhook, deploys to Netlify, and the signed events arrive", async () => {
    const { userId, cookie } = await signUpWithCookie(app);
    await updateProfile(app.database.db, userId, { username: "hook-api", plan: "pro", isPremium: true });
    expect((await connect(app, "netlify", cookie)).statusCode).toBe(200);
    const reader = await createApiKey(app, cookie, { name: "reader", scope: "read" });
    const denied = await app.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers: { authorization: `Bearer ${reader.secret}` },
      payload: { url: receiver.url },
    });
    expect(denied.statusCode).toBe(403);
    const { secret: key } = await createApiKey(app, cookie, { name: "CI", scope: "read-write" });
    const headers = { authorization: `Bearer ${key}` };
    const added = await app.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers,
      payload: { url: receiver.url },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { webhook, secret } = added.json() as { webhook: Webhook; secret: string };
    const refused = await app.inject({
      method: "POST",
      url: "/api/v1/webhooks",
      headers,
      payload: { url: "http://10.0.0.1/hook" },
    });
    expect(refused.statusCode).toBe(400);

    const portfolioId = await insertPortfolio(app.database.db, userId);
    const started = await app.inject({
      method: "POST",
      url: "/api/v1/deploy",
      headers,
      payload: { portfolioId, target: "netlify" },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { deployId } = started.json() as { deployId: string };
    await vi.waitFor(
      async () => {
        const res = await app.inject({ method: "GET", url: `/api/v1/deploys/${deployId}`, headers });
        expect((res.json() as { deploy: { status: string } }).deploy.status).not.toBe("running");
      },
      { timeout: 10_000, interval: 10 },
    );
    await app.jobs.drain(drainMs);
    const log = await app.inject({ method: "GET", url: `/api/v1/webhooks/${webhook.id}/deliveries`, headers });
    const deliveries = (log.json() as { deliveries: WebhookDelivery[] }).deliveries;
    const succeeded = deliveries.find((d) => d.type === "deploy.succeeded");
    expect(succeeded).toMatchObject({ status: "delivered", responseStatus: 200 });
    const [request] = requestsFor(succeeded!.eventId);
    expect(receiverAccepts(secret, String(request!.headers["foliocraft-signature"]), request!.body)).toBe(true);
    expect((JSON.parse(request!.body) as WebhookEvent).data.deploy).toMatchObject({ id: deployId, status: "success" });
  });
});
