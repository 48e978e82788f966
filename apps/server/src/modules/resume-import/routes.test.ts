import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { strToU8 } from "fflate";
import { resumeImportResultSchema } from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { multipartFile } from "../../testing/multipart";
import { signUpTestUser, type TestUser } from "../../testing/test-users";
import { csv, linkedinExportFiles, zipOf } from "./parsers/linkedin-fixture";

let app: FastifyInstance;
let close: () => Promise<void>;
let user: TestUser;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  user = await signUpTestUser(app);
});
afterAll(() => close());

function send(bytes: Uint8Array, fileName = "linkedin.zip", cookie: string | null = user.cookie) {
  const body = multipartFile(fileName, "application/zip", bytes);
  return app.inject({
    method: "POST",
    url: "/api/resume-import",
    headers: { "content-type": body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const expect400 = async (response: ReturnType<typeof send>, messageId: string) => {
  const res = await response;
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json() as { error: { code: string; messageId: string; message: string } };
  expect(error).toMatchObject({ code: "invalid-argument", messageId });
  return error;
};

describe("POST /api/resume-import", { timeout: 30_000 }, () => {
  it("reads a LinkedIn export: the sections, the notes and the files it ignored, saving nothing", async () => {
    const res = await send(zipOf(linkedinExportFiles()));
    expect(res.statusCode, res.body).toBe(200);
    const result = resumeImportResultSchema.parse(res.json());
    expect(result.source).toBe("linkedin");
    expect(result.content.personal.fullName).toBe("Ama Mensah");
    expect(result.sections).toMatchObject({ personal: 1, experience: 2, education: 1, skills: 3, languages: 2 });
    expect(result.ignoredFiles).toEqual(["Connections.csv", "Jobs/Saved Jobs.csv"]);
    const list = await app.inject({ method: "GET", url: "/api/portfolios", headers: { cookie: user.cookie } });
    expect(list.json()).toEqual({ portfolios: [] });
  });

  it("needs a session", async () => {
    const res = await send(zipOf(linkedinExportFiles()), "linkedin.zip", null);
    expect(res.statusCode).toBe(401);
  });

  it("refuses a ZIP with a path leaving its folder (../x), naming it", async () => {
    const body = await expect400(
      send(zipOf({ "Profile.csv": linkedinExportFiles()["Profile.csv"]!, "../evil.csv": "x" })),
      "resumeImportUnsafeZip",
    );
    expect(body.message).toContain("../evil.csv");
  });

  it("refuses a ZIP bomb (a small file unpacking to far more) before unpacking it", async () => {
    const bomb = zipOf({ "Profile.csv": new Uint8Array(15 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    await expect400(send(bomb), "resumeImportZipTooLarge");
  });

  it("refuses a 50 MB CSV", async () => {
    const row = csv([["Name"], ["TypeScript"]]);
    const big = strToU8(`Name\r\n${"A skill with a long enough name to fill\r\n".repeat(1_300_000)}`);
    expect(big.length).toBeGreaterThan(50 * 1024 * 1024);
    expect(row).toContain("Name");
    await expect400(send(zipOf({ "Skills.csv": big })), "resumeImportZipTooLarge");
  });

  it("refuses a CSV that is not UTF-8, naming the file", async () => {
    // "Résumé" in Latin-1: é is the single byte 0xE9, never valid UTF-8 on its own.
    const latin1 = Uint8Array.from([
      ...Buffer.from('"First Name","Headline"\r\n"Ama","R'),
      0xe9,
      ...Buffer.from('sum"\r\n'),
    ]);
    const body = await expect400(send(zipOf({ "Profile.csv": latin1 })), "resumeImportNotUtf8");
    expect(body.message).toContain("Profile.csv");
  });

  it("refuses a file of the wrong type, a damaged ZIP, a ZIP that is not a LinkedIn export and an empty file", async () => {
    await expect400(send(strToU8("plain text, not a zip"), "cv.txt"), "resumeImportUnknownType");
    // A PDF is read as a résumé now (routes-documents.test.ts): one without a body is a damaged PDF.
    await expect400(send(strToU8("%PDF-1.7 not a zip"), "cv.pdf"), "resumeImportPdfUnreadable");
    await expect400(send(zipOf(linkedinExportFiles()).slice(0, 200)), "resumeImportZipUnreadable");
    await expect400(send(zipOf({ "notes.txt": "hello" })), "resumeImportNotLinkedIn");
    await expect400(send(new Uint8Array(0)), "uploadEmptyFile");
  });

  it("refuses a file over 10 MB", async () => {
    const noise = new Uint8Array(11 * 1024 * 1024);
    noise[0] = 0x50;
    noise[1] = 0x4b;
    noise[2] = 3;
    noise[3] = 4;
    await expect400(send(noise), "uploadFileTooLarge");
  });
});
