import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../lib/api-client";

// Two-step sign-in (server: accounts/two-factor-routes.ts).

export const twoStepQueryKey = ["account", "two-factor"] as const;

/** GET /api/account/two-factor: whether two-step sign-in is on. */
export function useTwoStepStatus() {
  return useQuery({
    queryKey: twoStepQueryKey,
    queryFn: ({ signal }) => apiFetch("/api/account/two-factor", { signal }) as Promise<{ enabled: boolean }>,
  });
}

/** Step 1: a new secret for the authenticator app and ten recovery codes (not in force until confirmed). */
export function setUpTwoStep(password: string) {
  return apiFetch("/api/account/two-factor/set-up", { method: "POST", body: { password } }) as Promise<{
    totpUri: string;
    recoveryCodes: string[];
  }>;
}

/** Step 2: the app's first code turns it on. */
export function confirmTwoStep(code: string) {
  return apiFetch("/api/account/two-factor/confirm", { method: "POST", body: { code } });
}

export function turnOffTwoStep(password: string) {
  return apiFetch("/api/account/two-factor/turn-off", { method: "POST", body: { password } });
}

export function newRecoveryCodes(password: string) {
  return apiFetch("/api/account/two-factor/recovery-codes", { method: "POST", body: { password } }) as Promise<{
    recoveryCodes: string[];
  }>;
}

/** The secret key of an otpauth:// URI, in groups of four for typing it into an app by hand. */
export function secretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}
