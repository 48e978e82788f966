import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { freePort } from "./server-process";

/** A failure the fake answers with, once, on the next request whose path matches. */
export interface InjectedFailure {
  status: 401 | 403 | 404 | 422 | 429 | 500;
  /** Which request fails, e.g. /\/git\/trees$/ ; any when unset. */
  path?: RegExp;
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** A request that reached the fake, body parsed (JSON, or form for the token endpoint). */
export interface RecordedRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  authorization: string | undefined;
}

interface Tree {
  entries: Map<string, string>; // path → blob sha
}
interface FakeRepo {
  fullName: string;
  defaultBranch: string;
  refs: Map<string, string>; // branch → commit sha
  commits: Map<string, { tree: string; parents: string[]; message: string }>;
  pages: { source: { branch: string; path: string }; polls: number } | undefined;
}

const sha1 = (data: Buffer | string) => createHash("sha1").update(data).digest("hex");

/**
 * A local GitHub for deploys over real HTTP, following contracts.md §2: OAuth (PKCE checked when sent), /user, repo
 * creation (422 already_exists), the Git Data API (blobs, trees without base_tree replace everything, commits,
 * refs) and Pages (409 when enabled, GET until built). It records every request and can fail on demand.
 */
export async function startFakeGithubDeploy(
  clients = { clientId: "gh-deploy-id", clientSecret: "gh-deploy-secret" },
  options: { port?: number; acceptAnyToken?: boolean } = {},
) {
  const requests: RecordedRequest[] = [];
  const codes = new Map<string, { challenge?: string; redirectUri: string }>();
  const tokens = new Map<string, string>(); // token → login
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, Tree>();
  const repos = new Map<string, FakeRepo>();
  const state = {
    login: "octo",
    failures: [] as InjectedFailure[],
    /** How Pages ends after `pagesPolls` GETs that say "building". */
    pagesOutcome: "built" as "built" | "errored",
    pagesPolls: 2,
    /** The GitHub App installations GET /user/installations lists for the user. */
    installations: [{ id: 4242, account: { login: "octo" } }] as { id: number; account: { login: string } }[],
  };

  function addRepo(fullName: string): FakeRepo {
    // auto_init: one commit with a README, as GitHub makes it.
    const readme = Buffer.from(`# ${fullName.split("/")[1]}\n`);
    blobs.set(sha1(readme), readme);
    const treeSha = sha1(`tree:${fullName}:init`);
    trees.set(treeSha, { entries: new Map([["README.md", sha1(readme)]]) });
    const commitSha = sha1(`commit:${fullName}:init`);
    const repo: FakeRepo = {
      fullName,
      defaultBranch: "main",
      refs: new Map([["main", commitSha]]),
      commits: new Map(),
      pages: undefined,
    };
    repo.commits.set(commitSha, { tree: treeSha, parents: [], message: "Initial commit" });
    repos.set(fullName.toLowerCase(), repo);
    return repo;
  }
  const repoJson = (r: FakeRepo) => ({
    full_name: r.fullName,
    name: r.fullName.split("/")[1],
    html_url: `https://github.example/${r.fullName}`,
    default_branch: r.defaultBranch,
  });
  const pagesUrl = (r: FakeRepo) => {
    const [owner = "", name = ""] = r.fullName.split("/");
    return name.toLowerCase() === `${owner.toLowerCase()}.github.io`
      ? `https://${owner.toLowerCase()}.github.io/`
      : `https://${owner.toLowerCase()}.github.io/${name}/`;
  };

  function handle(method: string, path: string, body: Record<string, unknown>, auth: string | undefined) {
    const failureAt = state.failures.findIndex(
      (f) => (!f.path || f.path.test(path)) && (!f.method || f.method === method),
    );
    if (failureAt >= 0) {
      const [f] = state.failures.splice(failureAt, 1);
      const messages: Record<InjectedFailure["status"], string> = {
        404: "Not Found",
        401: "Bad credentials",
        403: "API rate limit exceeded",
        422: "Validation Failed",
        429: "API rate limit exceeded",
        500: "Server Error",
      };
      return {
        status: f!.status,
        headers: f!.headers,
        data: f!.body ?? { message: messages[f!.status], documentation_url: "https://docs.github.com/rest" },
      };
    }
    if (method === "POST" && path === "/login/oauth/access_token") {
      const grant = codes.get(String(body.code ?? ""));
      const verifierOk =
        !grant?.challenge ||
        createHash("sha256")
          .update(String(body.code_verifier ?? ""))
          .digest("base64url") === grant.challenge;
      if (!grant || !verifierOk || body.client_secret !== clients.clientSecret || body.client_id !== clients.clientId) {
        return {
          status: 200,
          data: { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." },
        };
      }
      codes.delete(String(body.code));
      const token = `gho_${randomBytes(12).toString("hex")}`;
      tokens.set(token, state.login);
      return { status: 200, data: { access_token: token, scope: "public_repo", token_type: "bearer" } };
    }
    const bearer = (auth ?? "").replace(/^Bearer /i, "");
    // In the browser journeys another fake (fake-oauth) issues the tokens: there any non-empty one is the user.
    const login = tokens.get(bearer) ?? (options.acceptAnyToken && bearer ? state.login : undefined);
    if (!login || !path.startsWith("/api/")) return { status: 401, data: { message: "Bad credentials" } };
    const p = path.slice(4);
    if (method === "GET" && p === "/user")
      return { status: 200, data: { login, id: 1001, name: "Octo Cat", email: null } };
    if (method === "GET" && p === "/user/installations")
      return { status: 200, data: { total_count: state.installations.length, installations: state.installations } };
    if (method === "POST" && p === "/user/repos") {
      const full = `${login}/${String(body.name)}`;
      if (repos.has(full.toLowerCase())) {
        return {
          status: 422,
          data: {
            message: "Validation Failed",
            errors: [{ resource: "Repository", field: "name", code: "already_exists" }],
          },
        };
      }
      return { status: 201, data: repoJson(addRepo(full)) };
    }
    const m = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(p);
    const repo = m ? repos.get(`${m[1]}/${m[2]}`.toLowerCase()) : undefined;
    if (!m || !repo) return { status: 404, data: { message: "Not Found" } };
    const rest = m[3] ?? "";
    if (method === "GET" && rest === "") return { status: 200, data: repoJson(repo) };
    let r: RegExpExecArray | null;
    if (method === "GET" && (r = /^\/git\/ref\/heads\/(.+)$/.exec(rest))) {
      const sha = repo.refs.get(r[1]!);
      return sha
        ? { status: 200, data: { ref: `refs/heads/${r[1]}`, object: { type: "commit", sha } } }
        : { status: 404, data: { message: "Not Found" } };
    }
    if (method === "GET" && (r = /^\/git\/commits\/(\w+)$/.exec(rest))) {
      const c = repo.commits.get(r[1]!);
      return c
        ? { status: 200, data: { sha: r[1], tree: { sha: c.tree }, parents: c.parents.map((sha) => ({ sha })) } }
        : { status: 404, data: { message: "Not Found" } };
    }
    if (method === "POST" && rest === "/git/blobs") {
      const bytes = Buffer.from(String(body.content ?? ""), body.encoding === "base64" ? "base64" : "utf8");
      blobs.set(sha1(bytes), bytes);
      return { status: 201, data: { sha: sha1(bytes), url: "" } };
    }
    if (method === "POST" && rest === "/git/trees") {
      const base = body.base_tree ? trees.get(String(body.base_tree)) : undefined;
      const entries = new Map(base?.entries);
      for (const e of (body.tree ?? []) as { path: string; sha?: string; content?: string }[]) {
        if (e.content !== undefined) {
          const bytes = Buffer.from(e.content, "utf8");
          blobs.set(sha1(bytes), bytes);
          entries.set(e.path, sha1(bytes));
        } else if (e.sha && blobs.has(e.sha)) entries.set(e.path, e.sha);
        else return { status: 422, data: { message: "Invalid tree info" } };
      }
      const sha = sha1(JSON.stringify([...entries].sort()));
      trees.set(sha, { entries });
      return {
        status: 201,
        data: { sha, tree: [...entries].map(([path, s]) => ({ path, sha: s, type: "blob" })), truncated: false },
      };
    }
    if (method === "POST" && rest === "/git/commits") {
      if (!trees.has(String(body.tree))) return { status: 422, data: { message: "Tree SHA does not exist" } };
      const sha = sha1(`commit:${randomBytes(8).toString("hex")}`);
      repo.commits.set(sha, {
        tree: String(body.tree),
        parents: (body.parents ?? []) as string[],
        message: String(body.message),
      });
      return { status: 201, data: { sha } };
    }
    if (method === "PATCH" && (r = /^\/git\/refs\/heads\/(.+)$/.exec(rest))) {
      const next = repo.commits.get(String(body.sha));
      const current = repo.refs.get(r[1]!);
      if (!next) return { status: 422, data: { message: "Object does not exist" } };
      // A fast-forward only, unless forced: the new commit must have the current head as its parent.
      if (!body.force && current && !next.parents.includes(current))
        return { status: 422, data: { message: "Update is not a fast forward" } };
      repo.refs.set(r[1]!, String(body.sha));
      return { status: 200, data: { ref: `refs/heads/${r[1]}`, object: { sha: body.sha } } };
    }
    if (rest === "/pages" && method === "POST") {
      if (repo.pages) return { status: 409, data: { message: "GitHub Pages is already enabled." } };
      repo.pages = { source: body.source as { branch: string; path: string }, polls: 0 };
      return { status: 201, data: { status: null, html_url: pagesUrl(repo), source: repo.pages.source } };
    }
    if (rest === "/pages" && method === "GET") {
      if (!repo.pages) return { status: 404, data: { message: "Not Found" } };
      repo.pages.polls++;
      const status = repo.pages.polls > state.pagesPolls ? state.pagesOutcome : "building";
      return {
        status: 200,
        data: { status, html_url: pagesUrl(repo), source: repo.pages.source, https_enforced: true },
      };
    }
    return { status: 404, data: { message: "Not Found" } };
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    // GitHub reads a path parameter percent-encoded as it reads it plain: Octokit sends a ref as heads%2Fmain.
    const path = decodeURIComponent(url.pathname);
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString();
      const form = (req.headers["content-type"] ?? "").includes("x-www-form-urlencoded");
      const body = (form ? Object.fromEntries(new URLSearchParams(raw)) : raw ? JSON.parse(raw) : {}) as Record<
        string,
        unknown
      >;
      const method = req.method ?? "GET";
      requests.push({ method, path, body, authorization: req.headers.authorization });
      if (method === "GET" && path === "/login/oauth/authorize") {
        const back = new URL(url.searchParams.get("redirect_uri") ?? "");
        const code = randomBytes(8).toString("hex");
        codes.set(code, {
          challenge: url.searchParams.get("code_challenge") ?? undefined,
          redirectUri: back.toString(),
        });
        back.searchParams.set("code", code);
        back.searchParams.set("state", url.searchParams.get("state") ?? "");
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      const out = handle(method, path, body, req.headers.authorization);
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
    githubConfig: { ...clients, webUrl: base, apiUrl: `${base}/api` },
    /** Makes every token given so far invalid, as revoking the app on GitHub does. */
    revokeTokens: () => tokens.clear(),
    createRepo: (fullName: string) => addRepo(fullName),
    repo: (fullName: string) => repos.get(fullName.toLowerCase()),
    /** The files at the head of a branch: path → bytes. */
    filesAt(fullName: string, branch = "main"): Map<string, Buffer> {
      const repo = repos.get(fullName.toLowerCase());
      const head = repo?.refs.get(branch);
      const tree = head ? trees.get(repo!.commits.get(head)?.tree ?? "") : undefined;
      return new Map([...(tree?.entries ?? [])].map(([path, sha]) => [path, blobs.get(sha) ?? Buffer.alloc(0)]));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running fake GitHub for deploys. */
export type FakeGithubDeploy = Awaited<ReturnType<typeof startFakeGithubDeploy>>;
