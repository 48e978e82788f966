import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { test as base } from "@playwright/test";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import {
  arabicPortfolioFixture,
  fullPortfolioFixture,
  nearEmptyPortfolioFixture,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { fontFileIndex, renderSite, themeCatalog } from "@foliocraft/themes";

export { expect } from "@playwright/test";

// The themes' pages without the app: a tiny HTTP server in each worker serves renderSite's standalone page (what
// /p/{username} serves: inline stylesheet, fonts linked from /fonts/), the real WOFF2 files from their @fontsource
// packages, and two generated pictures as the portfolio's uploads, all on one origin. Nothing leaves the machine.

/** The fixtures every theme is drawn with (issue 19): all sections, a name only, and Arabic right to left. */
export const themeFixtures: Record<string, () => PortfolioContent> = {
  full: fullPortfolioFixture,
  "near-empty": nearEmptyPortfolioFixture,
  arabic: arabicPortfolioFixture,
};

// Two uploads in the shape the renderer links (`/assets/{sha256}.webp`); the server below answers any /assets/.
const portraitAsset = `/assets/${"a".repeat(64)}.webp`;
const projectAsset = `/assets/${"b".repeat(64)}.webp`;

/** The fixture with its pictures as uploads on the page's own origin (the fixtures point at example.com). */
function withLocalPictures(content: PortfolioContent): PortfolioContent {
  const at = (url: string, asset: string) => (url ? asset : "");
  return {
    ...content,
    personal: { ...content.personal, profilePicture: at(content.personal.profilePicture, portraitAsset) },
    projects: content.projects.map((p) => ({ ...p, imageUrl: at(p.imageUrl, projectAsset) })),
  };
}

/** The page /p/{username} would serve for this theme and fixture (a Pro owner's page has no "Powered by"). */
export function themePage(theme: string, fixture: string): string {
  const content = themeFixtures[fixture];
  if (!content) throw new Error(`Unknown fixture ${fixture}`);
  const free = themeCatalog.find((t) => t.id === theme)?.tier === "free";
  const { files } = renderSite(withLocalPictures({ ...content(), theme: theme as PortfolioContent["theme"] }), {
    theme,
    showPoweredBy: free,
    poweredByUrl: "https://foliocraft.example",
    canonicalUrl: "https://foliocraft.example/p/ama",
    contactEndpoint: "https://foliocraft.example/api/public/portfolios/ama/contact",
    resumeHref: "https://foliocraft.example/p/ama/resume",
    standalone: true,
    year: 2026,
  });
  return String(files.find((f) => f.path === "index.html")?.contents);
}

/** A gradient picture with a disc (the same bytes on every run), as WebP like the server's re-encoded uploads. */
function picture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#9333ea"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="40%" r="${Math.min(width, height) / 5}" fill="#fde68a"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

async function startThemeServer(): Promise<{ server: Server; origin: string }> {
  const fonts = fontFileIndex();
  const require = createRequire(import.meta.url);
  const [portrait, project] = await Promise.all([picture(480, 480), picture(1280, 720)]);
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const send = (status: number, type: string, body: string | Buffer) => {
      res.writeHead(status, {
        "content-type": type,
        "cache-control": path.startsWith("/fonts/") ? "public, max-age=31536000, immutable" : "no-store",
      });
      res.end(body);
    };
    const page = /^\/([a-z-]+)\/([a-z-]+)\/$/.exec(path);
    if (page) {
      try {
        return send(200, "text/html; charset=utf-8", themePage(page[1]!, page[2]!));
      } catch (error) {
        return send(404, "text/plain", String(error));
      }
    }
    if (path.startsWith("/assets/")) return send(200, "image/webp", path === projectAsset ? project : portrait);
    const font = path.startsWith("/fonts/") ? fonts.get(path.slice("/fonts/".length)) : undefined;
    if (!font) return send(404, "text/plain", "not found");
    const file = join(dirname(require.resolve(`${font.package}/package.json`)), "files", font.source);
    readFile(file).then(
      (bytes) => send(200, "font/woff2", bytes),
      (error) => send(500, "text/plain", String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * `themeSite`: the origin of this worker's theme server. `openTheme(page, theme, fixture)` loads a page there and
 * waits until it is still: every font loaded, every picture decoded, two frames drawn.
 */
export const test = base.extend<
  { openTheme: (page: Page, theme: string, fixture: string) => Promise<void> },
  { themeSite: string; themeTab: Page }
>({
  // One tab per worker, reused by its tests: a new context per test would start a new renderer process and load
  // the font files again each time, most of a screenshot test's cost. The pages are static, so nothing carries over.
  themeTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: "reduce" });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  themeSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const { server, origin } = await startThemeServer();
      await use(origin);
      // A browser's kept-alive sockets would hold close() open past the teardown's time limit.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  openTheme: async ({ themeSite }, use) => {
    await use(async (page, theme, fixture) => {
      const response = await page.goto(`${themeSite}/${theme}/${fixture}/`);
      if (response?.status() !== 200) throw new Error(`${theme}/${fixture}: ${response?.status()}`);
      await page.evaluate(async () => {
        await document.fonts.ready;
        // A lazy picture far below the first screen never loads, and its decode() would never settle.
        for (const img of Array.from(document.images)) img.loading = "eager";
        await Promise.all(Array.from(document.images).map((img) => img.decode().catch(() => undefined)));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
    });
  },
});
