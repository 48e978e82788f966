import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { createTestApp } from "../../testing/test-app";
import { multipartFile } from "../../testing/multipart";
import { signUpTestUser, type TestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let owner: TestUser;
let stranger: TestUser;
let picture: string;

// 1600 × 800: the left half red, the right half blue, so a cut shows which part of the picture it kept.
async function halvesPng() {
  const half = (r: number, b: number) =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: { r, g: 0, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1600, height: 800, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await half(255, 0), left: 0, top: 0 },
      { input: await half(0, 255), left: 800, top: 0 },
    ])
    .png()
    .toBuffer();
}

async function uploadAs(user: TestUser, bytes: Buffer) {
  const body = multipartFile("p.png", "image/png", bytes);
  const res = await app.inject({
    method: "POST",
    url: "/api/uploads?kind=image",
    headers: { "content-type": body.contentType, cookie: user.cookie },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { url: string }).url;
}

const crop = (user: TestUser, body: unknown) =>
  app.inject({ method: "POST", url: "/api/uploads/crop", headers: { cookie: user.cookie }, payload: body as object });

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  owner = await signUpTestUser(app);
  stranger = await signUpTestUser(app);
  picture = await uploadAs(owner, await halvesPng());
});
afterAll(() => close());

describe("POST /api/uploads/crop", () => {
  it("cuts the zoomed-in part of the owner's upload into a new upload with the original's proportions", async () => {
    const res = await crop(owner, { source: picture, zoom: 2, x: 25, y: 50 });
    expect(res.statusCode).toBe(201);
    const cut = res.json() as { url: string; width: number; height: number; focus: { x: number; y: number } };
    expect(cut).toMatchObject({ contentType: "image/webp", width: 800, height: 400, focus: { x: 50, y: 50 } });
    expect(cut.url).toMatch(/^\/assets\/[0-9a-f]{64}\.webp$/);
    expect(cut.url).not.toBe(picture);

    const served = await app.inject({ method: "GET", url: cut.url });
    expect(served.statusCode).toBe(200);
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([800, 400]);
    // The left quarter of the picture, centred on x = 25 %: red from edge to edge, no blue.
    const at = (x: number, y: number) => Array.from(data.subarray((y * 800 + x) * 3, (y * 800 + x) * 3 + 3));
    for (const [x, y] of [
      [5, 5],
      [795, 200],
      [400, 395],
    ] as const) {
      const [r, , b] = at(x, y);
      expect(r).toBeGreaterThan(200);
      expect(b).toBeLessThan(50);
    }
  });

  it("slides the cut inside the picture at an edge and says where the point landed", async () => {
    const res = await crop(owner, { source: picture, zoom: 4, x: 100, y: 0 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 400, height: 200, focus: { x: 100, y: 0 } });
  });

  it("answers 404 for another account's upload and for one that does not exist", async () => {
    const theirs = await crop(stranger, { source: picture, zoom: 2, x: 50, y: 50 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe("File not found");
    const missing = await crop(owner, { source: `/assets/${"0".repeat(64)}.webp`, zoom: 2, x: 50, y: 50 });
    expect(missing.statusCode).toBe(404);
  });

  it("refuses pictures hosted elsewhere and zooms out of range with a clear 400", async () => {
    const elsewhere = await crop(owner, { source: "https://example.com/me.webp", zoom: 2, x: 50, y: 50 });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toContain("Only a picture uploaded here can be cropped");
    const tooFar = await crop(owner, { source: picture, zoom: 9, x: 50, y: 50 });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().error.message).toContain("Zoom must be a number from 1 to 4");
    expect(tooFar.json().error.details).toEqual([
      {
        field: "zoom",
        message: "Zoom must be a number from 1 to 4",
        messageId: "cropZoomRange",
        params: { min: 1, max: 4 },
      },
    ]);
  });

  it("needs a session", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/uploads/crop",
      payload: { source: picture, zoom: 2, x: 50, y: 50 },
    });
    expect(res.statusCode).toBe(401);
  });
});
