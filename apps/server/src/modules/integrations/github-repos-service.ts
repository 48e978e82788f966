import { decryptOAuthToken } from "better-auth/oauth2";
import { apiMessage, cleanText, type GithubRepoList } from "@foliocraft/schemas";
import { AppError } from "../../errors";
import { githubClient, githubFailure } from "../../lib/github-client";
import type { Auth } from "../accounts/auth";
import type { ProviderAccountRepository } from "../accounts/provider-account-repository";

/** A failed GET /user/repos as a message a person can act on. */
function reposError(err: unknown): AppError {
  const failure = githubFailure(err);
  if (failure === "unreachable") return new AppError("unavailable", apiMessage("githubReposUnreachable"));
  if (failure.status === 401) return new AppError("unauthenticated", apiMessage("githubReposSignInRejected"));
  if (failure.status === 403 || failure.status === 429) {
    return new AppError("resource-exhausted", apiMessage("githubReposRateLimited"));
  }
  return new AppError("unavailable", apiMessage("githubReposApiError"));
}

/** Lists the signed-in user's GitHub repositories (contracts.md §2 GET /user/repos) to import as projects. */
export function createGithubRepoService(deps: {
  accounts: ProviderAccountRepository;
  auth: Auth;
  apiUrl: string | undefined;
}) {
  const { accounts, auth, apiUrl } = deps;

  return {
    async list(userId: string): Promise<GithubRepoList> {
      const storedToken = await accounts.accessToken(userId, "github");
      if (!storedToken || !apiUrl) return { connected: false, repos: [] };
      // Provider tokens are stored encrypted (issue 3); GitHub's OAuth-app tokens do not expire, so no refresh.
      const context = (await auth.$context) as unknown as Parameters<typeof decryptOAuthToken>[1];
      const accessToken = await decryptOAuthToken(storedToken, context);
      const github = githubClient(apiUrl, accessToken, 15_000);
      const repos = await github.rest.repos.listForAuthenticatedUser({ sort: "updated", per_page: 100 }).then(
        (res) => res.data,
        (err: unknown) => {
          throw reposError(err);
        },
      );
      return {
        connected: true,
        repos: repos.map((r) => ({
          name: r.name,
          fullName: r.full_name,
          // An import cleans what a form would refuse: a repository's text never carries half a character on.
          description: cleanText(r.description ?? ""),
          htmlUrl: r.html_url,
          homepage: r.homepage ?? "",
          language: r.language ?? "",
          topics: r.topics ?? [],
          stargazers: r.stargazers_count,
          fork: r.fork,
          // GitHub always sends it; its OpenAPI description allows null.
          updatedAt: r.updated_at ?? r.pushed_at ?? r.created_at ?? "",
        })),
      };
    },
  };
}

/** GitHub repositories for import. */
export type GithubRepoService = ReturnType<typeof createGithubRepoService>;
