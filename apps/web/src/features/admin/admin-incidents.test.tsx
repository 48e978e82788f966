import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { changeLanguage } from "../../i18n/i18n";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { server } from "../../testing/msw";
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
  server.use(
    http.get("/api/admin/incidents", () => json({ incidents: [incident] })),
    http.post("/api/admin/incidents", () => answers.create()),
    http.delete("/api/admin/incidents/inc-1", () => answers.remove()),
    http.all("*", ({ request }) => apiError(404, "not-found", new URL(request.url).pathname)),
  );
}

const renderIncidents = () => {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AdminIncidents />
    </AppProviders>,
  );
  return userEvent.setup();
};

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
