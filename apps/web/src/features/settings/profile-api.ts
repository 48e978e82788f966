import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { profileSchema } from "@foliocraft/schemas";
import type { OnboardingSubmit, Profile, ProfileUpdate } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";
import { sessionQueryKey } from "../auth/use-session";

// The profile module's endpoints (apps/server/src/modules/profile): same origin, session cookie.

/** Query key of the signed-in user's profile. */
export const profileQueryKey = ["profile"] as const;

/** `GET /api/profile`. */
export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch("/api/profile", { schema: profileSchema, signal });
}

/** `PATCH /api/profile`: display name and preferences (merged key by key on the server). */
export function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  return apiFetch("/api/profile", { method: "PATCH", body: changes, schema: profileSchema });
}

/** `PUT /api/profile/onboarding`: the answers (or a skip); marks onboarding done. */
export function submitOnboarding(body: OnboardingSubmit): Promise<Profile> {
  return apiFetch("/api/profile/onboarding", { method: "PUT", body, schema: profileSchema });
}

/** The signed-in user's profile, shared by the dashboard, settings and onboarding through one cached query. */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => fetchProfile(signal) });
}

/**
 * Saves profile changes and puts the answer in the cache. The session (header name, onboarding flag) is refreshed
 * too, since both come from the same rows.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
