import { authProvidersSchema, sessionUserSchema, verifyEmailAnswerSchema } from "@foliocraft/schemas";
import type {
  AuthProviders,
  LanguageCode,
  SessionUser,
  SignInInput,
  SignUpInput,
  VerifyEmailAnswer,
} from "@foliocraft/schemas";
import { apiFetch } from "../../lib/api-client";

// The accounts module's endpoints (same origin, session cookie). Errors arrive as ApiError with the server's code.

/** POST /api/account/sign-up: creates the account, signs it in (session cookie) and sends a verification e-mail. */
export function signUp(input: SignUpInput & { language: LanguageCode }): Promise<unknown> {
  return apiFetch("/api/account/sign-up", { method: "POST", body: input });
}

/** POST /api/account/sign-in: `rememberMe` false gives a browser-session cookie, true one that lasts while it is used (14 days idle). */
export function signIn(input: SignInInput): Promise<unknown> {
  return apiFetch("/api/account/sign-in", { method: "POST", body: input });
}

/** POST /api/account/password-reset: always succeeds, so nobody can learn which e-mails have an account. */
export function requestPasswordReset(input: { email: string }): Promise<unknown> {
  return apiFetch("/api/account/password-reset", { method: "POST", body: input });
}

/** POST /api/account/password-reset/confirm: sets the new password with the token from the e-mailed link. */
export function confirmPasswordReset(input: { token: string; password: string; confirmPassword: string }) {
  return apiFetch("/api/account/password-reset/confirm", { method: "POST", body: input });
}

/** POST /api/account/verify-email: the e-mailed link's token; `choice` answers the "who are you?" step. */
export function verifyEmail(token: string, choice?: "switch" | "stay"): Promise<VerifyEmailAnswer> {
  return apiFetch("/api/account/verify-email", {
    method: "POST",
    body: choice ? { token, choice } : { token },
    schema: verifyEmailAnswerSchema,
  });
}

/** Query key of the configured OAuth providers. */
export const authProvidersQueryKey = ["auth-providers"] as const;

/** GET /api/auth/providers: which OAuth providers this server has configured. */
export function fetchAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiFetch("/api/auth/providers", { schema: authProvidersSchema, signal });
}

/** A provider the server can sign in with. */
export type OAuthProvider = Exclude<keyof AuthProviders, "passkey">;

const startAnswer = {
  parse(data: unknown): { url: string } {
    const url = (data as { url?: unknown } | null)?.url;
    if (typeof url !== "string") throw new Error("No sign-in URL in the answer");
    return { url };
  },
};

/** POST /api/auth/oauth/:provider/start: the provider's sign-in page for the popup (state and PKCE kept by the server). */
export function startOAuth(provider: OAuthProvider): Promise<{ url: string }> {
  return apiFetch(`/api/auth/oauth/${provider}/start`, { method: "POST", body: {}, schema: startAnswer });
}

/** What the provider sent back to /auth/{provider}/callback, passed on to the server as it came. */
export interface OAuthCallbackParams {
  code?: string;
  state?: string;
  error?: string;
}

/** The server's answer to a finished provider sign-in: the session cookie is set; the user and whether it is new. */
export type OAuthCallbackResult =
  | { user: SessionUser; isNewUser: boolean; twoStep?: false }
  /** The account has two-step sign-in on: no session yet, the code is asked next (two-step-form.tsx). */
  | { twoStep: true; isNewUser: false };

const callbackAnswer = {
  parse(data: unknown): OAuthCallbackResult {
    if (needsSecondStep(data)) return { twoStep: true, isNewUser: false };
    const answer = (data ?? {}) as { user?: unknown; isNewUser?: unknown };
    return { user: sessionUserSchema.parse(answer.user), isNewUser: answer.isNewUser === true };
  },
};

/** POST /api/auth/oauth/:provider/callback: the server exchanges the code (its secret never reaches the browser). */
export function finishOAuth(provider: OAuthProvider, params: OAuthCallbackParams): Promise<OAuthCallbackResult> {
  return apiFetch(`/api/auth/oauth/${provider}/callback`, { method: "POST", body: params, schema: callbackAnswer });
}

/** The answer of a password sign-in whose account has two-step sign-in on: the code is asked next. */
export function needsSecondStep(answer: unknown): boolean {
  return (
    !!answer && typeof answer === "object" && (answer as { twoFactorRequired?: unknown }).twoFactorRequired === true
  );
}

/** POST /api/account/sign-in/two-factor: completes a pending sign-in with an app code or one recovery code. */
export function completeTwoStepSignIn(input: { code: string } | { recoveryCode: string }): Promise<unknown> {
  return apiFetch("/api/account/sign-in/two-factor", { method: "POST", body: input });
}
