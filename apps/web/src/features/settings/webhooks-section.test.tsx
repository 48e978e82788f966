import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { WebhookDelivery } from "@foliocraft/schemas";
import { renderSignedIn, sent } from "./fake-account-api";

// Every findBy waits for a state with room: jsdom is slow on a loaded machine.
configure({ asyncUtilTimeout: 10_000 });

// The whole settings page renders first (jsdom is slow on a loaded machine): wait for the section with room.
const section = async () => within(await screen.findByRole("region", { name: "Webhooks" }, { timeout: 20_000 }));

const failed: WebhookDelivery = {
  id: "d-1",
  webhookId: "w-9",
  eventId: "evt_1",
  type: "deploy.failed",
  status: "failed",
  attempts: 7,
  responseStatus: 503,
  lastError: "the receiver answered HTTP 503",
  createdAt: "2026-11-28T10:00:00.000Z",
  lastAttemptAt: "2026-11-28T10:30:00.000Z",
};

describe("settings → webhooks", { timeout: 60_000 }, () => {
  it("adds a webhook and shows its signing secret once", async () => {
    const { user, server } = renderSignedIn("/settings");
    const hooks = await section();
    expect(await hooks.findByText("You have no webhooks yet.")).toBeTruthy();
    await user.type(hooks.getByLabelText("Webhook address"), "https://ci.example.com/hooks");
    await user.click(hooks.getByRole("button", { name: "Add webhook" }));
    expect(await hooks.findByText("whsec_AbCdEfSECRET")).toBeTruthy();
    expect(sent(server, "POST", "/api/account/webhooks")).toEqual([{ url: "https://ci.example.com/hooks" }]);
    expect(await hooks.findByRole("heading", { name: "https://ci.example.com/hooks" })).toBeTruthy();
    await user.click(hooks.getByRole("button", { name: "I have saved it" }));
    expect(hooks.queryByText("whsec_AbCdEfSECRET")).toBeNull();
  });

  it("lists each delivery's status, response and attempts, and sends one again", async () => {
    const { user, server } = renderSignedIn("/settings", {
      webhooks: [
        { id: "w-9", url: "https://ci.example.com/hooks", secretStart: "whsec_AbCdEf", createdAt: failed.createdAt },
      ],
      webhookDeliveries: { "w-9": [failed] },
    });
    const hooks = await section();
    expect(await hooks.findByText("Failed")).toBeTruthy();
    expect(hooks.getByText("Response 503")).toBeTruthy();
    expect(hooks.getByText(/Attempts: 7/)).toBeTruthy();
    expect(hooks.getByText("the receiver answered HTTP 503")).toBeTruthy();
    await user.click(hooks.getByRole("button", { name: "Send again" }));
    expect(await hooks.findByText("Delivered")).toBeTruthy();
    expect(hooks.getByText("Response 200")).toBeTruthy();
    expect(sent(server, "POST", "/api/account/webhook-deliveries/d-1/resend")).toHaveLength(1);
  });
});
