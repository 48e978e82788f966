import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  fullPortfolioFixture,
  textFingerprint,
  withLanguageAdded,
  withTranslation,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { createTestApp } from "../../testing/test-app";
import { insertPortfolio, insertUser } from "../../testing/portfolio-factory";
import { signUpTestUser } from "../../testing/test-users";

let app: FastifyInstance;
let close: () => Promise<void>;
let ip = 1;
const get = (url: string) => app.inject({ method: "GET", url, remoteAddress: `198.51.100.${ip++}` });

beforeAll(async () => {
  ({ app, close } = await createTestApp({ publicUrl: "https://folio.example" }));
});
afterAll(() => close());

/** English, with Arabic and Chinese translations of the title. */
function trilingual(): PortfolioContent {
  let c = withLanguageAdded(withLanguageAdded(fullPortfolioFixture(), "ar"), "zh");
  c = withTranslation(c, "ar", "personal.title", "مطورة برمجيات");
  c = withTranslation(c, "zh", "personal.title", "全栈开发者");
  return c;
}

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

describe("a portfolio in several languages at /p/{username}/{lang}", () => {
  it("serves every version with reciprocal hreflang, its own canonical, a switcher and its language", async () => {
    const userId = await insertUser(app.database.db, { username: "lina-tri" });
    await insertPortfolio(app.database.db, userId, { published: true, content: trilingual() });
    const pages = {
      en: await get("/p/lina-tri"),
      ar: await get("/p/lina-tri/ar"),
      zh: await get("/p/lina-tri/zh"),
    };
    const urls = {
      en: "https://folio.example/p/lina-tri",
      ar: "https://folio.example/p/lina-tri/ar",
      zh: "https://folio.example/p/lina-tri/zh",
    };
    for (const [lang, res] of Object.entries(pages) as [keyof typeof urls, (typeof pages)["en"]][]) {
      expect(res.statusCode).toBe(200);
      // Every page names every version and the primary as x-default: the links are reciprocal.
      expect(alternates(res.body)).toEqual({ ...urls, "x-default": urls.en });
      expect(canonical(res.body)).toBe(urls[lang]);
      expect(res.body).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}">`);
      // The switcher is plain links: it works without JavaScript (the page's CSP allows none).
      expect(res.body).toContain('<a href="/p/lina-tri/ar" lang="ar" hreflang="ar"');
      expect(res.body).toMatch(
        new RegExp(
          `<a href="${lang === "en" ? "/p/lina-tri" : `/p/lina-tri/${lang}`}" lang="${lang}" hreflang="${lang}" aria-current="page">`,
        ),
      );
    }
    expect(pages.ar.body).toContain("مطورة برمجيات");
    expect(pages.zh.body).toContain("全栈开发者");
    expect(pages.en.body).toContain("Full-stack Developer");
  });

  it("answers 404 for a language the portfolio is not translated into, the primary one and a code that is none", async () => {
    const userId = await insertUser(app.database.db, { username: "lina-four" });
    await insertPortfolio(app.database.db, userId, { published: true, content: trilingual() });
    for (const url of ["/p/lina-four/fr", "/p/lina-four/en", "/p/lina-four/xx", "/p/nobody-here/ar"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("lists every version in the sitemap, each with its alternates", async () => {
    const userId = await insertUser(app.database.db, { username: "lina-map" });
    await insertPortfolio(app.database.db, userId, { published: true, content: trilingual() });
    const body = (await get("/sitemap.xml")).body;
    for (const url of [
      "https://folio.example/p/lina-map",
      "https://folio.example/p/lina-map/zh",
      "https://folio.example/p/lina-map/ar",
    ]) {
      expect(body).toContain(`<loc>${url}</loc>`);
    }
    expect(body).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://folio.example/p/lina-map"/>',
    );
  });
});

describe("saving translations", () => {
  it("refuses an unsupported language, a field that does not exist and an over-long text with 400s; nothing is saved", async () => {
    const user = await signUpTestUser(app);
    const created = await app.inject({
      method: "POST",
      url: "/api/portfolios",
      headers: { cookie: user.cookie },
      payload: { name: "Main", content: fullPortfolioFixture() },
    });
    const { id } = created.json() as { id: string };
    const hash = textFingerprint("Full-stack Developer");
    const save = (translations: unknown) =>
      app.inject({
        method: "PUT",
        url: `/api/portfolios/${id}`,
        headers: { cookie: user.cookie },
        payload: { baseVersion: 1, content: { ...fullPortfolioFixture(), translations } },
      });
    const cases: [unknown, string, RegExp, string][] = [
      [
        { ar: {}, xx: {} },
        "content.translations.xx",
        /"xx" is not a supported language/,
        "translationLanguageUnsupported",
      ],
      [{ en: {} }, "content.translations.en", /"en" is the primary language/, "translationPrimaryLanguage"],
      [
        { fr: { "personal.nickname": { text: "x", sourceHash: hash } } },
        "content.translations.fr.personal.nickname",
        /not a text field/,
        "translatePathNotTranslatable",
      ],
      [
        { fr: { "projects.0.githubUrl": { text: "x", sourceHash: hash } } },
        "content.translations.fr.projects.0.githubUrl",
        /not a text field/,
        "translatePathNotTranslatable",
      ],
      [
        { fr: { "projects.99.title": { text: "x", sourceHash: hash } } },
        "content.translations.fr.projects.99.title",
        /does not exist in this portfolio/,
        "translationPathMissing",
      ],
      [
        { fr: { "personal.title": { text: "x".repeat(121), sourceHash: hash } } },
        "content.translations.fr.personal.title.text",
        /Title must be at most 120 characters/,
        "fieldTooLong",
      ],
    ];
    for (const [translations, field, message, messageId] of cases) {
      const res = await save(translations);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("invalid-argument");
      expect(res.json().error.details).toMatchObject([{ field, message: expect.stringMatching(message), messageId }]);
    }
    const stored = await app.inject({ method: "GET", url: `/api/portfolios/${id}`, headers: { cookie: user.cookie } });
    expect(stored.json().version).toBe(1);
    expect(stored.json().content.translations).toEqual({});

    const ok = await save({ ar: { "personal.title": { text: "مطورة", sourceHash: hash } } });
    expect(ok.statusCode).toBe(200);
    const again = await app.inject({ method: "GET", url: `/api/portfolios/${id}`, headers: { cookie: user.cookie } });
    expect(again.json().content.translations).toEqual({
      ar: { "personal.title": { text: "مطورة", sourceHash: hash } },
    });
  });
});
