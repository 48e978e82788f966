import { useQuery } from "@tanstack/react-query";
import { passkeySummarySchema } from "@foliocraft/schemas";
import { z } from "zod";
import { apiFetch } from "../../lib/api-client";

// The account's passkeys (server: accounts/passkey-routes.ts). Adding one is a ceremony: ../auth/webauthn.ts.

export const passkeysQueryKey = ["account", "passkeys"] as const;

const listSchema = z.object({ passkeys: z.array(passkeySummarySchema) });

/** GET /api/account/passkeys: the signed-in account's passkeys, oldest first. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysQueryKey,
    queryFn: ({ signal }) => apiFetch("/api/account/passkeys", { schema: listSchema, signal }),
  });
}

/** DELETE /api/account/passkeys/{id}: the passkey no longer signs anyone in. */
export function removePasskey(id: string) {
  return apiFetch(`/api/account/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });
}
