import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customDomainSchema, customDomainStateSchema, type CustomDomainState } from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// The custom-domains module (apps/server/src/modules/custom-domains): same origin, session cookie.

/** Query key of the owner's custom domain. */
export const customDomainQueryKey = ["custom-domain"] as const;

/** The owner's domain (or null), whether their plan allows one, and the CNAME target. */
export function useCustomDomain() {
  return useQuery({
    queryKey: customDomainQueryKey,
    queryFn: ({ signal }) => apiFetch("/api/custom-domains", { schema: customDomainStateSchema, signal }),
  });
}

function useDomainMutation<A>(run: (arg: A) => Promise<CustomDomainState["domain"]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (domain) =>
      queryClient.setQueryData<CustomDomainState>(customDomainQueryKey, (state) => state && { ...state, domain }),
  });
}

/** Claims a domain; the answer (records to create, pending) replaces the cached state. */
export function useAddDomain() {
  return useDomainMutation((domain: string) =>
    apiFetch("/api/custom-domains", { method: "POST", body: { domain }, schema: customDomainSchema }),
  );
}

/** Checks the domain in DNS now. */
export function useVerifyDomain() {
  return useDomainMutation((id: string) =>
    apiFetch(`/api/custom-domains/${encodeURIComponent(id)}/verify`, { method: "POST", schema: customDomainSchema }),
  );
}

/** Removes the domain. */
export function useRemoveDomain() {
  return useDomainMutation(async (id: string) => {
    await apiFetch(`/api/custom-domains/${encodeURIComponent(id)}`, { method: "DELETE" });
    return null;
  });
}
