import { render, screen, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../app/providers";
import { changeLanguage } from "../../i18n/i18n";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { server } from "../../testing/msw";
import { AdminOutbox } from "./admin-records";

const messages = [
  {
    id: "m1",
    to: "ama@example.com",
    subject: "Verify your e-mail",
    text: "Hello Ama",
    kind: "verify-email",
    status: "outbox",
    createdAt: "2026-11-20T10:00:00.000Z",
    sentAt: null,
    attempts: 3,
    error: "connect ECONNREFUSED 127.0.0.1:2525",
  },
  {
    id: "m2",
    to: "kofi@example.com",
    subject: "Reset your password",
    text: "Hello Kofi",
    kind: "password-reset",
    status: "sent",
    createdAt: "2026-11-19T10:00:00.000Z",
    sentAt: "2026-11-19T10:00:05.000Z",
    attempts: 1,
    error: null,
  },
];

function renderOutbox() {
  server.use(
    http.get("/api/admin/mail", () => json({ messages })),
    http.all("*", ({ request }) => apiError(404, "not-found", new URL(request.url).pathname)),
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AdminOutbox />
    </AppProviders>,
  );
}

describe("AdminOutbox", () => {
  it("shows each e-mail's delivery state, attempts and last error", async () => {
    renderOutbox();
    const waiting = (await screen.findByText("Verify your e-mail")).closest("li")!;
    expect(within(waiting).getByText(/Waiting to send/)).toBeTruthy();
    expect(within(waiting).getByText("3")).toBeTruthy();
    expect(within(waiting).getByText("connect ECONNREFUSED 127.0.0.1:2525")).toBeTruthy();
    const sent = screen.getByText("Reset your password").closest("li")!;
    expect(within(sent).getByText(/· Sent$/)).toBeTruthy();
    expect(within(sent).getByText("Delivered")).toBeTruthy();
    expect(within(sent).queryByText("Last error")).toBeNull();
  });

  it("names the states in the interface language", async () => {
    await changeLanguage("de");
    renderOutbox();
    const waiting = (await screen.findByText("Verify your e-mail")).closest("li")!;
    expect(within(waiting).getByText(/Wartet auf Versand/)).toBeTruthy();
    expect(within(waiting).getByText("Zustellversuche")).toBeTruthy();
    expect(within(waiting).getByText("Letzter Fehler")).toBeTruthy();
  });
});
