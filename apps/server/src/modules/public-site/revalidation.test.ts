import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { answeredNotModified, revalidateCacheControl, weakEtagOf } from "./revalidation";

describe("revalidation", () => {
  it("derives one weak ETag per content, whatever the server", () => {
    expect(weakEtagOf("<p>a</p>")).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakEtagOf("<p>a</p>")).toBe(weakEtagOf(Buffer.from("<p>a</p>")));
    expect(weakEtagOf("<p>a</p>")).not.toBe(weakEtagOf("<p>b</p>"));
  });

  it("asks every cache to revalidate and answers a current copy with an empty 304", async () => {
    const app = Fastify();
    const etag = weakEtagOf("v2");
    app.get("/doc", async (request, reply) => (answeredNotModified(request, reply, etag) ? reply : "v2 body"));
    const fresh = await app.inject({ url: "/doc" });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).toBe("v2 body");
    expect(fresh.headers["cache-control"]).toBe(revalidateCacheControl);
    expect(revalidateCacheControl).toBe("no-cache");
    expect(fresh.headers.etag).toBe(etag);
    const current = await app.inject({ url: "/doc", headers: { "if-none-match": etag } });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe("");
    const old = await app.inject({ url: "/doc", headers: { "if-none-match": weakEtagOf("v1") } });
    expect(old.statusCode).toBe(200);
    await app.close();
  });
});
