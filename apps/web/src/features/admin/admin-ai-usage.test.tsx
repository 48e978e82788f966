import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { AdminAiUsage } from "./admin-ai-usage";

afterEach(() => vi.unstubAllGlobals());

describe("AdminAiUsage", () => {
  it("shows the total and the heaviest users of the last 7 days", async () => {
    const fetchMock = vi.fn(async () =>
      json({
        from: "2026-11-15",
        to: "2026-11-21",
        total: 1234,
        byDay: [{ day: "2026-11-21", users: 3, writes: 12 }],
        topUsers: [{ userId: "u1", email: "ama@example.com", name: "Ama", writes: 40 }],
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <AdminAiUsage />
      </AppProviders>,
    );
    expect(await screen.findByText("Texts written in all: 1,234")).toBeTruthy();
    expect(screen.getByText("ama@example.com · texts written: 40")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/ai-usage?days=7", expect.anything());
  });
});
