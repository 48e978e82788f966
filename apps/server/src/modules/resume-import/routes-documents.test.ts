import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { strToU8, zipSync } from "fflate";
import { PDFDocument, PDFString } from "pdf-lib";
import { resumeImportResultSchema } from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { multipartFile } from "../../testing/multipart";
import { signUpTestUser, type TestUser } from "../../testing/test-users";
import { startFakeOpenAi, type FakeOpenAi } from "../../testing/fake-openai";
import { fakeResumeReply } from "../../testing/fake-resume-model";
import {
  expectedFieldsOf,
  fieldRecovery,
  resumeDocxOf,
  resumeFixtureContent,
  resumePdfOf,
} from "../../testing/resume-documents";
import { resumeFontFiles } from "../resume-pdf/resume-fonts";
import { createTypstRenderer } from "../resume-pdf/typst-renderer";

const pdfType = "application/pdf";
const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

let app: FastifyInstance;
let close: () => Promise<void>;
let user: TestUser;
const renderer = createTypstRenderer({ fontFiles: resumeFontFiles });
let pdf: Uint8Array;
let docx: Uint8Array;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  user = await signUpTestUser(app);
  pdf = await resumePdfOf(renderer, resumeFixtureContent("en"), "two-column");
  docx = await resumeDocxOf(resumeFixtureContent("fr"), "one-column");
});
afterAll(async () => {
  await close();
  await renderer.close();
});

function send(target: FastifyInstance, bytes: Uint8Array, fileName: string, type: string, cookie = user.cookie) {
  const body = multipartFile(fileName, type, bytes);
  return target.inject({
    method: "POST",
    url: "/api/resume-import",
    headers: { "content-type": body.contentType, cookie },
    payload: body.payload,
  });
}

async function expect400(response: ReturnType<typeof send>, messageId: string) {
  const res = await response;
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ error: { code: "invalid-argument", messageId } });
  return (res.json() as { error: { message: string } }).error.message;
}

/** A PDF whose one page holds only a drawn rectangle: what a scanner's picture-only PDF gives to text extraction. */
async function scannedPdf() {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawRectangle({ x: 50, y: 50, width: 400, height: 600 });
  return doc.save();
}

/** A PDF with a standard security handler whose user password is not empty (pdf.js asks for it). */
async function encryptedPdf() {
  const doc = await PDFDocument.create();
  doc.addPage().drawText("Secret résumé".replace("é", "e"));
  const filler = PDFString.of("0".repeat(32));
  const encrypt = doc.context.obj({ Filter: "Standard", V: 1, R: 2, O: filler, U: filler, P: -4 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  doc.context.trailerInfo.ID = doc.context.obj([PDFString.of("a1b2c3"), PDFString.of("a1b2c3")]);
  return doc.save({ useObjectStreams: false });
}

describe("POST /api/resume-import with PDF and Word résumés", { timeout: 60_000 }, () => {
  it("reads a PDF résumé with the rules: sections, entries, notes, saving nothing", async () => {
    const res = await send(app, pdf, "cv.pdf", pdfType);
    expect(res.statusCode, res.body).toBe(200);
    const result = resumeImportResultSchema.parse(res.json());
    expect(result).toMatchObject({ source: "pdf", extractedBy: "rules", ignoredFiles: [] });
    expect(result.content.personal).toMatchObject({ fullName: "Ama Mensah", email: "ama@example.com" });
    expect(result.content.experience.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ["Senior Engineer", "Paystack", "2021-04"],
      ["Engineer", "Hubtel", "2017-01"],
    ]);
    expect(result.content.education[0]?.school).toBe("University of Ghana");
    expect(result.sections).toMatchObject({ experience: 2, education: 1 });
    const list = await app.inject({ method: "GET", url: "/api/portfolios", headers: { cookie: user.cookie } });
    expect(list.json()).toEqual({ portfolios: [] });
  });

  it("reads a Word résumé (French headings, MM/YYYY dates)", async () => {
    const res = await send(app, docx, "cv.docx", docxType);
    expect(res.statusCode, res.body).toBe(200);
    const result = resumeImportResultSchema.parse(res.json());
    expect(result).toMatchObject({ source: "docx", extractedBy: "rules" });
    expect(result.content.experience.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ["Ingénieure principale", "Paystack", "2021-04"],
      ["Ingénieure", "Hubtel", "2017-01"],
    ]);
    expect(result.content.education[0]?.school).toBe("Université du Ghana");
  });

  it("tells a scanned PDF, a password-protected PDF and a damaged PDF apart", async () => {
    expect(await expect400(send(app, await scannedPdf(), "scan.pdf", pdfType), "resumeImportPdfNoText")).toContain(
      "This PDF has no text; it looks scanned",
    );
    await expect400(send(app, await encryptedPdf(), "locked.pdf", pdfType), "resumeImportPdfEncrypted");
    await expect400(send(app, pdf.slice(0, 600), "cut.pdf", pdfType), "resumeImportPdfUnreadable");
  });

  it("refuses a Word ZIP bomb before inflating it, and an entry leaving the archive", async () => {
    const bomb = zipSync({
      "word/document.xml": new Uint8Array(30 * 1024 * 1024),
      "[Content_Types].xml": strToU8("<x/>"),
    });
    expect(bomb.length).toBeLessThan(100_000);
    await expect400(send(app, bomb, "cv.docx", docxType), "resumeImportZipTooLarge");
    const escaping = zipSync({ "word/document.xml": strToU8("<w:document/>"), "../evil.xml": strToU8("x") });
    expect(await expect400(send(app, escaping, "cv.docx", docxType), "resumeImportUnsafeZip")).toContain("../evil.xml");
  });

  it("refuses a damaged Word file, an empty document, and text of the wrong type or encoding", async () => {
    await expect400(send(app, docx.slice(0, 300), "cv.docx", docxType), "resumeImportDocxUnreadable");
    const noDocument = zipSync({ "word/styles.xml": strToU8("<w:styles/>") });
    await expect400(send(app, noDocument, "cv.docx", docxType), "resumeImportDocxUnreadable");
    // A résumé pasted into a Latin-1 text file: not a PDF, Word file or LinkedIn export.
    const latin1 = Uint8Array.from([...Buffer.from("R"), 0xe9, ...Buffer.from("sum")]);
    await expect400(send(app, latin1, "cv.txt", "text/plain"), "resumeImportUnknownType");
    await expect400(send(app, strToU8("just text"), "cv.pdf", pdfType), "resumeImportUnknownType");
  });

  it("refuses a 50 MB upload by its size, without reading it", async () => {
    const big = new Uint8Array(50 * 1024 * 1024);
    big.set(strToU8("%PDF-1.7\n"));
    await expect400(send(app, big, "huge.pdf", pdfType), "uploadFileTooLarge");
  });
});

