import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import type { SiteFile } from "../export/service";
import { providerRequest, ProviderHttpError } from "./provider-http";
import type { DeployProgress } from "./deploy-progress";

interface RepoJson {
  full_name: string;
  html_url: string;
  default_branch?: string;
}
interface PagesJson {
  status: "built" | "building" | "errored" | null;
  html_url?: string;
}

/** A GitHub deploy: where it goes and what it pushes. */
export interface GithubDeployInput {
  apiUrl: string;
  token: string;
  login: string;
  /** `owner/name` of an existing repository (a re-deploy), or a name to create under the user. */
  repo: string;
  enablePages: boolean;
  files: SiteFile[];
  message: string;
  pollIntervalMs: number;
  /** How many times Pages is asked before the deploy gives up waiting. */
  maxPolls?: number;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const textOf = (file: SiteFile) => {
  if (file.compressed) return undefined;
  try {
    return utf8.decode(file.bytes);
  } catch {
    return undefined;
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isAlreadyExists = (err: unknown) =>
  err instanceof ProviderHttpError &&
  err.status === 422 &&
  (err.body.errors ?? []).some((e) => e.code === "already_exists" || /already exists/i.test(err.body.message ?? ""));

/**
 * Publishes a rendered site to a GitHub repository as ONE commit through the Git Data API (contracts.md §2): the repo
 * is created with auto_init when missing, the tree is sent whole (no base_tree) so files removed from the site
 * disappear, and, for Pages, Pages is enabled on the branch and polled until built. Reports progress as it goes.
 */
export async function deployToGithub(input: GithubDeployInput, progress: DeployProgress): Promise<{ url: string }> {
  const api = input.apiUrl;
  const call = <T>(path: string, init: { method?: string; json?: unknown } = {}) =>
    providerRequest<T>("GitHub", `${api}${path}`, { ...init, token: input.token });

  // 1. The repository: reuse it, or create it with a first commit (refs cannot be created in an empty repo).
  const [owner, name] = input.repo.includes("/") ? input.repo.split("/", 2) : [input.login, input.repo];
  let repo: RepoJson;
  try {
    repo = (await call<RepoJson>(`/repos/${owner}/${name}`)).data;
  } catch (err) {
    if (!(err instanceof ProviderHttpError && err.status === 404)) throw err;
    try {
      repo = (
        await call<RepoJson>("/user/repos", {
          method: "POST",
          json: { name, description: "My portfolio, published with Foliocraft", private: false, auto_init: true },
        })
      ).data;
    } catch (createErr) {
      if (!isAlreadyExists(createErr)) throw createErr;
      repo = (await call<RepoJson>(`/repos/${input.login}/${name}`)).data;
    }
  }
  const branch = repo.default_branch ?? "main";
  await progress.update({ step: "uploading", repoFullName: repo.full_name, branch });

  // 2. One commit holding every file: text inline in the tree, binaries as base64 blobs.
  const base = `/repos/${repo.full_name}/git`;
  const ref = await call<{ object: { sha: string } }>(`${base}/ref/heads/${branch}`);
  const tree: { path: string; mode: "100644"; type: "blob"; sha?: string; content?: string }[] = [];
  for (const file of input.files) {
    const text = textOf(file);
    if (text !== undefined) {
      tree.push({ path: file.path, mode: "100644", type: "blob", content: text });
    } else {
      const blob = await call<{ sha: string }>(`${base}/blobs`, {
        method: "POST",
        json: { content: Buffer.from(file.bytes).toString("base64"), encoding: "base64" },
      });
      tree.push({ path: file.path, mode: "100644", type: "blob", sha: blob.data.sha });
    }
  }
  const newTree = await call<{ sha: string }>(`${base}/trees`, { method: "POST", json: { tree } });
  const commit = await call<{ sha: string }>(`${base}/commits`, {
    method: "POST",
    json: { message: input.message, tree: newTree.data.sha, parents: [ref.data.object.sha] },
  });
  await call(`${base}/refs/heads/${branch}`, { method: "PATCH", json: { sha: commit.data.sha } });
  await progress.update({ commitSha: commit.data.sha });
  if (!input.enablePages) return { url: repo.html_url };

  // 3. Pages on the branch (409: already enabled), then wait for GitHub to build it.
  await progress.update({ step: "building" });
  try {
    await call(`/repos/${repo.full_name}/pages`, { method: "POST", json: { source: { branch, path: "/" } } });
  } catch (err) {
    if (!(err instanceof ProviderHttpError && err.status === 409)) throw err;
  }
  const maxPolls = input.maxPolls ?? 200;
  for (let i = 0; i < maxPolls; i++) {
    try {
      const pages = (await call<PagesJson>(`/repos/${repo.full_name}/pages`)).data;
      if (pages.status === "built" && pages.html_url) return { url: pages.html_url };
      if (pages.status === "errored") {
        throw new AppError("internal", apiMessage("deployPagesBuildFailed"), { provider: "GitHub" });
      }
    } catch (err) {
      // Right after enabling, Pages may not be visible yet.
      if (!(err instanceof ProviderHttpError && err.status === 404)) throw err;
    }
    await sleep(input.pollIntervalMs);
  }
  throw new AppError("deadline-exceeded", apiMessage("deployPagesStillBuilding"), { provider: "GitHub" });
}
