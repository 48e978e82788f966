import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../../errors";
import type { SiteFile } from "../../../export/service";
import { githubClient } from "../../../../lib/github-client";
import { githubRequest, ProviderHttpError } from "../../provider-http";
import type { DeployProgress } from "../../deploy-progress";
import type { GithubState } from "./github-provider";

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
export async function deployToGithub(
  input: GithubDeployInput,
  progress: DeployProgress<GithubState>,
): Promise<{ url: string }> {
  const github = githubClient(input.apiUrl, input.token, 60_000);

  // 1. The repository: reuse it, or create it with a first commit (refs cannot be created in an empty repo).
  const [owner = "", name = ""] = input.repo.includes("/") ? input.repo.split("/", 2) : [input.login, input.repo];
  let repo: { full_name: string; html_url: string; default_branch?: string };
  try {
    repo = await githubRequest(() => github.rest.repos.get({ owner, repo: name }));
  } catch (err) {
    if (!(err instanceof ProviderHttpError && err.status === 404)) throw err;
    try {
      repo = await githubRequest(() =>
        github.rest.repos.createForAuthenticatedUser({
          name,
          description: "My portfolio, published with Foliocraft",
          private: false,
          auto_init: true,
        }),
      );
    } catch (createErr) {
      if (!isAlreadyExists(createErr)) throw createErr;
      repo = await githubRequest(() => github.rest.repos.get({ owner: input.login, repo: name }));
    }
  }
  const branch = repo.default_branch ?? "main";
  await progress.update({ step: "uploading", repoFullName: repo.full_name, branch });

  // 2. One commit holding every file: text inline in the tree, binaries as base64 blobs.
  const [repoOwner = "", repoName = ""] = repo.full_name.split("/", 2);
  const at = { owner: repoOwner, repo: repoName };
  const ref = await githubRequest(() => github.rest.git.getRef({ ...at, ref: `heads/${branch}` }));
  const tree: { path: string; mode: "100644"; type: "blob"; sha?: string; content?: string }[] = [];
  for (const file of input.files) {
    const text = textOf(file);
    if (text !== undefined) {
      tree.push({ path: file.path, mode: "100644", type: "blob", content: text });
    } else {
      const blob = await githubRequest(() =>
        github.rest.git.createBlob({ ...at, content: Buffer.from(file.bytes).toString("base64"), encoding: "base64" }),
      );
      tree.push({ path: file.path, mode: "100644", type: "blob", sha: blob.sha });
    }
  }
  const newTree = await githubRequest(() => github.rest.git.createTree({ ...at, tree }));
  const commit = await githubRequest(() =>
    github.rest.git.createCommit({ ...at, message: input.message, tree: newTree.sha, parents: [ref.object.sha] }),
  );
  await githubRequest(() => github.rest.git.updateRef({ ...at, ref: `heads/${branch}`, sha: commit.sha }));
  await progress.update({ commitSha: commit.sha });
  if (!input.enablePages) return { url: repo.html_url };

  // 3. Pages on the branch (409: already enabled), then wait for GitHub to build it.
  await progress.update({ step: "building" });
  try {
    await githubRequest(() => github.rest.repos.createPagesSite({ ...at, source: { branch, path: "/" } }));
  } catch (err) {
    if (!(err instanceof ProviderHttpError && err.status === 409)) throw err;
  }
  const maxPolls = input.maxPolls ?? 200;
  for (let i = 0; i < maxPolls; i++) {
    try {
      const pages = await githubRequest(() => github.rest.repos.getPages(at));
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
