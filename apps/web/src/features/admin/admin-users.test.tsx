import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../app/providers";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { server } from "../../testing/msw";
import { AdminUsers } from "./admin-users";

const users = [
  {
    id: "u1",
    email: "kwame@example.com",
    name: "Kwame",
    plan: "free",
    isPremium: false,
    isAdmin: false,
    subscriptionType: null,
    subscriptionEnd: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    lastActive: null,
  },
  {
    id: "u2",
    email: "esi@example.com",
    name: "Esi",
    plan: "pro",
    isPremium: true,
    isAdmin: false,
    subscriptionType: "yearly",
    subscriptionEnd: "2027-01-01T00:00:00.000Z",
    createdAt: "2026-01-02T00:00:00.000Z",
    lastActive: "2026-11-01T00:00:00.000Z",
  },
];

function stub(upgrade: () => Response = () => json({ ok: true })) {
  const upgrades: unknown[] = [];
  server.use(
    http.get("/api/admin/users", ({ request }) => {
      const search = new URL(request.url).searchParams.get("search") ?? "";
      return json({ users: users.filter((u) => u.email.includes(search)) });
    }),
    http.post("/api/admin/users/u1/upgrade", async ({ request }) => {
      upgrades.push(await request.json());
      return upgrade();
    }),
    http.post("/api/admin/users/u2/downgrade", () => json({ ok: true })),
    http.all("*", ({ request }) => apiError(404, "not-found", new URL(request.url).pathname)),
  );
  return { upgrades };
}

const renderUsers = () => {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AdminUsers />
    </AppProviders>,
  );
  return userEvent.setup();
};

describe("AdminUsers", () => {
  it("upgrades with the chosen subscription type and shows the spec's toast", async () => {
    const { upgrades } = stub();
    const user = renderUsers();
    const row = (await screen.findByText("kwame@example.com")).closest("tr")!;
    await user.selectOptions(within(row).getByLabelText("Plan for kwame@example.com"), "yearly");
    await user.click(within(row).getByRole("button", { name: "Upgrade kwame@example.com" }));
    expect(await screen.findByText("User upgraded successfully!")).toBeTruthy();
    expect(upgrades).toEqual([{ subscriptionType: "yearly" }]);
  });

  it("says when an upgrade fails, and downgrades a Pro user", async () => {
    stub(() => apiError(500, "internal", "boom"));
    const user = renderUsers();
    await user.click(await screen.findByRole("button", { name: "Upgrade kwame@example.com" }));
    expect(await screen.findByText("Failed to upgrade user")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Downgrade esi@example.com" }));
    expect(await screen.findByText("User downgraded successfully!")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Downgrade kwame@example.com" })).toBeNull();
  });

  it("searches", async () => {
    stub();
    const user = renderUsers();
    await screen.findByText("esi@example.com");
    await user.type(screen.getByLabelText("Search by name or e-mail"), "kwame");
    await waitFor(() => expect(screen.queryByText("esi@example.com")).toBeNull());
    expect(screen.getByText("kwame@example.com")).toBeTruthy();
  });
});
