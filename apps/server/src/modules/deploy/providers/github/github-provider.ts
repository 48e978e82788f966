import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../../errors";
import { githubClient } from "../../../../lib/github-client";
import { githubRequest } from "../../provider-http";
import type { DeployProviderPlugin } from "../types";
import { deployToGithub } from "./github-deploy";

/** What a GitHub deploy records: the repository asked for, then the one pushed to, its branch and the commit. */
export type GithubState = {
  requestedRepo?: string | null;
  repoFullName?: string | null;
  branch?: string | null;
  commitSha?: string | null;
};

// GitHub repository names: letters, digits, ".", "-", "_"; "." and ".." are reserved.
const repoNamePattern = /^(?!\.\.?$)[A-Za-z0-9._-]{1,100}$/;

/**
 * GitHub (contracts.md §2): connected through the OAuth app with `public_repo` (asked here only, PKCE), deploys as
 * one commit through the Git Data API to a repository (github-repo) and, for github-pages, Pages on its branch.
 */
export const githubProvider: DeployProviderPlugin<GithubState> = {
  id: "github",
  connect: {
    kind: "oauth",
    settings: ({ github, publicUrl }) =>
      github && {
        clientId: github.clientId,
        clientSecret: github.clientSecret,
        authorizeUrl: `${github.webUrl}/login/oauth/authorize`,
        tokenUrl: `${github.webUrl}/login/oauth/access_token`,
        // A subdirectory of the sign-in callback, so the one registered GitHub callback URL covers both (contracts §2).
        redirectUri: `${publicUrl}/auth/github/callback/deploy`,
        authorizeParams: { scope: "public_repo", allow_signup: "false" },
        pkce: true,
      },
  },
  apiUrl: (config) => config.github?.apiUrl,
  pollIntervalMs: 3000,

  async account(apiUrl, token) {
    return (await githubRequest(() => githubClient(apiUrl, token, 60_000).rest.users.getAuthenticated())).login;
  },

  validate(request) {
    if (request.repo !== undefined && !repoNamePattern.test(request.repo)) {
      throw new AppError("invalid-argument", apiMessage("deployRepoNameInvalid"), { field: "repo" });
    }
  },

  // A re-deploy goes to the repository the previous one reached, unless another name is asked for.
  plan: ({ request, previous, base }) => ({
    requestedRepo: request.repo ?? previous.find((s) => s.repoFullName)?.repoFullName ?? `${base}-portfolio`,
  }),

  deploy: ({ target, apiUrl, token, login, site, state, pollIntervalMs }, progress) =>
    deployToGithub(
      {
        apiUrl,
        token,
        login,
        // A re-run after a crash goes to the repository the first run already created or found.
        repo: state.repoFullName ?? state.requestedRepo ?? `${login}-portfolio`,
        enablePages: target === "github-pages",
        files: site.files,
        message: `Deploy ${site.name} from Foliocraft`,
        pollIntervalMs: pollIntervalMs ?? githubProvider.pollIntervalMs,
      },
      progress,
    ),

  whatIsLeft(state) {
    if (!state.repoFullName) return apiMessage("deployLeftGithubNothing");
    if (!state.commitSha) return apiMessage("deployLeftRepoNotPushed", { repo: state.repoFullName });
    return apiMessage("deployLeftPagesNotServing", { repo: state.repoFullName, commit: state.commitSha.slice(0, 7) });
  },

  repository: (state) => state.repoFullName ?? null,
};
