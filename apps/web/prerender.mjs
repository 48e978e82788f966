// Prerenders the public marketing pages after `vite build` (npm run build -w @foliocraft/web runs it):
// 1. builds src/prerender/render-page.tsx for Node with Vite (same config, so the same modules as the browser),
// 2. renders every marketing path of src/lib/page-meta.ts, and every /blog/{id} that /blog links to, into
//    dist/prerendered/<path>/index.html: the built index.html with the page's <title>, description, canonical and
//    Open Graph tags in <head> and the rendered page in #root, so crawlers read it without running JavaScript,
// 3. renders each theme's sample page into dist/showcase/<theme>.html for the home page's showcase.
// The server (apps/server/src/plugins/web-app.ts) serves those files. A page that fails to render is reported and
// left to the browser (the build goes on), so one broken page never takes the whole site down.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import { build } from "vite";

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(webRoot, "dist");
const outDir = path.join(distDir, "prerendered");
const showcaseDir = path.join(distDir, "showcase");
const ssrDir = fs.mkdtempSync(path.join(os.tmpdir(), "foliocraft-prerender-"));

// The markup is English. When boot.js picked another language, showing it until the app renders that language
// would flash English: keep it hidden (the app removes data-prerendered), at most 3 s should the script fail.
// Without JavaScript (crawlers) boot.js does not run, <html lang> stays "en" and the page shows.
const hideUntranslated =
  'html:not([lang="en"]) #root[data-prerendered]{visibility:hidden;animation:fc-reveal 0s 3s forwards}' +
  "@keyframes fc-reveal{to{visibility:visible}}";

/** The built shell with the page's head tags and body put in. */
export function fillShell(shell, { head, body }, pathname) {
  if (!shell.includes("<title>Foliocraft</title>") || !shell.includes('<div id="root"></div>'))
    throw new Error("dist/index.html no longer has the <title> and empty #root the prerender fills");
  return shell
    .replace("<title>Foliocraft</title>", () => `${head}\n    <style>${hideUntranslated}</style>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${pathname}">${body}</div>`);
}

/** Internal links of rendered markup that are marketing pages themselves (e.g. the posts /blog links to). */
function marketingLinks(html, marketingPageFor) {
  const found = new Set();
  for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) if (marketingPageFor(href)) found.add(href);
  return found;
}

async function main() {
  const started = performance.now();
  await build({
    root: webRoot,
    configFile: path.join(webRoot, "vite.config.ts"),
    logLevel: "warn",
    // Bundled whole (dependencies too) so the throw-away output runs from a temporary folder.
    ssr: { noExternal: true },
    build: {
      ssr: "src/prerender/render-page.tsx",
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const entry = fs.readdirSync(ssrDir).find((f) => /^render-page\.m?js$/.test(f));
  if (!entry) throw new Error(`the SSR build wrote no render-page.js into ${ssrDir}`);
  // React's production build: the same markup the browser's production bundle produces when it hydrates.
  process.env.NODE_ENV = "production";
  // The app's modules are written for the browser (a store may read window.matchMedia when first used); render
  // them as a first visit to a fresh browser sees them: an empty document, no stored choices, English.
  const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', {
    url: "http://localhost/",
    pretendToBeVisual: true,
  });
  for (const key of ["window", "document", "navigator", "localStorage", "sessionStorage", "HTMLElement", "Node"])
    if (!(key in globalThis)) Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true });
  const ssr = await import(pathToFileURL(path.join(ssrDir, entry)).href);
  const { marketingPageFor, marketingPaths } = ssr;
  await ssr.setUp();

  const shell = fs.readFileSync(path.join(distDir, "index.html"), "utf8");
  fs.rmSync(outDir, { recursive: true, force: true });
  const queue = [...marketingPaths];
  const seen = new Set(queue);
  const failed = [];
  const written = [];
  for (let pathname = queue.shift(); pathname !== undefined; pathname = queue.shift()) {
    let page;
    try {
      page = await ssr.renderPage(pathname);
    } catch (error) {
      failed.push(pathname);
      console.warn(`prerender: ${pathname} could not be rendered; the browser will render it.\n`, error);
      continue;
    }
    if (page.status !== 200 || !page.head) continue; // e.g. a page not built yet (404): nothing to prerender
    const file = path.join(outDir, pathname, "index.html");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, fillShell(shell, page, pathname));
    written.push(pathname);
    for (const link of marketingLinks(page.body, marketingPageFor)) {
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }

  fs.rmSync(showcaseDir, { recursive: true, force: true });
  fs.mkdirSync(showcaseDir, { recursive: true });
  const year = new Date().getFullYear();
  for (const theme of ssr.themeIds)
    fs.writeFileSync(path.join(showcaseDir, `${theme}.html`), ssr.renderShowcase(theme, year));

  fs.rmSync(ssrDir, { recursive: true, force: true });
  console.log(
    `prerendered ${written.length} pages (${written.join(" ")}) and ${ssr.themeIds.length} showcase themes in ${Math.round(performance.now() - started)} ms`,
  );
  if (failed.length) console.warn(`prerender: not prerendered (see above): ${failed.join(", ")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
