import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
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
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith("/api/admin/users?search=")) {
      const search = decodeURIComponent(url.split("=")[1] ?? "");
      return json({ users: users.filter((u) => u.email.includes(search)) });
    }
    if (url === "/api/admin/users/u1/upgrade" && init?.method === "POST") return upgrade();
    if (url === "/api/admin/users/u2/downgrade" && init?.method === "POST") return json({ ok: true });
    return apiError(404, "not-found", url);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderUsers = () => {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <AdminUsers />
    </AppProviders>,
  );
  return userEvent.setup();
};

afterEach(() => vi.unstubAllGlobals());

describe("AdminUsers", () => {
  it("upgrades with the chosen subscription type and shows the spec's toast", async () => {
    const fetchMock = stub();
    const user = renderUsers();
    const row = (await screen.findByText("kwame@example.com")).closest("tr")!;
    await user.selectOptions(within(row).getByLabelText("Plan for kwame@example.com"), "yearly");
    await user.click(within(row).getByRole("button", { name: "Upgrade kwame@example.com" }));
    expect(await screen.findByText("User upgraded successfully!")).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/admin/users/u1/upgrade");
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ subscriptionType: "yearly" });
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
