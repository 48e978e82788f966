import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { fontFileIndex, renderSite } from "@foliocraft/themes";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(async () => {
  await close();
});

const woff2Magic = "wOF2";

describe("GET /fonts/{name}", () => {
  it("answers a CORS preflight from an opaque origin (the preview's and showcase's sandboxed frames)", async () => {
    const [name] = renderSite(fullPortfolioFixture(), {
      showPoweredBy: false,
      poweredByUrl: "https://folio.example",
      year: 2026,
    }).fonts;
    const res = await app.inject({
      method: "OPTIONS",
      url: `/fonts/${name}`,
      headers: {
        origin: "null",
        "access-control-request-method": "GET",
        "access-control-request-private-network": "true",
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["access-control-allow-methods"]).toBe("GET");
    expect(res.headers["access-control-allow-private-network"]).toBe("true");
  });

  it("serves every font the renderer links as immutable WOFF2, usable from the preview's sandboxed frame", async () => {
    const { fonts } = renderSite(fullPortfolioFixture(), {
      showPoweredBy: false,
      poweredByUrl: "https://folio.example",
      year: 2026,
    });
    expect(fonts.length).toBeGreaterThan(0);
    for (const name of fonts) {
      const res = await app.inject({ method: "GET", url: `/fonts/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers["content-type"]).toBe("font/woff2");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["access-control-allow-origin"]).toBe("*");
      expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe(woff2Magic);
      expect(res.rawPayload.byteLength).toBe(fontFileIndex().get(name)?.bytes);
      const again = await app.inject({
        method: "GET",
        url: `/fonts/${name}`,
        headers: { "if-none-match": String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it("serves both CJK families: Japanese pages link Noto Sans JP, Chinese ones Noto Sans SC", async () => {
    for (const [language, family] of [
      ["ja", "noto-sans-jp"],
      ["zh", "noto-sans-sc"],
    ] as const) {
      const { fonts } = renderSite(
        { ...fullPortfolioFixture(), language },
        { showPoweredBy: false, poweredByUrl: "https://folio.example", year: 2026 },
      );
      const own = fonts.filter((name) => name.startsWith(`${family}-`));
      expect(own.length, language).toBeGreaterThan(90);
      for (const name of [own[0], own.at(-1)]) {
        const res = await app.inject({ method: "GET", url: `/fonts/${name}` });
        expect(res.statusCode, name).toBe(200);
        expect(res.rawPayload.subarray(0, 4).toString("latin1")).toBe(woff2Magic);
        expect(res.rawPayload.byteLength).toBe(fontFileIndex().get(String(name))?.bytes);
      }
    }
  });

  it("answers 404 for any name it does not serve, including paths out of the folder", async () => {
    for (const url of [
      "/fonts/inter-latin-wght-normal.woff2",
      "/fonts/..%2Fpackage.json",
      "/fonts/inter-latin-wght-normal.0000000000.woff2",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers["cache-control"] ?? "")).not.toContain("immutable");
    }
  });
});
