import { apiMessage, type ApiMessage } from "@foliocraft/schemas";
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
 * What a failed deploy leaves on the provider, as a catalog message: so the person knows what exists there and what
 * does not (the web shows it in the interface language; the English text goes into the stored error message).
 */
export function whatIsLeft(row: DeployProgressFields & Pick<DeployRow, "target">): ApiMessage {
  if (row.target === "netlify") {
    if (!row.netlifySiteId) return apiMessage("deployLeftNetlifyNothing");
    if (!row.netlifyDeployId) return apiMessage("deployLeftNetlifySiteEmpty", { site: row.netlifySiteId });
    return apiMessage("deployLeftNetlifyNotPublished", { site: row.netlifySiteId });
  }
  if (!row.repoFullName) return apiMessage("deployLeftGithubNothing");
  if (!row.commitSha) return apiMessage("deployLeftRepoNotPushed", { repo: row.repoFullName });
  return apiMessage("deployLeftPagesNotServing", { repo: row.repoFullName, commit: row.commitSha.slice(0, 7) });
}
