import { screen } from "@testing-library/react";
import { data } from "react-router";
import type { IndexRouteObject, RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../i18n/i18n";
import { ApiError } from "../lib/api-client";
import { renderApp } from "../test/render-app";
import { RouteError } from "./route-error";

function Boom(): never {
  throw new Error("Kaboom while rendering");
}

const table = (route: Omit<IndexRouteObject, "index">, standalone = false): RouteObject[] => [
  { path: "/", errorElement: <RouteError standalone={standalone} />, children: [{ index: true, ...route }] },
];

describe("route error element (spec §8)", () => {
  it("shows the title and the status of an error response", async () => {
    const loader = () => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    };
    renderApp("/", { routeTable: table({ loader, element: null }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("503 Service Unavailable")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("shows the message of a thrown Error (here from rendering, as the root route's standalone page)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderApp("/", { routeTable: table({ element: <Boom /> }, true) });
    expect(await screen.findByText("Kaboom while rendering")).toBeTruthy();
    // Standalone it is the page's own main landmark.
    expect(screen.getByRole("main")).toBeTruthy();
  });

  it("keeps an unknown status text as given and has a fallback for non-errors", async () => {
    const teapot = () => {
      throw data(null, { status: 418, statusText: "I'm a teapot" });
    };
    const { unmount } = renderApp("/", { routeTable: table({ loader: teapot, element: null }) });
    expect(await screen.findByText("418 I'm a teapot")).toBeTruthy();
    unmount();

    const odd = () => {
      throw "just a string";
    };
    renderApp("/", { routeTable: table({ loader: odd, element: null }) });
    expect(await screen.findByText("Something went wrong.")).toBeTruthy();
  });

  it("shows a loader's failed request in the interface language, by the message's catalog id", async () => {
    await changeLanguage("de");
    const loader = () => {
      throw new ApiError("permission-denied", "Only administrators can do this.", 403, undefined, {
        messageId: "adminOnly",
      });
    };
    renderApp("/", { routeTable: table({ loader, element: null }) });
    expect(await screen.findByText("Nur Administratoren dürfen das tun.")).toBeTruthy();
  });

  it("is translated, status text included", async () => {
    await changeLanguage("fr");
    renderApp("/nowhere");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Erreur inattendue de l'application\u00a0!" }),
    ).toBeTruthy();
    expect(screen.getByText("404 Introuvable")).toBeTruthy();
  });
});
