import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RouterProvider, createMemoryRouter } from "react-router";
import { AppProviders } from "../../../app/providers";
import { routes } from "../../../app/routes";
import { createTestQueryClient } from "../../../test/render-app";
import { installFakePortfolioServer } from "./fake-portfolio-server";
import type { FakePortfolioServerOptions } from "./fake-portfolio-server";

/** The real app at `path` (signed in) against an in-memory portfolio server (installed, and seeded, first). */
export function renderWithServer(server: ReturnType<typeof installFakePortfolioServer>, path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, server, user: userEvent.setup() };
}

/** The real app at `path` (signed in) against a new in-memory portfolio server. */
export function renderBuilder(path: string, options: FakePortfolioServerOptions = {}) {
  return renderWithServer(installFakePortfolioServer(options), path);
}
