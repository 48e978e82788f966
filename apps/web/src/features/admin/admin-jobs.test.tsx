import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { recordRequests, server } from "../../testing/msw";
import { AdminJobs } from "./admin-jobs";

const failed = [
  {
    id: "7f2c1a90-0000-4000-8000-000000000001",
    name: "mail",
    attempts: 6,
    lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    failedAt: "2026-11-20T10:00:00.000Z",
    retryable: true,
  },
  {
    id: "7f2c1a90-0000-4000-8000-000000000002",
    name: "deploy",
    attempts: 3,
    lastError: null,
    failedAt: "2026-11-01T10:00:00.000Z",
    retryable: false,
  },
];

function stub(jobs: typeof failed, retry: () => Response = () => json({ ok: true })) {
  let list = jobs;
  server.use(
    http.get("/api/admin/jobs", () => json({ jobs: list })),
    http.post(`/api/admin/jobs/${failed[0]!.id}/retry`, () => {
      const res = retry();
      if (res.ok) list = list.filter((j) => j.id !== failed[0]!.id);
      return res;
    }),
    http.all("*", ({ request }) => apiError(404, "not-found", new URL(request.url).pathname)),
  );
  return recordRequests();
}

const renderJobs = () => {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AdminJobs />
    </AppProviders>,
  );
  return userEvent.setup();
};

describe("AdminJobs", () => {
  it("lists failed jobs with attempts and last error, and retries one", async () => {
    const seen = stub(failed);
    const user = renderJobs();
    const row = (await screen.findByText("connect ECONNREFUSED 127.0.0.1:2525")).closest("tr")!;
    expect(within(row).getByText("mail")).toBeTruthy();
    expect(within(row).getByText("6")).toBeTruthy();
    const archived = screen.getByText("deploy").closest("tr")!;
    expect(within(archived).getByText("Timed out (its server stopped)")).toBeTruthy();
    expect(within(archived).getByText("Archived")).toBeTruthy();
    expect(within(archived).queryByRole("button")).toBeNull();

    await user.click(within(row).getByRole("button", { name: "Retry job mail 7f2c1a90" }));
    expect(await screen.findByText("The job will run again shortly.")).toBeTruthy();
    expect(seen).toContainEqual({ method: "POST", url: `/api/admin/jobs/${failed[0]!.id}/retry` });
    // The list is fetched again: the retried job has left it.
    await vi.waitFor(() => expect(screen.queryByText("connect ECONNREFUSED 127.0.0.1:2525")).toBeNull());
  });

  it("says when there is nothing failed", async () => {
    stub([]);
    renderJobs();
    expect(await screen.findByText("No failed jobs.")).toBeTruthy();
  });

  it("explains a refused retry", async () => {
    stub(failed, () => apiError(404, "not-found", "Job not found"));
    const user = renderJobs();
    await user.click(await screen.findByRole("button", { name: "Retry job mail 7f2c1a90" }));
    expect(await screen.findByText("The job could not be retried. Reload the list and try again.")).toBeTruthy();
  });
});
