import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { InjectedFailure, RecordedRequest } from "./fake-github-deploy";
import { serveFakeJson, takeFailure } from "./fake-json-server";

interface FakeDeployment {
  id: string;
  project: string;
  manifest: Record<string, string>;
  polls: number;
}

/**
 * A local Cloudflare API over real HTTP, following docs/contracts/cloudflare-pages.md: an API token (Bearer) for the
 * account calls (`GET /accounts`, Pages projects, the upload token, deployments), the short-lived upload JWT for the
 * asset calls (`/pages/assets/check-missing`, `/upload`, `/upsert-hashes`), a multipart deployment whose manifest
 * must name only uploaded assets, and a deployment's `latest_stage` moving from queued to deploy success (or failure).
 * Answers use Cloudflare's envelope `{success, errors: [{code, message}], messages, result}`. It records every request
 * and can fail on demand.
 */
export async function startFakeCloudflare(options: { port?: number; tokens?: string[] } = {}) {
  const requests: RecordedRequest[] = [];
  const tokens = new Set(options.tokens ?? ["cloudflare-test-token"]);
  const jwts = new Set<string>();
  const assets = new Map<string, Buffer>();
  const projects = new Map<string, { name: string; subdomain: string }>();
  const deployments = new Map<string, FakeDeployment>();
  const account = { id: "0123456789abcdef0123456789abcdef", name: "Ama's Account" };
  const state = {
    failures: [] as InjectedFailure[],
    deployOutcome: "success" as "success" | "failure",
    deployPolls: 2,
    /** Whether the token can see the account (a token without account permission lists none). */
    accountVisible: true,
  };
  const ok = (result: unknown, status = 200) => ({
    status,
    data: { success: true, errors: [], messages: [], result },
  });
  const error = (status: number, code: number, message: string) => ({
    status,
    data: { success: false, errors: [{ code, message }], messages: [], result: null },
  });
  const deploymentJson = (d: FakeDeployment, stage: { name: string; status: string }) => ({
    id: d.id,
    project_name: d.project,
    url: `https://${d.id.slice(0, 8)}.${projects.get(d.project)!.subdomain}`,
    environment: "production",
    latest_stage: stage,
  });

  function handle(method: string, path: string, req: http.IncomingMessage, raw: Buffer) {
    const f = takeFailure(state.failures, method, path);
    if (f)
      return {
        status: f.status,
        headers: f.headers,
        data: f.body ?? error(f.status, 10000, `Failure ${f.status}`).data,
      };
    const bearer = (req.headers.authorization ?? "").replace(/^Bearer /i, "");
    const json = () => JSON.parse(raw.toString() || "{}") as Record<string, unknown>;
    if (path.startsWith("/pages/assets/")) {
      if (!jwts.has(bearer)) return error(401, 8000013, "Authorization failed: invalid upload JWT");
      if (method === "POST" && path === "/pages/assets/check-missing") {
        const hashes = (json().hashes as string[] | undefined) ?? [];
        return ok(hashes.filter((h) => !assets.has(h)));
      }
      if (method === "POST" && path === "/pages/assets/upload") {
        const batch = JSON.parse(raw.toString() || "[]") as { key: string; value: string; base64: boolean }[];
        for (const item of batch) assets.set(item.key, Buffer.from(item.value, item.base64 ? "base64" : "utf8"));
        return ok(null, 201);
      }
      if (method === "POST" && path === "/pages/assets/upsert-hashes") return ok(null);
      return error(404, 7003, "No route for that URI");
    }
    if (!tokens.has(bearer)) return error(401, 10000, "Authentication error");
    if (method === "GET" && path === "/accounts") return ok(state.accountVisible ? [account] : []);
    const m = /^\/accounts\/(\w+)\/pages\/projects(?:\/([\w-]+))?(\/upload-token|\/deployments(?:\/([\w-]+))?)?$/.exec(
      path,
    );
    if (!m || m[1] !== account.id) return error(404, 7003, "No route for that URI");
    const [, , name, rest, deploymentId] = m;
    if (method === "POST" && !name) {
      const body = json();
      const projectName = String(body.name ?? "");
      if (!/^[a-z0-9](?:[a-z0-9-]{0,56}[a-z0-9])?$/.test(projectName))
        return error(400, 8000048, "Project name is invalid");
      if (projects.has(projectName)) return error(409, 8000002, "A project with this name already exists");
      const project = { name: projectName, subdomain: `${projectName}.pages.example` };
      projects.set(projectName, project);
      return ok({ ...project, production_branch: body.production_branch });
    }
    const project = name ? projects.get(name) : undefined;
    if (!project) return error(404, 8000007, "Project not found");
    if (method === "GET" && !rest) return ok(project);
    if (method === "GET" && rest === "/upload-token") {
      const jwt = `jwt.${randomBytes(12).toString("hex")}`;
      jwts.add(jwt);
      return ok({ jwt });
    }
    if (method === "POST" && rest === "/deployments") {
      const type = req.headers["content-type"] ?? "";
      const boundary = /boundary=(.+)$/.exec(type)?.[1];
      if (!type.startsWith("multipart/form-data") || !boundary) return error(400, 8000096, "Expected a form");
      const manifestPart = raw
        .toString()
        .split(`--${boundary}`)
        .find((part) => /name="manifest"/.test(part));
      const manifest = JSON.parse(manifestPart?.split("\r\n\r\n")[1]?.replace(/\r\n$/, "") ?? "{}") as Record<
        string,
        string
      >;
      const unknown = Object.values(manifest).filter((hash) => !assets.has(hash));
      if (unknown.length) return error(400, 8000096, `Unknown assets in the manifest: ${unknown.length}`);
      const deployment = { id: randomBytes(16).toString("hex"), project: project.name, manifest, polls: 0 };
      deployments.set(deployment.id, deployment);
      return ok(deploymentJson(deployment, { name: "queued", status: "active" }));
    }
    if (method === "GET" && rest?.startsWith("/deployments/")) {
      const deployment = deployments.get(deploymentId ?? "");
      if (!deployment || deployment.project !== project.name) return error(404, 8000009, "Deployment not found");
      deployment.polls++;
      const stage =
        deployment.polls > state.deployPolls
          ? { name: "deploy", status: state.deployOutcome }
          : { name: "deploy", status: "active" };
      return ok(deploymentJson(deployment, stage));
    }
    return error(404, 7003, "No route for that URI");
  }

  const { base, close } = await serveFakeJson(handle, requests, options.port);

  return {
    base,
    state,
    requests,
    account,
    cloudflareConfig: { apiUrl: base },
    /** The token a test pastes; any other is refused with 401. */
    token: [...tokens][0]!,
    projects: () => [...projects.values()],
    /** Every deployment received, with its files (path without the leading "/" → bytes). */
    deployments: () =>
      [...deployments.values()].map((d) => ({
        id: d.id,
        project: d.project,
        files: new Map(Object.entries(d.manifest).map(([path, hash]) => [path.slice(1), assets.get(hash)!])),
      })),
    close,
  };
}

/** A running fake Cloudflare. */
export type FakeCloudflare = Awaited<ReturnType<typeof startFakeCloudflare>>;
