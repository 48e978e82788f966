import type { DeployRow } from "./repository";

/** The fields a running deploy records as it goes: its step, and what already exists on the provider. */
export type DeployProgressFields = Partial<
  Pick<DeployRow, "step" | "repoFullName" | "branch" | "commitSha" | "netlifySiteId" | "netlifyDeployId">
>;

/** Where a running deploy writes its progress (the deploy row, read by GET /api/deploys/{id}). */
export interface DeployProgress {
  update(fields: DeployProgressFields): Promise<void>;
}

/**
 * What a failed deploy leaves on the provider, in words: so the person knows what exists there and what does not.
 */
export function whatIsLeft(row: DeployProgressFields & Pick<DeployRow, "target">): string {
  if (row.target === "netlify") {
    if (!row.netlifySiteId) return "Nothing was created on Netlify.";
    if (!row.netlifyDeployId)
      return `The Netlify site (${row.netlifySiteId}) exists, but no files were uploaded to it.`;
    return `The Netlify site (${row.netlifySiteId}) exists; this deploy was not published, so the site still serves its previous deploy, if it had one.`;
  }
  if (!row.repoFullName) return "Nothing was changed on GitHub.";
  if (!row.commitSha) return `The repository ${row.repoFullName} exists, but this site's files were not pushed to it.`;
  return `The files are pushed to ${row.repoFullName} (commit ${row.commitSha.slice(0, 7)}), but GitHub Pages is not serving this version yet.`;
}
