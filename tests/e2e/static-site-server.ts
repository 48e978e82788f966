import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, extname, join, normalize } from "node:path";
import { unzipSync } from "fflate";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webp": "image/webp",
  ".pdf": "application/pdf",
};

/** A running static host: unpacked sites mounted under sub-paths of one origin. */
export interface StaticSiteServer {
  origin: string;
  /** Unpacks a site's ZIP under `subPath` (e.g. `/sites/minimal-full/deep/path/`); returns its address. */
  mount(subPath: string, zip: Uint8Array): string;
  close(): Promise<void>;
}

/**
 * A plain static host, as GitHub project pages or a folder behind nginx: files as they are (no compression, no
 * rewriting), `index.html` for a folder, and the site's own 404.html (status 404) for any missing path under its
 * sub-path, at any depth. Exported sites must work here exactly as unzipped.
 */
export async function startStaticSiteServer(): Promise<StaticSiteServer> {
  const root = mkdtempSync(join(tmpdir(), "foliocraft-static-"));
  const sites: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://host").pathname);
    const site = sites.find((s) => path.startsWith(s));
    const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
    const send = (status: number, at: string) => {
      // One request a connection: a kept-alive socket that the server closes when idle, just as a client reuses it,
      // is an ECONNRESET in the test, not a fault of the site.
      res.writeHead(status, {
        "content-type": contentTypes[extname(at)] ?? "application/octet-stream",
        connection: "close",
      });
      res.end(readFileSync(at));
    };
    if (file.startsWith(root) && statSync(file, { throwIfNoEntry: false })?.isFile()) return send(200, file);
    if (site) return send(404, join(root, site, "404.html"));
    res.writeHead(404, { "content-type": "text/plain", connection: "close" }).end("no site here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    mount(subPath, zip) {
      for (const [name, bytes] of Object.entries(unzipSync(zip))) {
        const at = join(root, subPath, name);
        mkdirSync(dirname(at), { recursive: true });
        writeFileSync(at, bytes);
      }
      sites.push(subPath);
      return `${origin}${subPath}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
