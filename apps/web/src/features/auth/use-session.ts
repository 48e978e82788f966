import { useQuery } from "@tanstack/react-query";
import { sessionResponseSchema } from "@foliocraft/schemas";
import type { SessionResponse, SessionUser } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

/** Query key of the session; invalidate it after signing in or out. */
export const sessionQueryKey = ["session"] as const;

/** GET /api/session: who is signed in (`user: null` when nobody). */
export async function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await apiFetch("/api/session", { schema: sessionResponseSchema, signal });
  } catch (error) {
    // Spec §8: a failed profile fetch at start-up is only logged; the app carries on signed out.
    // An abort is not a failure: the query cancels the request when its last component unmounts.
    const aborted = error instanceof DOMException && error.name === "AbortError";
    if (!aborted) console.error("Could not load the session", error);
    throw error;
  }
}

export interface SessionState {
  user: SessionUser | null;
  /** True only until the first answer (or failure): the full-page loader shows meanwhile. */
  isLoading: boolean;
}

/** The signed-in user, shared by the guard, the header and the pages through one cached query. */
export function useSession(): SessionState {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
    // One retry rides out a server restart without keeping the loader up for long.
    retry: 1,
    // After a failure, components mounting later must not start a new round of requests each.
    retryOnMount: false,
  });
  // Spec §4: the loading flag goes false after the first report and stays false. A refetch after an error puts
  // the query back to "pending" (it has no data), so "has it ever failed" is checked too.
  const isLoading = query.isPending && query.errorUpdatedAt === 0;
  return { user: query.data?.user ?? null, isLoading };
}