describe("POST /api/resume-import with an AI provider configured", { timeout: 60_000 }, () => {
  let fake: FakeOpenAi;
  let aiApp: FastifyInstance;
  let closeAi: () => Promise<void>;
  let aiUser: TestUser;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ({ app: aiApp, close: closeAi } = await createTestApp({
      ai: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: "fake-model", timeoutMs: 2000 },
    }));
    aiUser = await signUpTestUser(aiApp);
  });
  afterAll(async () => {
    await closeAi();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.state.mode = "ok";
    fake.state.replyFor = undefined;
  });

  it("uses the provider's JSON when it validates, sending the résumé's text", async () => {
    fake.state.reply = JSON.stringify({
      basics: { name: "Ama Mensah", label: "Full-stack Developer", email: "ama@example.com" },
      work: [{ position: "Senior Engineer", name: "Paystack", startDate: "2021-04" }],
    });
    const res = await send(aiApp, pdf, "cv.pdf", pdfType, aiUser.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const result = resumeImportResultSchema.parse(res.json());
    expect(result.extractedBy).toBe("ai");
    expect(result.content.experience).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body.messages?.[1]?.content).toContain("Paystack");
  });

  it("recovers every field through the provider when its answer is read from the prompt alone (the bench's AI pass)", async () => {
    fake.state.mode = "stream";
    fake.state.replyFor = fakeResumeReply;
    const res = await send(aiApp, pdf, "cv.pdf", pdfType, aiUser.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const result = resumeImportResultSchema.parse(res.json());
    expect(result.extractedBy).toBe("ai");
    expect(fieldRecovery(expectedFieldsOf(resumeFixtureContent("en")), result.content).percent).toBe(100);
    // Valid on the first answer: no second request.
    expect(fake.requests).toHaveLength(1);
  });

  it("asks once more when the answer is not valid JSON, then falls back to the rules", async () => {
    fake.state.reply = "Here is the résumé: { not json";
    const res = await send(aiApp, pdf, "cv.pdf", pdfType, aiUser.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const result = resumeImportResultSchema.parse(res.json());
    expect(result.extractedBy).toBe("rules");
    expect(result.content.experience).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.body.messages?.at(-1)?.content).toContain("not valid JSON");
  });

  it("falls back to the rules when the provider fails", async () => {
    fake.state.mode = "500";
    const res = await send(aiApp, docx, "cv.docx", docxType, aiUser.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(resumeImportResultSchema.parse(res.json()).extractedBy).toBe("rules");
  });
});
