import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, useLayoutEffect } from "react";
import type { ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { matchRoutes } from "react-router";
import type { RouteObject } from "react-router";
import { AppProviders, createQueryClient } from "../app/providers";
import { createAppRouter } from "../app/router";
import { routes } from "../app/routes";
import { sessionResponseSchema } from "@foliocraft/schemas";
import { fetchSession, sessionQueryKey } from "../features/auth/use-session";
import type { PreloadablePage } from "../features/info/splash/info-page-body";
import { getThemeStore } from "../features/theme/theme-store";
import { i18n, initI18n } from "../i18n/i18n";
import { normalizePath } from "../lib/page-meta";

/**
 * Loads the lazy page modules the current address needs, and what those pages load themselves (an info page's body
 * and texts: features/info/splash/info-page-body.tsx), so the first render is the whole page: hydrated in one
 * pass, never a placeholder or a part still waiting for its chunk.
 */
async function resolveLazyRoutes(table: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = await route.lazy();
      await (module.Component as Partial<Pick<PreloadablePage, "preload">> | null | undefined)?.preload?.();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** Runs `onCommit` once the first render is on screen. */
function AfterFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Mounts the app into #root. A prerendered page (apps/web/prerender.mjs) is already on screen, so the first
 * render must be the finished page, never the session loader: the session and the page's module are loaded
 * first. When that render equals the prerendered markup (English, signed out, as it was rendered) React
 * hydrates it in place; otherwise (another language, a signed-in user, whom / sends to the dashboard) the page
 * is rendered afresh and replaces the markup in one commit, so nothing flashes in between.
 */
export async function mountApp(
  container: HTMLElement,
  { queryClient = createQueryClient(), initialSession }: { queryClient?: QueryClient; initialSession?: unknown } = {},
): Promise<void> {
  const prerendered = container.hasAttribute("data-prerendered");
  let signedIn = false;
  if (prerendered) {
    // The entry may have asked already (boot.ts); its answer is used when it is a valid one.
    const known = sessionResponseSchema.safeParse(initialSession);
    if (known.success) queryClient.setQueryData(sessionQueryKey, known.data);
    const [session] = await Promise.all([
      known.success
        ? known.data
        : // A failed session fetch leaves the visitor signed out, as useSession would (spec §8: only logged).
          queryClient
            .fetchQuery({ queryKey: sessionQueryKey, queryFn: ({ signal }) => fetchSession(signal), retry: 1 })
            .catch(() => null),
      resolveLazyRoutes(routes, window.location),
    ]);
    signedIn = session?.user != null;
  }
  let committed: () => void = () => {};
  const firstCommit = new Promise<void>((resolve) => (committed = resolve));
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* The prerendered markup is replaced or hydrated: lift the hiding of untranslated markup (prerender.mjs). */}
        <AfterFirstCommit
          onCommit={() => {
            container.removeAttribute("data-prerendered");
            committed();
          }}
        >
          <RouterProvider router={createAppRouter()} />
        </AfterFirstCommit>
      </AppProviders>
    </StrictMode>
  );
  // Hydrate only the page that was prerendered (history may have moved on before the app loaded).
  const samePage = normalizePath(container.getAttribute("data-prerendered") ?? "") === normalizePath(location.pathname);
  if (prerendered && samePage && !signedIn && i18n.language === "en") hydrateRoot(container, app);
  else createRoot(container).render(app);
  await firstCommit;
}

/** The app module's entry point (loaded by boot.ts): theme, language, then the app in #root. */
export async function startApp({ initialSession }: { initialSession?: unknown } = {}): Promise<void> {
  // Theme first (boot.js already painted it; this starts following system changes), then the language bundle,
  // then the first render, so the shell never shows in the wrong language.
  getThemeStore();
  await initI18n();
  const container = document.getElementById("root");
  if (!container) throw new Error("index.html has no #root element");
  await mountApp(container, { initialSession });
}
