import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { authProvidersQueryKey, fetchAuthProviders } from "./auth-api";
import type { OAuthProvider } from "./auth-api";
import type { OAuthIntent } from "./oauth-intent";
import { planFromParam } from "./plan-banner";
import { useOAuthSignIn } from "./use-oauth-sign-in";

const providerOrder: readonly OAuthProvider[] = ["google", "github"];

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

function GithubMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-5 fill-current">
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27s1.36.09 2 .27c1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.01 8.01 0 0 0 16 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}

/** Sign-up or log-in, read from the page: the sign-up page's plan is kept for onboarding (spec §2 /signup). */
function useIntentOfPage(): OAuthIntent {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const plan = planFromParam(searchParams.get("plan"));
  const mode = pathname.replace(/\/+$/, "") === "/signup" ? "signup" : "login";
  return useMemo(() => ({ mode, plan }), [mode, plan]);
}

/**
 * "Continue with Google / GitHub", only for the providers the server has configured (no dead buttons).
 * Each opens the provider's sign-in in a 500×600 popup (or, if the browser blocks it, goes there in this tab);
 * shows nothing while the list loads or if it fails. The provider comes back to /auth/{provider}/callback, which
 * finishes the sign-in on the server and reports to this window (use-oauth-sign-in.ts).
 */
export function ProviderButtons() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: authProvidersQueryKey,
    queryFn: ({ signal }) => fetchAuthProviders(signal),
    // The server's configuration does not change while the page is open.
    staleTime: Infinity,
    retry: false,
  });
  const { start, pending } = useOAuthSignIn(useIntentOfPage());
  const available = providerOrder.filter((provider) => data?.[provider] === true);
  if (available.length === 0) return null;

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t("auth.providers.or")}
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {available.map((provider) => (
          <button
            key={provider}
            type="button"
            // Not `disabled` while waiting: that would drop the keyboard focus. A second click is ignored instead.
            aria-disabled={pending !== null}
            aria-busy={pending === provider}
            onClick={() => {
              if (pending === null) void start(provider);
            }}
            className={buttonClasses("secondary", "md", "h-11 w-full aria-disabled:opacity-60")}
          >
            {pending === provider ? (
              <Spinner className="size-5" />
            ) : provider === "google" ? (
              <GoogleMark />
            ) : (
              <GithubMark />
            )}
            {provider === "google" ? t("auth.providers.google") : t("auth.providers.github")}
          </button>
        ))}
      </div>
    </div>
  );
}
