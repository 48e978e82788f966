import http from "node:http";
import type { InjectedFailure, RecordedRequest } from "./fake-github-deploy";
import { freePort } from "./server-process";

/** One answer of a fake provider. */
export interface FakeAnswer {
  status: number;
  headers?: Record<string, string> | undefined;
  data: unknown;
}

/** The first injected failure matching this request, taken out of the list (it fails once). */
export function takeFailure(failures: InjectedFailure[], method: string, path: string): InjectedFailure | undefined {
  const at = failures.findIndex((f) => (!f.path || f.path.test(path)) && (!f.method || f.method === method));
  return at >= 0 ? failures.splice(at, 1)[0] : undefined;
}

/**
 * Serves a fake provider's JSON API on 127.0.0.1 (the token providers' fakes): reads each body whole, records the
 * request, and answers what `handle` returns as JSON.
 */
export async function serveFakeJson(
  handle: (method: string, path: string, req: http.IncomingMessage, raw: Buffer) => FakeAnswer,
  requests: RecordedRequest[],
  port?: number,
) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const method = req.method ?? "GET";
      const isJson = (req.headers["content-type"] ?? "").includes("json") && raw.length > 0;
      const parsed: unknown = isJson ? JSON.parse(raw.toString()) : {};
      requests.push({
        method,
        path: url.pathname,
        body: Array.isArray(parsed) ? { items: parsed.length } : (parsed as Record<string, unknown>),
        authorization: req.headers.authorization,
      });
      const out = handle(method, url.pathname, req, raw);
      res.writeHead(out.status, { "content-type": "application/json", ...out.headers });
      res.end(JSON.stringify(out.data));
    });
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${listenPort}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
