import {
  githubRepoListSchema,
  imageCropResultSchema,
  portfolioDetailSchema,
  portfolioRevisionListSchema,
  portfolioRevisionSchema,
  portfolioRevisionSummarySchema,
  portfolioSaveResultSchema,
  resumeImportResultSchema,
  uploadResultSchema,
} from "@foliocraft/schemas";
import type {
  GithubRepoList,
  HistorySectionId,
  ImageCrop,
  ImageCropResult,
  PortfolioContent,
  PortfolioDetail,
  PortfolioRevision,
  PortfolioRevisionSummary,
  ResumeImportResult,
  UploadResult,
  uploadKinds,
} from "@foliocraft/schemas";
import { ApiError, apiFetch, errorFromResponse } from "../../lib/api-client";

// The portfolio REST contract (packages/schemas/src/portfolio-api.ts) as the builder calls it.

const base = (id: string) => `/api/portfolios/${encodeURIComponent(id)}`;

/** Query key of one portfolio's detail. */
export const portfolioQueryKey = (id: string) => ["portfolio", id] as const;

/** `POST /api/portfolios`: one call for the builder and the dashboard. */
export { createPortfolio } from "../portfolios/portfolios-api";

/** `GET /api/portfolios/{id}`. */
export function fetchPortfolio(id: string, signal?: AbortSignal): Promise<PortfolioDetail> {
  return apiFetch(base(id), { schema: portfolioDetailSchema, signal });
}

/** `PUT /api/portfolios/{id}`: 409 `aborted` (details.current) when `baseVersion` is not the stored version. */
export function savePortfolio(
  id: string,
  body: { baseVersion: number; content: PortfolioContent; name?: string },
): Promise<{ version: number; updatedAt: string }> {
  return apiFetch(base(id), { method: "PUT", body, schema: portfolioSaveResultSchema });
}

/** `GET /api/portfolios/{id}/revisions`: newest first. */
export async function fetchRevisions(id: string, signal?: AbortSignal) {
  return (await apiFetch(`${base(id)}/revisions`, { schema: portfolioRevisionListSchema, signal })).revisions;
}

/** `GET /api/portfolios/{id}/revisions/{version}`. */
export function fetchRevision(id: string, version: number, signal?: AbortSignal): Promise<PortfolioRevision> {
  return apiFetch(`${base(id)}/revisions/${version}`, { schema: portfolioRevisionSchema, signal });
}

/**
 * `POST …/revisions/{version}/restore`: a new version with the old content, or with one `section` of it
 * (version-checked like a save).
 */
export function restoreRevision(
  id: string,
  version: number,
  baseVersion: number,
  section?: HistorySectionId,
): Promise<PortfolioDetail> {
  return apiFetch(`${base(id)}/revisions/${version}/restore`, {
    method: "POST",
    body: section ? { baseVersion, section } : { baseVersion },
    schema: portfolioDetailSchema,
  });
}

/** `PATCH …/revisions/{version}`: names a version ("" removes the name); a named version is always kept. */
export function labelRevision(id: string, version: number, label: string): Promise<PortfolioRevisionSummary> {
  return apiFetch(`${base(id)}/revisions/${version}`, {
    method: "PATCH",
    body: { label },
    schema: portfolioRevisionSummarySchema,
  });
}

/** `POST /api/uploads?kind=…` (multipart field `file`): the stored file's `/assets/…` address. */
export async function uploadFile(kind: (typeof uploadKinds)[number], file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/uploads?kind=${kind}`, { method: "POST", credentials: "same-origin", body: form });
  } catch (error) {
    throw new ApiError("internal", error instanceof Error ? error.message : "Network request failed", 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return uploadResultSchema.parse(await response.json());
}

/** `POST /api/uploads/crop`: the zoomed-in cut of an uploaded picture, as a new upload. */
export function cropImage(crop: ImageCrop): Promise<ImageCropResult> {
  return apiFetch("/api/uploads/crop", { method: "POST", body: crop, schema: imageCropResultSchema });
}

/** `POST /api/resume-import` (multipart field `file`): what a LinkedIn export holds; nothing is saved. */
export async function importResumeFile(file: File): Promise<ResumeImportResult> {
  const form = new FormData();
  form.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch("/api/resume-import", { method: "POST", credentials: "same-origin", body: form });
  } catch (error) {
    throw new ApiError("internal", error instanceof Error ? error.message : "Network request failed", 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return resumeImportResultSchema.parse(await response.json());
}

/** `GET /api/portfolios/{id}/export.zip` as a file (403 for a Pro theme on the free plan). */
export async function downloadExportZip(id: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${base(id)}/export.zip`, { credentials: "same-origin" });
  } catch (error) {
    throw new ApiError("internal", error instanceof Error ? error.message : "Network request failed", 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response.blob();
}

/** One repository offered by the GitHub import (`GET /api/integrations/github/repos`). */
export type { GithubRepo } from "@foliocraft/schemas";

/** `GET /api/integrations/github/repos`: `connected: false` when no GitHub account is linked. */
export function fetchGithubRepos(signal?: AbortSignal): Promise<GithubRepoList> {
  return apiFetch("/api/integrations/github/repos", { schema: githubRepoListSchema, signal });
}

/** Saves a Blob as a file through a temporary link (the browser's own download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
