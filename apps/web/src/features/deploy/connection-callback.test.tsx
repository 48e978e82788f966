import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../i18n/i18n";
import { recordRequests, server } from "../../testing/msw";
import { ConnectionCallback } from "./connection-callback";

describe("the deploy connection callback in a popup", () => {
  it("posts GITHUB_AUTH_ERROR to the opener with the error already in the interface language", async () => {
    await changeLanguage("fr");
    // The server refuses: its message by catalog id. Even words beside it (an older server's providerMessage) are
    // never shown on the callback page.
    const sent: unknown[] = [];
    server.use(
      http.post("/api/deploy/connections/github/callback", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            error: {
              code: "invalid-argument",
              message: "GitHub did not grant access to your account.",
              messageId: "deployAccessNotGranted",
              params: { provider: "GitHub" },
              details: {
                provider: "github",
                error: "access_denied",
                providerMessage: "The user has denied your application access.",
              },
            },
          },
          { status: 400 },
        );
      }),
    );
    const seen = recordRequests();
    // The opener: this same site (the popup runs in the opener's language).
    const opener = { closed: false, location: { origin: window.location.origin }, postMessage: vi.fn() };
    vi.stubGlobal("opener", opener);

    render(
      <MemoryRouter
        initialEntries={["/auth/github/callback/deploy?error=access_denied&error_description=Call%20us&state=s-1"]}
      >
        <ConnectionCallback provider="github" />
      </MemoryRouter>,
    );
    const text = "GitHub n’a pas accordé l’accès à votre compte.";
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: "GITHUB_AUTH_ERROR", error: text },
        window.location.origin,
      ),
    );
    const alert = (await screen.findByRole("alert")).textContent;
    expect(alert).toContain(text);
    expect(alert).not.toContain("denied your application");
    expect(seen).toHaveLength(1);
    // The description is neither sent to the server nor shown (not even in the debug list).
    expect(sent).toEqual([{ error: "access_denied", state: "s-1" }]);
    expect(document.body.textContent).not.toContain("Call us");
  });
});
