import { and, eq } from "drizzle-orm";
import { decryptOAuthToken } from "better-auth/oauth2";
import { apiMessage, cleanText, type GithubRepoList } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";
import { AppError } from "../../errors";
import type { Auth } from "../accounts/auth";

interface GithubRepoJson {
  name: string;
  full_name: string;
  description: string | null;
  html_url: string;
  homepage: string | null;
  language: string | null;
  topics?: string[];
  stargazers_count: number;
  fork: boolean;
  updated_at: string;
}

const headers = (token: string) => ({
  authorization: `Bearer ${token}`,
  accept: "application/vnd.github+json",
  "x-github-api-version": "2022-11-28",
  "user-agent": "Foliocraft",
});

/** Lists the signed-in user's GitHub repositories (contracts.md §2 GET /user/repos) to import as projects. */
export function createGithubRepoService(deps: { db: Db; auth: Auth; apiUrl: string | undefined }) {
  const { db, auth, apiUrl } = deps;

  return {
    async list(userId: string): Promise<GithubRepoList> {
      const [linked] = await db
        .select({ accessToken: accounts.accessToken })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "github")));
      if (!linked?.accessToken || !apiUrl) return { connected: false, repos: [] };
      // Provider tokens are stored encrypted (issue 3); GitHub's OAuth-app tokens do not expire, so no refresh.
      const context = (await auth.$context) as unknown as Parameters<typeof decryptOAuthToken>[1];
      const accessToken = await decryptOAuthToken(linked.accessToken, context);
      let res: Response;
      try {
        res = await fetch(`${apiUrl}/user/repos?sort=updated&per_page=100`, {
          headers: headers(accessToken),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new AppError("unavailable", apiMessage("githubReposUnreachable"));
      }
      if (res.status === 401) {
        throw new AppError("unauthenticated", apiMessage("githubReposSignInRejected"));
      }
      if (res.status === 403 || res.status === 429) {
        throw new AppError("resource-exhausted", apiMessage("githubReposRateLimited"));
      }
      if (!res.ok) throw new AppError("unavailable", apiMessage("githubReposApiError"));
      const repos = (await res.json()) as GithubRepoJson[];
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
          updatedAt: r.updated_at,
        })),
      };
    },
  };
}

/** GitHub repositories for import. */
export type GithubRepoService = ReturnType<typeof createGithubRepoService>;
