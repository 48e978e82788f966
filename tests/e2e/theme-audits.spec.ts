import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import {
  arabicPortfolioFixture,
  chinesePortfolioFixture,
  fullPortfolioFixture,
  hindiPortfolioFixture,
  japanesePortfolioFixture,
  nearEmptyPortfolioFixture,
  themeIds,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { createAuditOwner, type AuditOwner } from "./audit-owner";
import { expect, test as base } from "./fixtures";
import {
  brokenLinks,
  failedSubresources,
  fontsOfHeading,
  foreignRequests,
  htmlErrors,
  seriousAxeViolations,
  textDrawnBySystemFonts,
  transferredBytesWithoutImages,
  visit,
} from "./page-audits";
import { startStaticSiteServer, type StaticSiteServer } from "./static-site-server";

// Issue 19's audits of every theme, on the pages people get: a portfolio published through the real API and served
// at /p/{username} by the server, and the owner's ZIP export unpacked on a plain static host under a sub-path
// (GitHub project pages). Each page is loaded once; html-validate runs here on the HTML the server sent.
//   full, near-empty, Arabic: valid HTML (index and 404), no serious axe violation (on the ZIP: the full fixture),
//     nothing fetched from another origin, every internal link answers (404.html's Back link at every depth), a
//     Latin page ≤ 100 KB without pictures (HTML, CSS, fonts, scripts as transferred);
//   every fixture: every piece of text drawn by the bundled web fonts; Arabic, Hindi, Chinese, Japanese: the
//     heading by the script's Noto family.
// One Pro owner per worker is republished in each theme; the themes are shared between two workers.

interface AuditFixture {
  name: string;
  content: () => PortfolioContent;
  /** Runs validation, axe, links and (Latin) weight. */
  full: boolean;
  latin: boolean;
  /** Checks that web fonts draw all the text, and that this family draws the heading ("": any of ours). */
  scriptFamily?: string;
  /** Audits the ZIP as well as /p/. */
  zip: boolean;
}

// The ZIP is audited for the three fixtures and for Chinese, whose CJK subsets a static host serves by name
// alone (their ?c= query ignored). Hindi and Japanese pages differ from those only in their text: on /p/ only.
const fixtures: AuditFixture[] = [
  { name: "full", content: fullPortfolioFixture, full: true, latin: true, zip: true },
  { name: "near-empty", content: nearEmptyPortfolioFixture, full: true, latin: true, zip: true },
  {
    name: "ar",
    content: arabicPortfolioFixture,
    full: true,
    latin: false,
    scriptFamily: "Noto Sans Arabic",
    zip: true,
  },
  {
    name: "hi",
    content: hindiPortfolioFixture,
    full: false,
    latin: false,
    scriptFamily: "Noto Sans Devanagari",
    zip: false,
  },
  { name: "zh", content: chinesePortfolioFixture, full: false, latin: false, scriptFamily: "Noto Sans SC", zip: true },
  {
    name: "ja",
    content: japanesePortfolioFixture,
    full: false,
    latin: false,
    scriptFamily: "Noto Sans JP",
    zip: false,
  },
];

/** Page weight budget of a Latin portfolio without pictures (issue 19). */
const latinPageBudget = 100 * 1024;

const test = base.extend<
  object,
  { audit: { owner: AuditOwner; withPictures: (c: PortfolioContent) => PortfolioContent; sites: StaticSiteServer } }
>({
  audit: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const created = await createAuditOwner(
        playwright,
        baseURL,
        `10.219.${workerInfo.workerIndex % 250}.1`,
        `w${workerInfo.workerIndex}`,
        path.join(workerInfo.project.outputDir, ".theme-audits-admin.json"),
      );
      const sites = await startStaticSiteServer();
      await use({ owner: created.owner, withPictures: created.withPictures, sites });
      await sites.close();
      await created.dispose();
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

test.describe.configure({ mode: "parallel" });

// Two tests a theme, so the workers share the load evenly: the Latin fixtures, then the other scripts.
const groups: [string, AuditFixture[]][] = [
  ["full, near-empty", fixtures.filter((f) => f.latin)],
  ["ar, hi, zh, ja", fixtures.filter((f) => !f.latin)],
];

for (const theme of themeIds) {
  for (const [groupName, group] of groups) {
    test(`${theme} × ${groupName}: valid, accessible, self-contained, light and drawn by its own fonts, on /p/ and as a ZIP under a sub-path`, async ({
      page,
      audit,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const { owner, sites, withPictures } = audit;
      const app = new URL(String(baseURL)).origin;
      await page.setViewportSize({ width: 375, height: 800 });
      // Every visit is a first visit: its weight is all it downloads, and /p/ is never an earlier fixture's page.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
      for (const fixture of group) {
        await owner.publish(withPictures(fixture.content()), theme);
        const zip = fixture.zip ? await owner.exportZip() : undefined;
        const zipBase = zip && sites.mount(`/${theme}/${fixture.name}/some/deep/path/`, zip);
        const servings: [string, string][] = [["/p/", `${app}/p/${owner.username}`]];
        if (zipBase) servings.push(["ZIP", zipBase]);
        for (const [where, url] of servings) {
          const at = `${theme} × ${fixture.name} × ${where}`;
          const v = await visit(page, url);
          expect(v.status, at).toBe(200);
          expect.soft(foreignRequests(v, url), `${at}: requests to another origin`).toEqual([]);
          expect.soft(await failedSubresources(v, url), `${at}: failed requests`).toEqual([]);
          if (fixture.full) {
            expect.soft(await htmlErrors(v.html), `${at}: html-validate`).toEqual([]);
            // The ZIP's pages come from the same renderer as /p/ (only addresses differ), so axe, the slowest audit,
            // runs on the ZIP for the fullest fixture only; html-validate and the links still check every ZIP page.
            if (where === "/p/" || fixture.name === "full") {
              expect.soft(await seriousAxeViolations(page), `${at}: axe`).toEqual([]);
            }
            expect.soft(await brokenLinks(page, page.request, [new URL(url).origin, app]), `${at}: links`).toEqual([]);
          }
          if (fixture.latin) {
            const weight = await transferredBytesWithoutImages(v);
            expect
              .soft(weight.total, `${at}: bytes without pictures\n${weight.byUrl.join("\n")}`)
              .toBeLessThanOrEqual(latinPageBudget);
          }
          if (!fixture.latin) {
            // The page's own subsets draw its script and its Latin text (packages/themes fonts/font-subset-name.ts):
            // the whole files, declared as the safety net, are fetched only for a character a subset lacks, which no
            // page text, renderer string or theme counter may be.
            const wholeFiles = v.requests
              .map((r) => r.url())
              .filter((u) =>
                /\/(noto-sans-arabic-arabic|noto-sans-devanagari-devanagari|[a-z0-9-]+-latin)-(wght|\d+)-normal\.[0-9a-f]{10}\.woff2$/.test(
                  u,
                ),
              );
            expect.soft(wholeFiles, `${at}: a whole font file fetched`).toEqual([]);
          }
          // Latin text too: a theme that named a face of its own would be drawn by the visitor's machine.
          expect.soft(await textDrawnBySystemFonts(page), `${at}: text drawn by system fonts`).toEqual([]);
          if (fixture.scriptFamily !== undefined) {
            // Chromium names a variable font by its default instance ("Noto Sans SC Thin").
            const heading = await fontsOfHeading(page);
            expect
              .soft(
                heading.some((f) => f.startsWith(fixture.scriptFamily!)),
                `${at}: heading drawn by ${heading.join(", ")}`,
              )
              .toBe(true);
          }
        }
        if (!fixture.full || !zip || !zipBase) continue;
        // Static hosts serve the site's 404.html for a missing address at any depth under the site.
        expect.soft(await htmlErrors(strFromU8(unzipSync(zip)["404.html"]!)), `${theme} × 404.html`).toEqual([]);
        for (const missing of ["no-such-page", "a/b/c/no-such-page"]) {
          const at = `${theme} × ${fixture.name} × ZIP 404 at ${missing}`;
          const url = `${zipBase}${missing}`;
          const v = await visit(page, url);
          expect(v.status, at).toBe(404);
          expect.soft(foreignRequests(v, url), `${at}: requests to another origin`).toEqual([]);
          expect.soft(await failedSubresources(v, url), `${at}: failed requests`).toEqual([]);
          expect.soft(await brokenLinks(page, page.request, [new URL(url).origin, app]), `${at}: links`).toEqual([]);
        }
      }
    });
  }
}
