import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderSignedIn, sent } from "./fake-account-api";

const section = async () => within(await screen.findByRole("region", { name: "API keys" }));

describe("settings → API keys", { timeout: 20_000 }, () => {
  it("creates a key, shows it once with its limit, and revokes it after asking", async () => {
    const { user, server } = renderSignedIn("/settings");
    const keys = await section();
    expect(await keys.findByText("You have no API keys yet.")).toBeTruthy();
    expect(keys.getByText(/Each key may make 100 requests an hour/)).toBeTruthy();
    expect(keys.getByRole("link", { name: "API reference" }).getAttribute("href")).toBe("/api/reference/");

    await user.type(keys.getByLabelText("Key name"), "Deploy script");
    await user.click(keys.getByLabelText("Read and write"));
    await user.click(keys.getByRole("button", { name: "Create key" }));
    expect(await keys.findByText("fc_AbCdEfGhSECRET")).toBeTruthy();
    expect(sent(server, "POST", "/api/account/api-keys")).toEqual([
      { name: "Deploy script", scope: "read-write", expiresAt: null },
    ]);
    expect(await keys.findByText("Deploy script")).toBeTruthy();
    await user.click(keys.getByRole("button", { name: "I have saved it" }));
    expect(keys.queryByText("fc_AbCdEfGhSECRET")).toBeNull();

    const confirm = vi.spyOn(window, "confirm").mockReturnValue(true);
    await user.click(keys.getByRole("button", { name: "Revoke" }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining("Deploy script"));
    expect(await keys.findByText("Revoked")).toBeTruthy();
    expect(sent(server, "POST", "/api/account/api-keys/k-1/revoke")).toHaveLength(1);
    confirm.mockRestore();
  });
});
