import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, updateProfile } from "../../testing/portfolio-factory";
import { multipartFile } from "../../testing/multipart";
import { signUpTestUser, testUserPassword, type TestUser } from "../../testing/test-users";

const megabyte = 1024 * 1024;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  // Small quotas keep the files small: 2 MB free, 4 MB Pro.
  ({ app, close } = await createTestApp({ uploadQuota: { freeBytes: 2 * megabyte, proBytes: 4 * megabyte } }));
});
afterAll(() => close());

let pdfCounter = 0;
/** A distinct PDF of about `size` bytes (uploads keep PDFs as they are, so the size is what the quota counts). */
function pdf(size: number): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% file ${++pdfCounter} ${Math.random()}\n`);
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}

function upload(user: TestUser, bytes: Buffer) {
  const body = multipartFile("cv.pdf", "application/pdf", bytes);
  return app.inject({
    method: "POST",
    url: "/api/uploads?kind=resume",
    headers: { "content-type": body.contentType, cookie: user.cookie },
    payload: body.payload,
  });
}

async function uploaded(user: TestUser, bytes: Buffer): Promise<string> {
  const res = await upload(user, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { url: string }).url;
}

const served = async (url: string) => (await app.inject({ method: "GET", url })).statusCode;

/** A portfolio whose resume is the upload at `url`. */
const portfolioUsing = (user: TestUser, url: string) =>
  insertPortfolio(app.database.db, user.userId, {
    content: { ...fullPortfolioFixture(), resume: { ...fullPortfolioFixture().resume, enabled: true, url } },
  });

const deletePortfolio = (user: TestUser, id: string) =>
  app.inject({ method: "DELETE", url: `/api/portfolios/${id}`, headers: { cookie: user.cookie } });

const deleteAccount = (user: TestUser) =>
  app.inject({
    method: "DELETE",
    url: "/api/account",
    headers: { cookie: user.cookie },
    payload: { confirmEmail: user.email, password: testUserPassword },
  });

describe("the storage quota", () => {
  it("refuses an upload past the quota with 429 resource-exhausted naming it; a file already stored costs nothing", async () => {
    const user = await signUpTestUser(app);
    const first = pdf(1.2 * megabyte);
    await uploaded(user, first);
    const over = await upload(user, pdf(1.2 * megabyte));
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatchObject({
      code: "resource-exhausted",
      message:
        "Your uploads would go over your storage quota of 2 MB. Delete a portfolio you no longer need to free space.",
      messageId: "uploadQuotaExceeded",
      params: { megabytes: 2 },
      details: { quotaBytes: 2 * megabyte, usedBytes: first.length },
    });
    // The same bytes again are the same file: no extra storage.
    expect((await upload(user, first)).statusCode).toBe(201);
  });

  it("gives Pro accounts the larger quota", async () => {
    const user = await signUpTestUser(app);
    await uploaded(user, pdf(1.5 * megabyte));
    expect((await upload(user, pdf(1.5 * megabyte))).statusCode).toBe(429);
    await updateProfile(app.database.db, user.userId, { plan: "pro", isPremium: true });
    await uploaded(user, pdf(1.5 * megabyte));
    const over = await upload(user, pdf(1.5 * megabyte));
    expect(over.json().error).toMatchObject({ code: "resource-exhausted", params: { megabytes: 4 } });
  });

  it("lets only as many parallel uploads through as fit", async () => {
    const user = await signUpTestUser(app);
    const results = await Promise.all([1, 2, 3, 4].map(() => upload(user, pdf(0.9 * megabyte))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 429, 429]);
  });
});

describe("uploads and their account", () => {
  it("deleting a portfolio frees the uploads only it used; one still used by another portfolio stays", async () => {
    const user = await signUpTestUser(app);
    const only = await uploaded(user, pdf(0.8 * megabyte));
    const shared = await uploaded(user, pdf(0.8 * megabyte));
    const first = await portfolioUsing(user, only);
    await insertPortfolio(app.database.db, user.userId, {
      content: {
        ...fullPortfolioFixture(),
        personal: { ...fullPortfolioFixture().personal, profilePicture: shared },
        resume: { ...fullPortfolioFixture().resume, enabled: true, url: shared },
      },
    });
    // The first portfolio names both (its history, too).
    const save = await app.inject({
      method: "PUT",
      url: `/api/portfolios/${first}`,
      headers: { cookie: user.cookie },
      payload: {
        baseVersion: 1,
        content: {
          ...fullPortfolioFixture(),
          personal: { ...fullPortfolioFixture().personal, profilePicture: shared },
          resume: { ...fullPortfolioFixture().resume, enabled: true, url: only },
        },
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await upload(user, pdf(0.8 * megabyte))).statusCode).toBe(429);

    expect((await deletePortfolio(user, first)).statusCode).toBe(204);
    expect(await served(only)).toBe(404);
    expect(await served(shared)).toBe(200);
    // The freed space takes a new file.
    await uploaded(user, pdf(0.8 * megabyte));
  });

  it("deleting the account deletes its uploads, except files another account also uploaded", async () => {
    const [ama, kofi] = [await signUpTestUser(app), await signUpTestUser(app)];
    const sharedBytes = pdf(100_000);
    const own = await uploaded(ama, pdf(100_000));
    const shared = await uploaded(ama, sharedBytes);
    await portfolioUsing(ama, own);
    expect(await uploaded(kofi, sharedBytes)).toBe(shared);

    expect((await deleteAccount(ama)).statusCode).toBe(200);
    expect(await served(own)).toBe(404);
    expect(await served(shared)).toBe(200);

    expect((await deleteAccount(kofi)).statusCode).toBe(200);
    expect(await served(shared)).toBe(404);
  });
});
