/** The page names the full-page loader can show (spec §2); each is a key under `loader.` in the locales. */
export type PageName =
  | "home"
  | "login"
  | "signup"
  | "onboarding"
  | "portfolioBuilder"
  | "dashboard"
  | "pricing"
  | "deploy"
  | "githubAuth"
  | "netlifyAuth"
  | "page";

const exactPaths: Record<string, PageName> = {
  "/": "home",
  "/login": "login",
  "/signup": "signup",
  "/onboarding": "onboarding",
  "/generate": "portfolioBuilder",
  "/dashboard": "dashboard",
  "/pricing": "pricing",
  "/deploy": "deploy",
  "/auth/github/callback": "githubAuth",
  "/github/callback": "githubAuth",
  "/auth/github/callback/deploy": "githubAuth",
  "/auth/github/app/callback": "githubAuth",
};

/**
 * Which page the loader names for a path, e.g. "/generate" → "portfolioBuilder".
 * Matching ignores case and a trailing slash, as the router does; anything unknown is just "page".
 */
export function pageNameForPath(pathname: string): PageName {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (path.startsWith("/auth/netlify/")) return "netlifyAuth";
  return exactPaths[path] ?? "page";
}
