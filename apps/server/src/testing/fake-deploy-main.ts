// Runs the fake GitHub (deploy API), the fake Netlify and the fake Vercel as one process for the Playwright journeys
// (playwright.config.ts) with the fake Cloudflare:
// node fake-deploy-main.ts <githubPort> <netlifyPort> <controlPort> <vercelPort> <cloudflarePort>.
// The browser journeys sign in to GitHub through fake-oauth, which issues the tokens and forwards the deploy API
// (repositories, Git Data, Pages, installations) here; so this GitHub accepts any token it is shown.
// Control (for the specs): POST /__fail {provider, status, path, method?, headers?} fails the next matching request
// once (provider github, netlify, vercel or cloudflare); GET /__cloudflare/deployments lists the files of each
// Cloudflare Pages deployment; POST /__cloudflare/outcome {outcome} sets how the next ones end; GET /__vercel/deployments lists the files (and teamId) of each Vercel deployment;
// POST /__vercel/outcome {outcome} sets how the next Vercel deployments end; GET /__netlify/deploys lists the files each Netlify deploy received; GET /__github/files?repo=owner/name
// lists the files at the head of a repository (path → size and sha256); GET /__health.
import { createHash } from "node:crypto";
import http from "node:http";
import { startFakeGithubDeploy, type InjectedFailure } from "./fake-github-deploy";
import { startFakeCloudflare } from "./fake-cloudflare";
import { startFakeNetlify } from "./fake-netlify";
import { startFakeVercel } from "./fake-vercel";

const [githubPort, netlifyPort, controlPort, vercelPort, cloudflarePort] = process.argv.slice(2, 7).map(Number);
const github = await startFakeGithubDeploy(
  { clientId: "e2e-client", clientSecret: "e2e-secret-never-in-browser" },
  { port: githubPort, acceptAnyToken: true },
);
// One "building" answer before "built": the journey sees the building step without a long wait.
github.state.pagesPolls = 1;
const netlify = await startFakeNetlify(
  { clientId: "e2e-netlify", clientSecret: "e2e-netlify-secret-never-in-browser" },
  { port: netlifyPort },
);

// The token the journeys paste; any other is refused as Vercel refuses an unknown token.
const vercel = await startFakeVercel({ port: vercelPort, tokens: ["e2e-vercel-token"] });
vercel.state.deployPolls = 1;
const cloudflare = await startFakeCloudflare({ port: cloudflarePort, tokens: ["e2e-cloudflare-token"] });
cloudflare.state.deployPolls = 1;

const describe = (bytes: Uint8Array) => ({
  size: bytes.byteLength,
  sha256: createHash("sha256").update(bytes).digest("hex"),
});

const control = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://fake");
  const send = (status: number, data?: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(data === undefined ? undefined : JSON.stringify(data));
  };
  if (url.pathname === "/__health") return send(200, { ok: true });
  if (req.method === "GET" && url.pathname === "/__netlify/deploys") {
    return send(
      200,
      netlify.deploys().map((d) => ({
        id: d.id,
        siteId: d.siteId,
        files: Object.fromEntries(Object.entries(d.files).map(([path, bytes]) => [path, describe(bytes)])),
      })),
    );
  }
  const deploymentsOf = { vercel, cloudflare };
  const listed = /^\/__(vercel|cloudflare)\/deployments$/.exec(url.pathname);
  if (req.method === "GET" && listed) {
    return send(
      200,
      deploymentsOf[listed[1] as keyof typeof deploymentsOf].deployments().map((d) => ({
        id: d.id,
        project: d.project,
        // Vercel's scope: the team a deployment was created under (null: the personal account).
        ...("teamId" in d ? { teamId: d.teamId } : {}),
        files: Object.fromEntries([...d.files].map(([path, bytes]) => [path, describe(bytes)])),
      })),
    );
  }
  if (req.method === "POST" && url.pathname === "/__cloudflare/outcome") {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const { outcome } = JSON.parse(raw || "{}") as { outcome?: string };
      cloudflare.state.deployOutcome = outcome === "failure" ? "failure" : "success";
      send(204);
    });
    return;
  }
  if (req.method === "POST" && url.pathname === "/__vercel/outcome") {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      vercel.state.deployOutcome =
        (JSON.parse(raw || "{}") as { outcome?: string }).outcome === "ERROR" ? "ERROR" : "READY";
      send(204);
    });
    return;
  }
  if (req.method === "GET" && url.pathname === "/__github/files") {
    const files = github.filesAt(url.searchParams.get("repo") ?? "");
    return send(200, Object.fromEntries([...files].map(([path, bytes]) => [path, describe(bytes)])));
  }
  if (req.method === "POST" && url.pathname === "/__fail") {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as {
        provider: "github" | "netlify" | "vercel" | "cloudflare";
        status: InjectedFailure["status"];
        path?: string;
        method?: string;
        headers?: Record<string, string>;
      };
      const failure: InjectedFailure = {
        status: body.status,
        ...(body.path ? { path: new RegExp(body.path) } : {}),
        ...(body.method ? { method: body.method } : {}),
        ...(body.headers ? { headers: body.headers } : {}),
      };
      ({ github, netlify, vercel, cloudflare })[body.provider].state.failures.push(failure);
      send(204);
    });
    return;
  }
  send(404, { message: "Not Found" });
});
control.listen(controlPort, "127.0.0.1");
