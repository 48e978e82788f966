import { unzipSync, strFromU8 } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { fullPortfolioFixture, type PortfolioContent } from "@foliocraft/schemas";
import { portfolios } from "../../db/schema";
import { createTestApp } from "../../testing/test-app";
import { insertAsset, insertPortfolio, signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";

let app: FastifyInstance;
let close: () => Promise<void>;
let names = 0;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

/** A signed-up owner with a username and a draft portfolio of `content`, published through the API. */
async function publish(content: PortfolioContent) {
  const owner = await signUpWithCookie(app);
  const username = `share-${++names}-${Date.now().toString(36)}`;
  await updateProfile(app.database.db, owner.userId, { username });
  const id = await insertPortfolio(app.database.db, owner.userId, { content });
  const res = await app.inject({
    method: "POST",
    url: `/api/portfolios/${id}/publish`,
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...owner, username, id };
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ":")}" content="([^"]*)">`).exec(html)?.[1];

describe("share images", () => {
  it("are drawn on publish, named in the page's meta tags and served as that exact 1200×630 PNG, immutable", async () => {
    const { username } = await publish(fullPortfolioFixture());
    const page = await app.inject({ method: "GET", url: `/p/${username}` });
    expect(page.statusCode).toBe(200);
    const ogImage = meta(page.body, "og:image");
    expect(ogImage).toMatch(/^https:\/\/folio\.example\/share\/[0-9a-f]{64}\.png$/);
    expect(meta(page.body, "twitter:image")).toBe(ogImage);
    expect(meta(page.body, "twitter:card")).toBe("summary_large_image");
    expect(meta(page.body, "og:image:width")).toBe("1200");
    expect(meta(page.body, "og:image:height")).toBe("630");
    expect(meta(page.body, "og:image:alt")).toBe("Ama Mensah — Full-stack Developer");
    expect(meta(page.body, "twitter:image:alt")).toBe("Ama Mensah — Full-stack Developer");

    const image = await app.inject({ method: "GET", url: new URL(ogImage as string).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const info = await sharp(image.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(["png", 1200, 630]);
    // Content-addressed: the name is the SHA-256 of the bytes served.
    const { createHash } = await import("node:crypto");
    expect(ogImage).toContain(createHash("sha256").update(image.rawPayload).digest("hex"));
    const again = await app.inject({
      method: "GET",
      url: new URL(ogImage as string).pathname,
      headers: { "if-none-match": String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 for a name that is not a stored image", async () => {
    for (const url of ["/share/" + "0".repeat(64) + ".png", "/share/..%2Fetc.png", "/share/abc"]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("draws the card without the photo when the uploaded photo does not decode: still published, still an image", async () => {
    const broken = await insertAsset(app.database.db, Buffer.from("RIFF0000WEBPVP8 not really"), "image/webp");
    const c = fullPortfolioFixture();
    const { username, id } = await publish({ ...c, personal: { ...c.personal, profilePicture: broken } });
    const [row] = await app.database.db
      .select({ shareImage: portfolios.shareImage })
      .from(portfolios)
      .where(eq(portfolios.id, id));
    expect(row?.shareImage).toMatch(/^[0-9a-f]{64}\.png$/);
    const page = await app.inject({ method: "GET", url: `/p/${username}` });
    expect(meta(page.body, "og:image")).toBe(`https://folio.example/share/${row?.shareImage}`);
  });

  it("draws a decodable photo into the card", async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#e01010" } })
      .webp()
      .toBuffer();
    const c = fullPortfolioFixture();
    const path = await insertAsset(app.database.db, photo, "image/webp");
    const { username } = await publish({ ...c, personal: { ...c.personal, profilePicture: path } });
    const page = await app.inject({ method: "GET", url: `/p/${username}` });
    const image = await app.inject({ method: "GET", url: new URL(meta(page.body, "og:image") as string).pathname });
    // The photo's red is in the picture (the minimal theme has no red of its own).
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if ((data[i] ?? 0) > 200 && (data[i + 1] ?? 0) < 40 && (data[i + 2] ?? 0) < 40) red++;
    }
    expect(red).toBeGreaterThan(50_000);
  });

  it("is bundled in the ZIP as share.png and linked from its index.html", async () => {
    const { cookie, id } = await publish(fullPortfolioFixture());
    const res = await app.inject({ method: "GET", url: `/api/portfolios/${id}/export.zip`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const png = files["share.png"];
    expect(png).toBeDefined();
    expect((await sharp(png as Uint8Array).metadata()).width).toBe(1200);
    const html = strFromU8(files["index.html"] as Uint8Array);
    expect(meta(html, "og:image")).toBe("share.png");
    expect(meta(html, "twitter:image")).toBe("share.png");
    expect(meta(html, "og:image:height")).toBe("630");
  });
});
