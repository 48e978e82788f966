import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { resumePortfolioFixture, withLanguageAdded, withTranslation, type PortfolioContent } from "@foliocraft/schemas";
import { readWithPoppler, type PopplerReport } from "../../apps/server/src/testing/poppler";
import { expect, test } from "./fixtures";

// Issue 23: the owner picks the generated résumé's design and paper size in the builder's Resume download section,
// previews it and downloads it (a tagged PDF in that size), publishes, and a visitor downloads it from the public
// page at /p/{username}/resume.pdf, and the Arabic translation's own PDF from /p/{username}/ar/resume.pdf.

const PASSWORD = "correct-horse-1";
const unique = (name: string) => `${name}-${Date.now().toString(36)}`;
// The Arabic headline: words without a lam-alef or a shadda, which poppler prints in another order (docs/resume-pdf.md).
const arabicTitle = "مهندسة برمجيات";

/** The résumé fixture with its Resume download section on (the owner's own file for now) and an Arabic version. */
function bilingualResume(): PortfolioContent {
  const c = resumePortfolioFixture();
  const content: PortfolioContent = {
    ...c,
    personal: { ...c.personal, profilePicture: "" },
    resume: { enabled: true, url: "", source: "link" },
  };
  return withTranslation(withLanguageAdded(content, "ar"), "ar", "personal.title", arabicTitle);
}

/** Follows a public résumé link as a visitor's browser does (the counting 302, then the immutable file). */
async function download(request: APIRequestContext, href: string): Promise<{ url: string; pdf: Buffer }> {
  const res = await request.get(href);
  expect(res.status(), href).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  return { url: res.url(), pdf: await res.body() };
}

/**
 * Letters of an Arabic word without marks, direction controls or punctuation: poppler may print a word's letters in
 * another order (docs/resume-pdf.md), never others.
 */
const letters = (word: string) => [...word.replace(/[^\p{L}\p{N}]/gu, "")].sort().join("");

function expectTaggedLetter(report: PopplerReport) {
  expect(report.info.Tagged).toBe("yes");
  expect(report.info["Page size"]).toContain("(letter)");
  expect(report.fonts.every((f) => f.embedded)).toBe(true);
}

async function resumeLink(page: Page) {
  return page.getByRole("link", { name: "Download resume" }).getAttribute("href");
}

test("the owner picks a design and size, previews and downloads the PDF, publishes; a visitor downloads it in English and in Arabic", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // A whole journey (builder, four layouts of a two-page résumé, publish with two languages) on a shared machine.
  test.setTimeout(180_000);
  const signUp = await page.request.post("/api/account/sign-up", {
    data: {
      name: "Ama Mensah",
      email: `${unique("resume")}@example.com`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(signUp.status()).toBe(201);
  const created = await page.request.post("/api/portfolios", { data: { name: "Résumé portfolio" } });
  expect(created.status(), await created.text()).toBe(201);
  const { id, version } = (await created.json()) as { id: string; version: number };
  const saved = await page.request.put(`/api/portfolios/${id}`, {
    data: { baseVersion: version, content: bilingualResume() },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/generate?id=${id}`);
  // The builder loads the portfolio and its lazily loaded steps first: longer than 5 s on a loaded 2-core machine.
  const section = page.locator("#section-resume");
  await expect(section.getByLabel("The page offers")).toBeVisible({ timeout: 20_000 });
  await section.getByLabel("The page offers").selectOption("generated");
  await section.getByLabel("Design").selectOption("two-column");
  await section.getByLabel("Paper size").selectOption("letter");
  await expect(page.locator('[role="status"][aria-live="polite"]').first()).toHaveText("All changes saved", {
    timeout: 10_000,
  });

  // Preview: the browser's own PDF viewer, in a new tab.
  const preview = section.getByRole("link", { name: "Preview PDF" });
  await expect(preview).toHaveAttribute("target", "_blank");
  const previewHref = String(await preview.getAttribute("href"));
  expect(previewHref).toBe(`/api/portfolios/${id}/resume.pdf?design=two-column&paper=letter&photo=true`);
  const shown = await page.request.get(previewHref);
  expect(shown.status()).toBe(200);
  expect(shown.headers()["content-type"]).toBe("application/pdf");
  expect(shown.headers()["content-disposition"]).toBe('inline; filename="resume.pdf"');
  expectTaggedLetter(await readWithPoppler(await shown.body()));

  // Download: a file the browser saves.
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("resume.pdf");
  const savedPath = testInfo.outputPath("resume.pdf");
  await file.saveAs(savedPath);
  const downloaded = await readWithPoppler(fs.readFileSync(savedPath));
  expectTaggedLetter(downloaded);
  expect(downloaded.info.Pages).toBe("2");
  expect(downloaded.text).toContain("Ama Mensah");

  // The Arabic version's PDF, from the same section.
  await section.getByLabel("Language of the PDF").selectOption("ar");
  const [arabicFile] = await Promise.all([
    page.waitForEvent("download"),
    section.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(arabicFile.suggestedFilename()).toBe("resume-ar.pdf");
  const arabicPath = testInfo.outputPath("resume-ar.pdf");
  await arabicFile.saveAs(arabicPath);
  const arabicDraft = await readWithPoppler(fs.readFileSync(arabicPath));
  expectTaggedLetter(arabicDraft);
  const arabicWords = new Set(arabicDraft.text.split(/\s+/).map(letters));
  for (const word of arabicTitle.split(" ")) expect(arabicWords, word).toContain(letters(word));

  // Publish.
  await page.goto(`/generate?id=${id}&step=export`);
  const username = unique("ama").slice(0, 30).toLowerCase();
  await page.getByLabel("Username").fill(username);
  await expect(page.getByText("This username is available")).toBeVisible();
  await page.getByRole("button", { name: "Claim username" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Your portfolio is live!")).toBeVisible({ timeout: 30_000 });

  // A visitor (no session) on the public page and its Arabic version.
  const visitor = await browser.newContext({ baseURL: String(baseURL) });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/p/${username}`);
  const englishHref = String(await resumeLink(visitorPage));
  expect(new URL(englishHref).pathname).toBe(`/p/${username}/resume.pdf`);
  const english = await download(visitor.request, englishHref);
  expect(new URL(english.url).pathname).toMatch(/^\/resumes\/[0-9a-f]{64}\.pdf$/);
  const englishReport = await readWithPoppler(english.pdf);
  expectTaggedLetter(englishReport);
  expect(englishReport.text).toContain("Ama Mensah");

  await visitorPage.goto(`/p/${username}/ar`);
  const arabicHref = String(await visitorPage.locator('a[href$="/resume.pdf"]').first().getAttribute("href"));
  expect(new URL(arabicHref).pathname).toBe(`/p/${username}/ar/resume.pdf`);
  const arabic = await download(visitor.request, arabicHref);
  expect(arabic.url).not.toBe(english.url);
  const arabicReport = await readWithPoppler(arabic.pdf);
  expectTaggedLetter(arabicReport);
  const publishedWords = new Set(arabicReport.text.split(/\s+/).map(letters));
  for (const word of arabicTitle.split(" ")) expect(publishedWords, word).toContain(letters(word));
  await visitor.close();
});
