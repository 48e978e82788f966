import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { createTestApp } from "../../testing/test-app";
import { multipartFile } from "../../testing/multipart";
import { signUpTestUser, type TestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let user: TestUser;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  user = await signUpTestUser(app);
});
afterAll(() => close());

function upload(
  kind: string,
  fileName: string,
  contentType: string,
  bytes: Buffer,
  cookie: string | null = user.cookie,
) {
  const body = multipartFile(fileName, contentType, bytes);
  return app.inject({
    method: "POST",
    url: `/api/uploads?kind=${kind}`,
    headers: { "content-type": body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

// A real photo-like JPEG with EXIF metadata (camera + GPS-like comment) that must not survive.
async function jpegWithMetadata(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Copyright: "Private Person" } })
    .toBuffer();
}

describe("image uploads", () => {
  it("re-encodes to WebP of at most 1600 px without metadata, stored by content hash and served immutably", async () => {
    const jpeg = await jpegWithMetadata(2400, 1200);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload("image", "me.jpg", "image/jpeg", jpeg);
    expect(res.statusCode).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({ contentType: "image/webp", width: 1600, height: 800 });
    expect(result.url).toMatch(/^\/assets\/[0-9a-f]{64}\.webp$/);

    const served = await app.inject({ method: "GET", url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("SecretCam"))).toBe(false);

    const again = await app.inject({
      method: "GET",
      url: result.url,
      headers: { "if-none-match": served.headers.etag },
    });
    expect(again.statusCode).toBe(304);

    // Same bytes → same address, stored once.
    expect((await upload("image", "copy.jpg", "image/jpeg", jpeg)).json().url).toBe(result.url);
  });

  it("accepts PNG, GIF and WebP and keeps small images at their size", async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 4, background: "#3366ff" } });
    for (const [name, type, bytes] of [
      ["a.png", "image/png", await base.clone().png().toBuffer()],
      ["a.gif", "image/gif", await base.clone().gif().toBuffer()],
      ["a.webp", "image/webp", await base.clone().webp().toBuffer()],
    ] as const) {
      const res = await upload("image", name, type, bytes);
      expect(res.statusCode, name).toBe(201);
      expect(res.json()).toMatchObject({ width: 40, height: 30 });
    }
  });

  it("refuses a renamed non-image, a damaged image and an image over 5 MB with clear messages", async () => {
    const renamed = await upload("image", "photo.png", "image/png", Buffer.from("just some text, not a picture"));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error).toEqual({
      code: "invalid-argument",
      message: "This file is not an image. Upload a JPEG, PNG, WebP or GIF picture.",
      messageId: "uploadNotAnImage",
    });
    const pdfAsImage = await upload("image", "photo.jpg", "image/jpeg", Buffer.from("%PDF-1.7\n..."));
    expect(pdfAsImage.statusCode).toBe(400);

    const damaged = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const bad = await upload("image", "broken.jpg", "image/jpeg", damaged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      message: "This image could not be read. It may be damaged; try another file.",
      messageId: "uploadImageUnreadable",
    });

    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const big = await upload("image", "huge.jpg", "image/jpeg", huge);
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({
      message: "This image is too large: the limit is 5 MB.",
      messageId: "uploadImageTooLarge",
      params: { megabytes: 5 },
    });
  });
});

describe("resume uploads", () => {
  it("accepts a PDF by its bytes and serves it inline", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const res = await upload("resume", "cv.bin", "application/octet-stream", pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ contentType: "application/pdf", size: pdf.length });
    const served = await app.inject({ method: "GET", url: res.json().url });
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe('inline; filename="resume.pdf"');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses a non-PDF named .pdf and a PDF over 10 MB", async () => {
    const fake = await upload("resume", "cv.pdf", "application/pdf", Buffer.from("<html>not a pdf</html>"));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatchObject({
      message: "A resume must be a PDF file. Save your resume as PDF and try again.",
      messageId: "uploadResumeNotPdf",
    });
    const huge = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await upload("resume", "cv.pdf", "application/pdf", huge);
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({
      message: "This file is too large: the limit is 10 MB.",
      messageId: "uploadFileTooLarge",
      params: { megabytes: 10 },
    });
  });
});

describe("upload rules", () => {
  it("needs a session, a known kind and a multipart body", async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload("image", "a.png", "image/png", png, null)).statusCode).toBe(401);
    const kind = await upload("video", "a.png", "image/png", png);
    expect(kind.statusCode).toBe(400);
    const json = await app.inject({
      method: "POST",
      url: "/api/uploads?kind=image",
      headers: { cookie: user.cookie },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe("Send the file as multipart/form-data in a field named file.");
  });

  it("answers 404 for unknown or malformed asset names", async () => {
    expect((await app.inject({ method: "GET", url: `/assets/${"0".repeat(64)}.webp` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/assets/..%2Fsecret" })).statusCode).toBe(404);
  });
});
