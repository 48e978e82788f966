import { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { RouteObject } from "react-router";
import { AppProviders } from "../app/providers";
import { routes } from "../app/routes";
import { serveSessionApi } from "./fake-api";
import type { FakeApiOptions } from "./fake-api";

/** A query client for tests: no retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

// RouterProvider comes from "react-router", not "react-router/dom" as in main.tsx: under Node, vitest resolves
// "react-router/dom" to the CommonJS build, which would give the router a second, separate context.

/**
 * Mounts the real route table (or `routeTable`) at `path` in a memory router, with the app's providers
 * and the session API answered on the network fake (`requests`: what the page sent, in order).
 */
export function renderApp(path: string, options: FakeApiOptions & { routeTable?: RouteObject[] } = {}) {
  const requests = serveSessionApi(options);
  const router = createMemoryRouter(options.routeTable ?? routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, requests, user: userEvent.setup() };
}
