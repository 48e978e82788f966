import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../../../i18n/i18n";
import { createTestQueryClient } from "../../../../test/render-app";
import { server } from "../../../../testing/msw";
import { VercelScopeSelect } from "./vercel-scope-select";

// Where the server says a Vercel token can deploy (GET /api/deploy/connections/vercel/scopes).
const scopes = [
  { teamId: null, name: null, slug: null },
  { teamId: "team_northwind", name: "Northwind Studio", slug: "northwind" },
  { teamId: "team_lighthouse", name: "Lighthouse Labs", slug: "lighthouse" },
];

/** Serves the scopes and records each choice the select saves; `refuse` answers 400 as the server does. */
function vercelScopes(options: { refuse?: boolean } = {}) {
  const saved: unknown[] = [];
  let selected: string | null = null;
  server.use(
    http.get("/api/deploy/connections/vercel/scopes", () => HttpResponse.json({ scopes, selected })),
    http.put("/api/deploy/connections/vercel/scope", async ({ request }) => {
      const body = (await request.json()) as { teamId: string | null };
      saved.push(body);
      if (options.refuse) {
        return HttpResponse.json(
          {
            error: {
              code: "invalid-argument",
              message:
                "This Vercel team is not one your token can reach. Choose your personal account or one of the teams listed.",
              messageId: "deployScopeUnknown",
              params: { provider: "Vercel" },
              details: { provider: "vercel", field: "teamId" },
            },
          },
          { status: 400 },
        );
      }
      selected = body.teamId;
      return HttpResponse.json({ scopes, selected });
    }),
  );
  return saved;
}

/** The option a select shows. */
const shown = (select: HTMLElement) => {
  const element = select as HTMLSelectElement;
  return element.options[element.selectedIndex]?.text;
};

function renderSelect() {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <VercelScopeSelect connectedAt="2026-11-29T01:00:00.000Z" />
    </QueryClientProvider>,
  );
}

describe("the Vercel card's Deploy to select", () => {
  it("offers the personal account and the teams, reached by keyboard, and saves the team picked", async () => {
    await changeLanguage("en");
    const saved = vercelScopes();
    const user = userEvent.setup();
    renderSelect();
    const select = await screen.findByRole("combobox", { name: "Deploy to" });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      "Personal account",
      "Northwind Studio",
      "Lighthouse Labs",
    ]);
    expect(shown(select)).toBe("Personal account");

    await user.tab();
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, "Northwind Studio");
    expect((await screen.findByRole("status")).textContent).toContain("Your next deploys go to Northwind Studio.");
    expect(saved).toEqual([{ teamId: "team_northwind" }]);
    expect(shown(select)).toBe("Northwind Studio");
    expect(document.activeElement).toBe(select);

    await user.selectOptions(select, "Personal account");
    await waitFor(() => expect(saved).toEqual([{ teamId: "team_northwind" }, { teamId: null }]));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("Your next deploys go to Personal account."),
    );
  });

  it("shows a refused choice in the interface language and goes back to the saved one", async () => {
    await changeLanguage("fr");
    vercelScopes({ refuse: true });
    const user = userEvent.setup();
    renderSelect();
    const select = await screen.findByRole("combobox", { name: "Déployer sur" });
    await user.selectOptions(select, "Lighthouse Labs");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Votre jeton n’a pas accès à cette équipe Vercel. Choisissez votre compte personnel ou l’une des équipes proposées.",
    );
    expect(shown(select)).toBe("Compte personnel");
  });

  it("says why the teams could not be loaded and tries again", async () => {
    await changeLanguage("en");
    let calls = 0;
    server.use(
      http.get("/api/deploy/connections/vercel/scopes", () => {
        calls++;
        if (calls === 1) {
          return HttpResponse.json(
            {
              error: {
                code: "invalid-argument",
                message: "Vercel refused the request (HTTP 403).",
                messageId: "deployProviderRefused",
                params: { provider: "Vercel", status: 403 },
                details: { provider: "Vercel", providerMessage: "Not authorized" },
              },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ scopes, selected: "team_lighthouse" });
      }),
    );
    const user = userEvent.setup();
    renderSelect();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Vercel refused the request (HTTP 403). Vercel said: “Not authorized”",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(shown(await screen.findByRole("combobox", { name: "Deploy to" }))).toBe("Lighthouse Labs");
  });
});
