import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { analyticsDaily } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, insertUser, republish } from "../../testing/portfolio-factory";

// The cached public page is answered before Fastify (fast-path.ts). These tests listen on a port, since
// app.inject never reaches the server factory, and hold every answer against the route's own (inject).
let app: FastifyInstance;
let close: () => Promise<void>;
let port: number;
let ip = 1;
const nextIp = () => `198.51.100.${ip++}`;
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example", trustProxy: true }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a socket, the bytes as sent (no decompression), from `address` through the trusted proxy. */
function fetchRaw(method: string, path: string, headers: Record<string, string>, address: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path, headers: { ...headers, "x-forwarded-for": address } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The route's answer to the same request (app.inject runs Fastify's whole chain, never the fast path). */
async function routeAnswer(method: "GET" | "HEAD", path: string, headers: Record<string, string>, address: string) {
  const res = await app.inject({ method, url: path, headers: { ...headers, "x-forwarded-for": address } });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

// Written by the socket, not by either path.
const perConnection = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perConnection.has(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );

async function published(username: string) {
  const userId = await insertUser(app.database.db, { username });
  const portfolioId = await insertPortfolio(app.database.db, userId, { published: true });
  return { userId, portfolioId };
}

describe("the public page's fast path", () => {
  it("answers a cached page with the route's status, headers and bytes in every encoding, for GET, HEAD and a 304", async () => {
    await published("fast-ama");
    const address = nextIp();
    // The first visit takes the route and fills the cache; the ones after are answered from memory.
    const first = await fetchRaw("GET", "/p/fast-ama", { "user-agent": browser }, address);
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const cases: [method: "GET" | "HEAD", headers: Record<string, string>][] = [
      ["GET", {}],
      ["GET", { "accept-encoding": "gzip" }],
      ["GET", { "accept-encoding": "gzip, deflate, br, zstd" }],
      ["GET", { "accept-encoding": "gzip, br;q=0.5" }],
      ["HEAD", { "accept-encoding": "br" }],
      ["GET", { "if-none-match": etag }],
      ["GET", { "if-none-match": `"other", ${etag}` }],
    ];
    for (const [method, headers] of cases) {
      const fast = await fetchRaw(method, "/p/fast-ama", headers, address);
      const route = await routeAnswer(method, "/p/fast-ama", headers, address);
      expect({ method, headers, status: fast.status }).toEqual({ method, headers, status: route.status });
      expect(comparable(fast.headers)).toEqual(comparable(route.headers));
      expect(fast.body.equals(route.body)).toBe(true);
    }
    const upper = await fetchRaw("GET", "/p/FAST-AMA", {}, address);
    expect(upper.status).toBe(200);
    expect(upper.body.toString()).toContain("<h1>Ama Mensah</h1>");
  });

  it("counts every view it answers, once each, with the forwarded address as the visitor", async () => {
    const { portfolioId } = await published("fast-counted");
    for (const address of ["192.0.2.1", "192.0.2.2", "192.0.2.2"]) {
      expect((await fetchRaw("GET", "/p/fast-counted", { "user-agent": browser }, address)).status).toBe(200);
    }
    // A crawler's visit is answered but not counted.
    const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await fetchRaw("GET", "/p/fast-counted", { "user-agent": bot }, "192.0.2.3")).status).toBe(200);
    await app.analytics.flush();
    const rows = await app.database.db.select().from(analyticsDaily).where(eq(analyticsDaily.portfolioId, portfolioId));
    expect(rows.map((r) => [r.views, r.uniques])).toEqual([[3, 2]]);
  });

  it("never serves a republished page's old version", async () => {
    const { portfolioId } = await published("fast-fresh");
    const address = nextIp();
    expect((await fetchRaw("GET", "/p/fast-fresh", {}, address)).body.toString()).toContain("<h1>Ama Mensah</h1>");
    expect((await fetchRaw("GET", "/p/fast-fresh", {}, address)).status).toBe(200);
    const content = fullPortfolioFixture();
    content.personal.fullName = "Kofi Boateng";
    await republish(app.database.db, portfolioId, content, new Date(Date.now() + 1000));
    // The change notification drops the cached page on this server; until it arrives the old one may show (and
    // the cache's two seconds bound it even if the notification were lost). Waits for that state, whatever the load.
    await vi.waitFor(
      async () => {
        const answer = await fetchRaw("GET", "/p/fast-fresh", {}, address);
        expect({ status: answer.status, heading: /<h1>[^<]*<\/h1>/.exec(answer.body.toString())?.[0] }).toEqual({
          status: 200,
          heading: "<h1>Kofi Boateng</h1>",
        });
      },
      { timeout: 20_000, interval: 10 },
    );
  });

  it("leaves the contact outcome, unknown names and an address over the limit to the route", async () => {
    await published("fast-limit");
    const address = nextIp();
    expect((await fetchRaw("GET", "/p/fast-limit", {}, address)).status).toBe(200);
    const sent = await fetchRaw("GET", "/p/fast-limit?sent=1", {}, address);
    const sentRoute = await routeAnswer("GET", "/p/fast-limit?sent=1", {}, address);
    expect(sent.status).toBe(200);
    expect(sent.body.equals(sentRoute.body)).toBe(true);
    expect(sent.body.equals((await fetchRaw("GET", "/p/fast-limit", {}, address)).body)).toBe(false);

    // 30 unknown names from one address: after that even a cached page is a 429 for it, at once.
    for (let i = 0; i < 30; i++) {
      expect((await fetchRaw("GET", `/p/nobody-${i}`, {}, address)).status).toBe(404);
    }
    const refused = await fetchRaw("GET", "/p/fast-limit", {}, address);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    // Another address still gets the page.
    expect((await fetchRaw("GET", "/p/fast-limit", {}, nextIp())).status).toBe(200);
  });
});
