import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CustomDomain, CustomDomainState } from "@foliocraft/schemas";
import { changeLanguage } from "../../i18n/i18n";
import { apiError, json } from "../../test/fake-api";
import { renderSignedIn, sent } from "../settings/fake-account-api";

const pending: CustomDomain = {
  id: "d-1",
  domain: "www.ama.example",
  displayDomain: "www.ama.example",
  status: "pending",
  records: [
    { type: "CNAME", name: "www.ama.example", value: "sites.folio.example", purpose: "routing" },
    { type: "TXT", name: "_foliocraft.www.ama.example", value: "foliocraft-verify=tok", purpose: "verification" },
  ],
  createdAt: "2026-03-01T10:00:00.000Z",
  lastCheckedAt: null,
  verifiedAt: null,
  check: null,
  serving: false,
  servingIssue: "not-verified",
};
const state = (domain: CustomDomain | null, allowed = true): CustomDomainState => ({
  domain,
  allowed,
  target: "sites.folio.example",
});
const section = async () => within(await screen.findByRole("region", { name: "Custom domain" }));

describe("Settings → Custom domain", { timeout: 15_000 }, () => {
  it("offers the upgrade to a free account instead of the form", async () => {
    renderSignedIn("/settings", { overrides: { "GET /api/custom-domains": () => json(state(null, false)) } });
    const s = await section();
    expect(await s.findByRole("heading", { name: "Custom domains are a Pro feature" })).toBeTruthy();
    expect(s.queryByLabelText("Domain name")).toBeNull();
    expect(s.getByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
  });

  it("adds a domain, shows the translated refusal, then the records and the status", async () => {
    let calls = 0;
    const { user, server } = renderSignedIn("/settings", {
      overrides: {
        "GET /api/custom-domains": () => json(state(null)),
        "POST /api/custom-domains": () =>
          ++calls === 1
            ? apiError(400, "invalid-argument", "server text", { field: "domain", reason: "ip" })
            : json(pending, 201),
      },
    });
    const s = await section();
    await user.type(await s.findByLabelText("Domain name"), "203.0.113.7");
    await user.click(s.getByRole("button", { name: "Add domain" }));
    expect(await s.findByText("Enter a domain name, not an IP address.")).toBeTruthy();
    await user.clear(s.getByLabelText("Domain name"));
    await user.type(s.getByLabelText("Domain name"), "www.ama.example");
    await user.click(s.getByRole("button", { name: "Add domain" }));
    expect(await s.findByRole("heading", { name: "www.ama.example" })).toBeTruthy();
    expect(s.getByText("Pending")).toBeTruthy();
    expect(s.getByText(/up to 24 hours/)).toBeTruthy();
    expect(s.getByText("foliocraft-verify=tok")).toBeTruthy();
    expect(s.getByRole("button", { name: "Copy the value of the TXT record" })).toBeTruthy();
    expect(sent(server, "POST", "/api/custom-domains")).toHaveLength(2);
  });

  it("verifies now and shows what the check found", async () => {
    const verified: CustomDomain = {
      ...pending,
      status: "verified",
      lastCheckedAt: "2026-03-01T10:05:00.000Z",
      verifiedAt: "2026-03-01T10:05:00.000Z",
      check: {
        outcome: "verified",
        message: "Verified.",
        txtFound: ["foliocraft-verify=tok"],
        cnameFound: ["sites.folio.example"],
        addressesFound: [],
        pointsHere: true,
      },
      serving: true,
      servingIssue: null,
    };
    const { user } = renderSignedIn("/settings", {
      overrides: {
        "GET /api/custom-domains": () => json(state(pending)),
        "POST /api/custom-domains/d-1/verify": () => json(verified),
      },
    });
    const s = await section();
    await user.click(await s.findByRole("button", { name: "Verify now" }));
    expect(await s.findByText("Verified")).toBeTruthy();
    expect(s.getByText("Your domain points to sites.folio.example.")).toBeTruthy();
    expect(s.getByRole("link", { name: /https:\/\/www\.ama\.example/ })).toBeTruthy();
  });

  it("shows a refusal of the server in the interface language, by its message id (German)", async () => {
    await changeLanguage("de");
    const { user } = renderSignedIn("/settings", {
      overrides: {
        "GET /api/custom-domains": () => json(state(pending)),
        "POST /api/custom-domains/d-1/verify": () =>
          json(
            {
              error: {
                code: "resource-exhausted",
                message: "Too many checks. Please wait 40 seconds and verify again.",
                messageId: "customDomainTooManyChecks",
                params: { seconds: 40 },
                details: { retryAfterSeconds: 40 },
              },
            },
            429,
          ),
      },
    });
    const s = within(await screen.findByRole("region", { name: "Eigene Domain" }));
    await user.click(await s.findByRole("button", { name: "Jetzt prüfen" }));
    expect(await s.findByText("Zu viele Prüfungen. Bitte warte 40 Sekunden und prüfe dann erneut.")).toBeTruthy();
    expect(s.queryByText(/Too many checks/)).toBeNull();
  });
});
