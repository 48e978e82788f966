import {
  portfolioDetailSchema,
  usernameAvailabilitySchema,
  usernameStateSchema,
  usernameSuggestionSchema,
} from "@foliocraft/schemas";
import type { PortfolioDetail } from "@foliocraft/schemas";
import { ApiError, apiFetch } from "../../lib/api-client";

/** Query key of the signed-in user's public username. */
export const usernameQueryKey = ["profile", "username"] as const;

/** `GET /api/profile/username`: null until the user claims one. */
export async function fetchUsername(signal?: AbortSignal): Promise<string | null> {
  return (await apiFetch("/api/profile/username", { schema: usernameStateSchema, signal })).username;
}

/** `PUT /api/profile/username`: 409 `aborted` when someone else has it, 400 with the schema's message. */
export async function claimUsername(username: string): Promise<string | null> {
  return (await apiFetch("/api/profile/username", { method: "PUT", body: { username }, schema: usernameStateSchema }))
    .username;
}

/** `GET /api/profile/username/suggestion`: a free name made from the account's name, or null. */
export async function fetchUsernameSuggestion(signal?: AbortSignal): Promise<string | null> {
  return (await apiFetch("/api/profile/username/suggestion", { schema: usernameSuggestionSchema, signal })).username;
}

/** `GET /api/usernames/{name}`: whether a name is free (reason says why not, e.g. reserved). */
export function checkUsername(name: string, signal?: AbortSignal) {
  return apiFetch(`/api/usernames/${encodeURIComponent(name)}`, { schema: usernameAvailabilitySchema, signal });
}

/** `POST /api/portfolios/{id}/publish`: snapshots the draft at /p/{username} (unpublishing any other). */
export function publishPortfolio(id: string): Promise<PortfolioDetail> {
  return apiFetch(`/api/portfolios/${encodeURIComponent(id)}/publish`, {
    method: "POST",
    body: {},
    schema: portfolioDetailSchema,
  });
}

/** `POST /api/portfolios/{id}/unpublish`. */
export function unpublishPortfolio(id: string): Promise<PortfolioDetail> {
  return apiFetch(`/api/portfolios/${encodeURIComponent(id)}/unpublish`, {
    method: "POST",
    body: {},
    schema: portfolioDetailSchema,
  });
}

/** True for the 403 a free user gets for a Pro theme (`details.upgrade`). */
export function needsUpgrade(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === "permission-denied" &&
    (error.details as { upgrade?: unknown } | undefined)?.upgrade === true
  );
}

/** True for the 400 of publishing before a username is claimed (`details.reason`). */
export function needsUsername(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === "invalid-argument" &&
    (error.details as { reason?: unknown } | undefined)?.reason === "username-required"
  );
}

/** The public address of a username's portfolio, on this server. */
export function publicPortfolioUrl(username: string): string {
  return `${window.location.origin}/p/${encodeURIComponent(username)}`;
}
