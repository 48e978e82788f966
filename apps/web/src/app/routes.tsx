import { data } from "react-router";
import type { RouteObject } from "react-router";
import type { ComponentType } from "react";
import { PageLoading } from "../components/ui/page-loading";
import { GuestOnly, RequireUser } from "./guards";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";
import type { RouteHandle } from "./route-handle";

// Every page is its own chunk: the first visit downloads only the shell and the page it opens.
const page = (load: () => Promise<{ Component: ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: load,
});

const deployButton: RouteHandle = { showDeployButton: true };

/** The route table of spec §2. Exported apart from the browser router so tests can mount it in memory. */
export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    // Only reached when the layout itself fails; page errors stay inside the layout (below).
    errorElement: <RouteError standalone />,
    children: [
      {
        errorElement: <RouteError />,
        // Shown in place of the page while its chunk loads on the first visit.
        HydrateFallback: PageLoading,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { index: true, ...page(() => import("../pages/home-page").then((m) => ({ Component: m.HomePage }))) },
              { path: "login", ...page(() => import("../pages/login-page").then((m) => ({ Component: m.LoginPage }))) },
              {
                path: "signup",
                ...page(() => import("../pages/signup-page").then((m) => ({ Component: m.SignupPage }))),
              },
              {
                path: "forgot-password",
                ...page(() =>
                  import("../pages/forgot-password-page").then((m) => ({ Component: m.ForgotPasswordPage })),
                ),
              },
            ],
          },
          {
            element: <RequireUser />,
            children: [
              {
                path: "onboarding",
                ...page(() => import("../pages/onboarding-page").then((m) => ({ Component: m.OnboardingPage }))),
              },
              {
                path: "generate",
                handle: deployButton,
                ...page(() => import("../pages/generate-page").then((m) => ({ Component: m.GeneratePage }))),
              },
              {
                path: "dashboard",
                handle: deployButton,
                ...page(() => import("../pages/dashboard-page").then((m) => ({ Component: m.DashboardPage }))),
              },
              {
                path: "deploy",
                ...page(() => import("../pages/deploy-page").then((m) => ({ Component: m.DeployPage }))),
              },
              {
                path: "admin",
                ...page(() => import("../pages/admin-page").then((m) => ({ Component: m.AdminPage }))),
              },
              {
                path: "portfolios",
                ...page(() => import("../pages/portfolios-page").then((m) => ({ Component: m.PortfoliosPage }))),
              },
              {
                path: "portfolios/:id/analytics",
                ...page(() =>
                  import("../pages/portfolio-analytics-page").then((m) => ({ Component: m.PortfolioAnalyticsPage })),
                ),
              },
              {
                path: "settings",
                ...page(() => import("../pages/settings-page").then((m) => ({ Component: m.SettingsPage }))),
              },
            ],
          },
          // Public pages.
          {
            // No guard: the e-mailed link must work whether or not someone is signed in on this browser.
            path: "reset-password",
            ...page(() => import("../pages/reset-password-page").then((m) => ({ Component: m.ResetPasswordPage }))),
          },
          {
            // No guard either: who is signed in decides what the page asks (features/auth/verify-email.tsx).
            path: "verify-email",
            ...page(() => import("../pages/verify-email-page").then((m) => ({ Component: m.VerifyEmailPage }))),
          },
          {
            path: "pricing",
            ...page(() => import("../pages/pricing-page").then((m) => ({ Component: m.PricingPage }))),
          },
          { path: "about", ...page(() => import("../pages/about-page").then((m) => ({ Component: m.AboutPage }))) },
          { path: "blog", ...page(() => import("../pages/blog-page").then((m) => ({ Component: m.BlogPage }))) },
          {
            path: "blog/:id",
            ...page(() => import("../pages/blog-post-page").then((m) => ({ Component: m.BlogPostPage }))),
          },
          {
            // The newsletter e-mail's links; no guard, they must work signed in or not.
            path: "newsletter/confirm",
            ...page(() => import("../pages/newsletter-page").then((m) => ({ Component: m.NewsletterConfirmPage }))),
          },
          {
            path: "newsletter/unsubscribe",
            ...page(() => import("../pages/newsletter-page").then((m) => ({ Component: m.NewsletterUnsubscribePage }))),
          },
          {
            path: "careers",
            ...page(() => import("../pages/careers-page").then((m) => ({ Component: m.CareersPage }))),
          },
          {
            path: "contact",
            ...page(() => import("../pages/contact-page").then((m) => ({ Component: m.ContactPage }))),
          },
          { path: "help", ...page(() => import("../pages/help-page").then((m) => ({ Component: m.HelpPage }))) },
          { path: "docs", ...page(() => import("../pages/docs-page").then((m) => ({ Component: m.DocsPage }))) },
          { path: "status", ...page(() => import("../pages/status-page").then((m) => ({ Component: m.StatusPage }))) },
          {
            path: "api-docs",
            ...page(() => import("../pages/api-docs-page").then((m) => ({ Component: m.ApiDocsPage }))),
          },
          {
            path: "p/:username",
            ...page(() => import("../pages/public-portfolio-page").then((m) => ({ Component: m.PublicPortfolioPage }))),
          },
          // OAuth callbacks: no guard, the popup may open before the session is known.
          ...["auth/github/callback", "github/callback"].map((path) => ({
            path,
            ...page(() => import("../pages/oauth-callback-page").then((m) => ({ Component: m.GithubCallbackPage }))),
          })),
          {
            path: "auth/google/callback",
            ...page(() => import("../pages/oauth-callback-page").then((m) => ({ Component: m.GoogleCallbackPage }))),
          },
          {
            path: "auth/netlify/callback",
            ...page(() => import("../pages/netlify-callback-page").then((m) => ({ Component: m.NetlifyCallbackPage }))),
          },
          {
            path: "auth/github/callback/deploy",
            ...page(() =>
              import("../pages/github-deploy-callback-page").then((m) => ({ Component: m.GithubDeployCallbackPage })),
            ),
          },
          {
            // The GitHub App's setup URL (spec §2: its path is not shown; this one sits beside the OAuth callbacks).
            path: "auth/github/app/callback",
            ...page(() =>
              import("../pages/github-app-callback-page").then((m) => ({ Component: m.GithubAppCallbackPage })),
            ),
          },
          {
            path: "auth/netlify/oob",
            ...page(() => import("../pages/netlify-oob-page").then((m) => ({ Component: m.NetlifyOobPage }))),
          },
          {
            // Unknown paths: a real 404 that the error element above shows.
            path: "*",
            // Never rendered (the loader always throws); null tells the router the leaf is intentionally empty.
            element: null,
            loader: () => {
              throw data(null, { status: 404, statusText: "Not Found" });
            },
          },
        ],
      },
    ],
  },
];
