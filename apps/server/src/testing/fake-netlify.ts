import { randomBytes } from "node:crypto";
import http from "node:http";
import { unzipSync } from "fflate";
import type { InjectedFailure, RecordedRequest } from "./fake-github-deploy";
import { freePort } from "./server-process";

interface FakeSite {
  id: string;
  name: string;
}
interface FakeDeploy {
  id: string;
  siteId: string;
  zip: Buffer;
  polls: number;
}

/**
 * A local Netlify over real HTTP, following contracts.md §3: OAuth (authorize, form token endpoint), /user, site
 * creation (422 when the name is taken), ZIP deploys and their states until `ready` or `error`. Errors have the shape
 * `{code, message}`. It records every request and every ZIP it received, and can fail on demand.
 */
export async function startFakeNetlify(
  clients = { clientId: "nf-id", clientSecret: "nf-secret" },
  options: { port?: number } = {},
) {
  const requests: RecordedRequest[] = [];
  const codes = new Set<string>();
  const tokens = new Set<string>();
  const sites = new Map<string, FakeSite>();
  const deploys = new Map<string, FakeDeploy>();
  const state = {
    failures: [] as InjectedFailure[],
    /** Names another Netlify user already has. */
    takenNames: new Set<string>(),
    tokenMode: "ok" as "ok" | "no-token",
    deployOutcome: "ready" as "ready" | "error",
    deployPolls: 2,
  };
  const siteJson = (s: FakeSite) => ({
    id: s.id,
    name: s.name,
    url: `http://${s.name}.netlify.example`,
    ssl_url: `https://${s.name}.netlify.example`,
    admin_url: `https://app.netlify.example/sites/${s.name}`,
    state: "current",
  });
  const error = (status: number, message: string) => ({ status, data: { code: status, message } });

  function handle(method: string, path: string, body: Record<string, unknown>, raw: Buffer, auth: string | undefined) {
    const failureAt = state.failures.findIndex(
      (f) => (!f.path || f.path.test(path)) && (!f.method || f.method === method),
    );
    if (failureAt >= 0) {
      const [f] = state.failures.splice(failureAt, 1);
      return {
        status: f!.status,
        headers: f!.headers,
        data: f!.body ?? { code: f!.status, message: `Failure ${f!.status}` },
      };
    }
    if (method === "POST" && path === "/oauth/token") {
      const ok =
        body.grant_type === "authorization_code" &&
        body.client_id === clients.clientId &&
        body.client_secret === clients.clientSecret &&
        codes.delete(String(body.code));
      if (!ok)
        return { status: 401, data: { error: "invalid_grant", error_description: "The code is invalid or expired." } };
      if (state.tokenMode === "no-token") return { status: 200, data: { token_type: "Bearer" } };
      const token = `nf_${randomBytes(12).toString("hex")}`;
      tokens.add(token);
      return { status: 200, data: { access_token: token, token_type: "Bearer" } };
    }
    if (!tokens.has((auth ?? "").replace(/^Bearer /i, ""))) return error(401, "Access Denied: Invalid token");
    const p = path.replace(/^\/api\/v1/, "");
    if (method === "GET" && p === "/user")
      return { status: 200, data: { id: "u1", email: "ama@example.com", full_name: "Ama Mensah", avatar_url: null } };
    if (method === "POST" && p === "/sites") {
      const name = String(body.name ?? "");
      if (state.takenNames.has(name) || [...sites.values()].some((s) => s.name === name))
        return error(422, "name already exists");
      const site = { id: randomBytes(8).toString("hex"), name };
      sites.set(site.id, site);
      return { status: 201, data: siteJson(site) };
    }
    let m: RegExpExecArray | null;
    if (method === "GET" && (m = /^\/sites\/(\w+)$/.exec(p))) {
      const site = sites.get(m[1]!);
      return site ? { status: 200, data: siteJson(site) } : error(404, "Not Found");
    }
    if (method === "POST" && (m = /^\/sites\/(\w+)\/deploys$/.exec(p))) {
      const site = sites.get(m[1]!);
      if (!site) return error(404, "Not Found");
      const deploy = { id: randomBytes(8).toString("hex"), siteId: site.id, zip: raw, polls: 0 };
      deploys.set(deploy.id, deploy);
      return { status: 200, data: deployJson(deploy, "uploaded") };
    }
    if (method === "GET" && (m = /^\/deploys\/(\w+)$/.exec(p))) {
      const deploy = deploys.get(m[1]!);
      if (!deploy) return error(404, "Not Found");
      deploy.polls++;
      return {
        status: 200,
        data: deployJson(deploy, deploy.polls > state.deployPolls ? state.deployOutcome : "processing"),
      };
    }
    return error(404, "Not Found");
  }
  function deployJson(d: FakeDeploy, deployState: string) {
    const site = sites.get(d.siteId)!;
    return {
      id: d.id,
      site_id: d.siteId,
      state: deployState,
      deploy_url: `https://${d.id}--${site.name}.netlify.example`,
      ssl_url: `https://${site.name}.netlify.example`,
      error_message: deployState === "error" ? "Build script returned non-zero exit code: 2" : null,
      required: [],
    };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const type = req.headers["content-type"] ?? "";
      const body = (
        type.includes("x-www-form-urlencoded")
          ? Object.fromEntries(new URLSearchParams(raw.toString()))
          : type.includes("json") && raw.length
            ? JSON.parse(raw.toString())
            : {}
      ) as Record<string, unknown>;
      const method = req.method ?? "GET";
      requests.push({ method, path: url.pathname, body, authorization: req.headers.authorization });
      if (method === "GET" && url.pathname === "/authorize") {
        const back = new URL(url.searchParams.get("redirect_uri") ?? "");
        const code = randomBytes(8).toString("hex");
        codes.add(code);
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (url.pathname.match(/\/deploys$/) && method === "POST" && type !== "application/zip") {
        res.writeHead(415, { "content-type": "application/json" });
        return res.end(JSON.stringify({ code: 415, message: "Unsupported Media Type" }));
      }
      const out = handle(method, url.pathname, body, raw, req.headers.authorization);
      res.writeHead(out.status, { "content-type": "application/json", ...("headers" in out ? out.headers : {}) });
      res.end(JSON.stringify(out.data));
    });
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${port}`;

  return {
    base,
    state,
    requests,
    netlifyConfig: {
      ...clients,
      authUrl: `${base}/authorize`,
      tokenUrl: `${base}/oauth/token`,
      apiUrl: `${base}/api/v1`,
    },
    revokeTokens: () => tokens.clear(),
    sites: () => [...sites.values()],
    /** Every deploy received, with the files of its ZIP. */
    deploys: () =>
      [...deploys.values()].map((d) => ({ id: d.id, siteId: d.siteId, files: unzipSync(new Uint8Array(d.zip)) })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running fake Netlify. */
export type FakeNetlify = Awaited<ReturnType<typeof startFakeNetlify>>;
