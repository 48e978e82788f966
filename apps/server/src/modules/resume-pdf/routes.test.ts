import { createHash } from "node:crypto";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { resumePortfolioFixture, withLanguageAdded, withTranslation, type PortfolioContent } from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { readWithPoppler } from "../../testing/poppler";
import { insertPortfolio, signUpWithCookie, updateProfile } from "../../testing/portfolio-factory";

let app: FastifyInstance;
let close: () => Promise<void>;
let names = 0;
// Bots are never counted: a download is a browser's.
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

/** A résumé section that offers the generated PDF, in the two-column design on US Letter. */
function generatedResume(): PortfolioContent {
  const c = resumePortfolioFixture();
  return {
    ...c,
    resume: {
      enabled: true,
      url: "",
      source: "generated",
      pdf: { design: "two-column", paper: "letter", photo: true },
    },
  };
}

/** A signed-up owner with a username and a draft portfolio of `content`, published when asked. */
async function ownerWith(content: PortfolioContent, publish = true) {
  const owner = await signUpWithCookie(app);
  const username = `resume-${++names}-${Date.now().toString(36)}`;
  await updateProfile(app.database.db, owner.userId, { username });
  const id = await insertPortfolio(app.database.db, owner.userId, { content });
  if (publish) {
    const res = await app.inject({
      method: "POST",
      url: `/api/portfolios/${id}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...owner, username, id };
}

describe("the published résumé", () => {
  it("is made on publish, linked by the page, counted at /p/{username}/resume.pdf and served immutable by hash", async () => {
    const { username, id, cookie } = await ownerWith(generatedResume());
    const page = await app.inject({ method: "GET", url: `/p/${username}` });
    expect(page.body).toContain(`href="https://folio.example/p/${username}/resume.pdf"`);

    const counted = await app.inject({
      method: "GET",
      url: `/p/${username}/resume.pdf`,
      headers: { "user-agent": browser },
    });
    expect(counted.statusCode).toBe(302);
    expect(counted.headers["cache-control"]).toBe("no-store");
    const location = String(counted.headers.location);
    expect(location).toMatch(/^\/resumes\/[0-9a-f]{64}\.pdf$/);

    const file = await app.inject({ method: "GET", url: location });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(location).toContain(createHash("sha256").update(file.rawPayload).digest("hex"));
    const report = await readWithPoppler(file.rawPayload);
    expect(report.info.Tagged).toBe("yes");
    expect(report.info["Page size"]).toContain("(letter)");

    // Counted like the other résumé downloads.
    await app.analytics.flush();
    const stats = await app.inject({
      method: "GET",
      url: `/api/portfolios/${id}/analytics`,
      headers: { cookie },
    });
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().totals.allTimeResumeDownloads).toBe(1);

    // The old counting address follows the owner's choice to the same file.
    const old = await app.inject({ method: "GET", url: `/p/${username}/resume` });
    expect(old.headers.location).toBe(location);
  });

  it("keeps the owner's own file on the page when they chose it, and still serves the generated one", async () => {
    const content = generatedResume();
    content.resume = { ...content.resume, source: "link", url: "https://example.com/cv.pdf" };
    const { username } = await ownerWith(content);
    const page = await app.inject({ method: "GET", url: `/p/${username}` });
    expect(page.body).toContain('href="https://example.com/cv.pdf"');
    const counted = await app.inject({ method: "GET", url: `/p/${username}/resume.pdf` });
    expect(counted.statusCode).toBe(302);
  });

  it("is not made or served when the Resume download section is off", async () => {
    const content = generatedResume();
    content.resume = { ...content.resume, enabled: false };
    const { username } = await ownerWith(content);
    const res = await app.inject({ method: "GET", url: `/p/${username}/resume.pdf` });
    expect(res.statusCode).toBe(404);
  });

  it("answers 404 for a name that is not a stored résumé", async () => {
    for (const url of ["/resumes/" + "0".repeat(64) + ".pdf", "/resumes/..%2Fetc.pdf", "/resumes/abc"]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("is bundled in the ZIP as resume.pdf and linked from its page", async () => {
    const { id, cookie } = await ownerWith(generatedResume());
    const res = await app.inject({ method: "GET", url: `/api/portfolios/${id}/export.zip`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(files["resume.pdf"]).toBeDefined();
    expect(Buffer.from(files["resume.pdf"]!).subarray(0, 5).toString()).toBe("%PDF-");
    expect(Buffer.from(files["index.html"]!).toString()).toContain('href="resume.pdf"');
  });
});

/** The generated résumé with a French translation of the headline (issue 21). */
function translatedResume(): PortfolioContent {
  const content = withLanguageAdded(generatedResume(), "fr");
  return withTranslation(content, "fr", "personal.title", "Ingénieure logicielle en chef");
}

describe("the résumé of each language version", () => {
  it("is made on publish per language, linked by that language's page and counted at /p/{username}/{lang}/resume.pdf", async () => {
    const { username } = await ownerWith(translatedResume());
    const page = await app.inject({ method: "GET", url: `/p/${username}/fr` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="https://folio.example/p/${username}/fr/resume.pdf"`);
    const primaryPage = await app.inject({ method: "GET", url: `/p/${username}` });
    expect(primaryPage.body).toContain(`href="https://folio.example/p/${username}/resume.pdf"`);

    const french = await app.inject({
      method: "GET",
      url: `/p/${username}/fr/resume.pdf`,
      headers: { "user-agent": browser },
    });
    expect(french.statusCode).toBe(302);
    expect(french.headers["cache-control"]).toBe("no-store");
    const location = String(french.headers.location);
    expect(location).toMatch(/^\/resumes\/[0-9a-f]{64}\.pdf$/);
    const primary = await app.inject({ method: "GET", url: `/p/${username}/resume.pdf` });
    expect(primary.headers.location).not.toBe(location);

    const file = await app.inject({ method: "GET", url: location });
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(location).toContain(createHash("sha256").update(file.rawPayload).digest("hex"));
    const report = await readWithPoppler(file.rawPayload);
    expect(report.info.Tagged).toBe("yes");
    expect(report.info["Page size"]).toContain("(letter)");
    expect(report.text).toContain("Ingénieure logicielle en chef");
    const primaryFile = await app.inject({ method: "GET", url: String(primary.headers.location) });
    expect((await readWithPoppler(primaryFile.rawPayload)).text).not.toContain("Ingénieure logicielle en chef");

    // A language the portfolio is not translated into, or not a language at all, has no résumé.
    for (const url of [`/p/${username}/de/resume.pdf`, `/p/${username}/xx/resume.pdf`]) {
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });

  it("is bundled in the ZIP beside each language's index.html and linked from it", async () => {
    const { id, cookie } = await ownerWith(translatedResume());
    const res = await app.inject({ method: "GET", url: `/api/portfolios/${id}/export.zip`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Buffer.from(files["fr/index.html"]!).toString()).toContain('href="resume.pdf"');
    const french = await readWithPoppler(files["fr/resume.pdf"]!);
    expect(french.text).toContain("Ingénieure logicielle en chef");
    expect((await readWithPoppler(files["resume.pdf"]!)).text).not.toContain("Ingénieure logicielle en chef");
  });

  it("is previewed in the builder in any of the portfolio's languages, and only those", async () => {
    const { id, cookie } = await ownerWith(translatedResume(), false);
    const res = await app.inject({
      method: "GET",
      url: `/api/portfolios/${id}/resume.pdf?lang=fr&download=true`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="resume-fr.pdf"');
    expect((await readWithPoppler(res.rawPayload)).text).toContain("Ingénieure logicielle en chef");
    const missing = await app.inject({
      method: "GET",
      url: `/api/portfolios/${id}/resume.pdf?lang=de`,
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({ messageId: "resumePdfLanguageNotFound" });
  });
});

describe("the builder's résumé preview", () => {
  it("lays out the owner's draft in the design and size asked for", async () => {
    const { id, cookie } = await ownerWith(generatedResume(), false);
    const res = await app.inject({
      method: "GET",
      url: `/api/portfolios/${id}/resume.pdf?design=compact&paper=a4&photo=false&download=true`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="resume.pdf"');
    const report = await readWithPoppler(res.rawPayload);
    expect(report.info["Page size"]).toContain("(A4)");
    expect(report.text).toContain("Ama Mensah");
  });

  it("is the owner's alone, and refuses a design it does not know", async () => {
    const { id, cookie } = await ownerWith(generatedResume(), false);
    const stranger = await signUpWithCookie(app);
    const other = await app.inject({
      method: "GET",
      url: `/api/portfolios/${id}/resume.pdf`,
      headers: { cookie: stranger.cookie },
    });
    expect(other.statusCode).toBe(404);
    const anonymous = await app.inject({ method: "GET", url: `/api/portfolios/${id}/resume.pdf` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await app.inject({
      method: "GET",
      url: `/api/portfolios/${id}/resume.pdf?design=fancy`,
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
