import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fullPageLoad } from "../lib/full-page-load";
import { testUser } from "../test/fake-api";
import { renderApp } from "../test/render-app";

vi.mock("../lib/full-page-load", () => ({ fullPageLoad: vi.fn() }));

describe("route table (spec §2)", () => {
  it.each([
    ["/pricing", "Pricing"],
    ["/about", "About Foliocraft"],
    ["/blog", "Blog"],
    ["/careers", "Careers"],
    ["/contact", "Contact us"],
    ["/help", "Help Center"],
    ["/docs", "Documentation"],
    ["/status", "System Status"],
    ["/api-docs", "Foliocraft API"],
    ["/auth/github/callback", "GitHub authentication"],
    ["/github/callback", "GitHub authentication"],
    ["/auth/netlify/callback", "Netlify authentication"],
    ["/auth/netlify/oob", "Netlify authorization code"],
  ])("opens public page %s for visitors and signed-in users alike", async (path, title) => {
    const visitor = renderApp(path, { session: null });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(visitor.router.state.location.pathname).toBe(path);
    visitor.unmount();

    const member = renderApp(path, { session: testUser });
    expect(await screen.findByRole("heading", { level: 1, name: title })).toBeTruthy();
    expect(member.router.state.location.pathname).toBe(path);
  });

  it("gives the info pages a link back home", async () => {
    renderApp("/about");
    const back = await screen.findByRole("link", { name: "Back to home" });
    expect(back.getAttribute("href")).toBe("/");
  });

  it("labels the planned API Coming Soon", async () => {
    renderApp("/api-docs");
    expect(await screen.findByText("Coming Soon")).toBeTruthy();
  });

  it("hands /p/:username to the server (it renders public portfolios) with a full page load", async () => {
    renderApp("/p/ada?x=1");
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith("/p/ada?x=1"));
  });

  it("answers an unknown path with the route error element and 404 Not Found, inside the shell", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeTruthy();
    expect(screen.getByText("404 Not Found")).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("names the browser tab after the page", async () => {
    renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    expect(document.title).toBe("Pricing · Foliocraft");
  });
});
