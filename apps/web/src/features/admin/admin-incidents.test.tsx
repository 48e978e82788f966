import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { changeLanguage } from "../../i18n/i18n";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { AdminIncidents } from "./admin-incidents";

const incident = {
  id: "inc-1",
  title: "Slow deploys",
  status: "degraded",
  impact: "minor",
  description: "Deploys take longer than usual.",
  startsAt: "2026-11-20T09:30:00.000Z",
  updates: [],
  createdAt: "2026-11-20T09:31:00.000Z",
  updatedAt: "2026-11-20T09:31:00.000Z",
};

function stub(answers: { create: () => Response; remove: () => Response }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/admin/incidents" && (init?.method ?? "GET") === "GET") return json({ incidents: [incident] });
    if (url === "/api/admin/incidents" && init?.method === "POST") return answers.create();
    if (url === "/api/admin/incidents/inc-1" && init?.method === "DELETE") return answers.remove();
    return apiError(404, "not-found", url);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderIncidents = () => {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AdminIncidents />
    </AppProviders>,
  );
  return userEvent.setup();
};

afterEach(() => vi.unstubAllGlobals());

describe("AdminIncidents failures", () => {
  it("names the refused field by its label on the form, in the interface language", async () => {
    await changeLanguage("de");
    stub({
      create: () =>
        apiError(400, "invalid-argument", "Title is required (title)", [
          { field: "title", message: "Title is required" },
        ]),
      remove: () => json({}),
    });
    const user = renderIncidents();
    await screen.findByText("Slow deploys");
    await user.click(screen.getByRole("button", { name: "Störung veröffentlichen" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Prüfe „Titel“ und versuche es erneut.");
  });

  it("shows the server's message by its catalog id (a deleted incident, administrators only)", async () => {
    await changeLanguage("de");
    vi.spyOn(window, "confirm").mockReturnValue(true);
    stub({
      create: () =>
        json(
          { error: { code: "permission-denied", message: "Only administrators can do this.", messageId: "adminOnly" } },
          403,
        ),
      remove: () =>
        json({ error: { code: "not-found", message: "Incident not found", messageId: "incidentNotFound" } }, 404),
    });
    const user = renderIncidents();
    await screen.findByText("Slow deploys");
    await user.click(screen.getByRole("button", { name: "Löschen" }));
    expect(await screen.findByText("Störung nicht gefunden")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Störung veröffentlichen" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Nur Administratoren dürfen das tun.");
  });
});
