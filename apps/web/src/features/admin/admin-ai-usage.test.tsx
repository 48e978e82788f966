import { render, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../app/providers";
import { createTestQueryClient } from "../../test/render-app";
import { recordRequests, server } from "../../testing/msw";
import { AdminAiUsage } from "./admin-ai-usage";

describe("AdminAiUsage", () => {
  it("shows the total and the heaviest users of the last 7 days", async () => {
    server.use(
      http.get("/api/admin/ai-usage", () =>
        HttpResponse.json({
          from: "2026-11-15",
          to: "2026-11-21",
          total: 1234,
          byDay: [{ day: "2026-11-21", users: 3, writes: 12 }],
          topUsers: [{ userId: "u1", email: "ama@example.com", name: "Ama", writes: 40 }],
        }),
      ),
    );
    const seen = recordRequests();
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <AdminAiUsage />
      </AppProviders>,
    );
    expect(await screen.findByText("Texts written in all: 1,234")).toBeTruthy();
    expect(screen.getByText("ama@example.com · texts written: 40")).toBeTruthy();
    expect(seen).toEqual([{ method: "GET", url: "/api/admin/ai-usage?days=7" }]);
  });
});
