import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { BillingActions } from "./billing-actions";

const pro = {
  plan: "pro",
  isPremium: true,
  isAdmin: false,
  status: "pro-active",
  daysRemaining: 20,
  subscriptionType: "monthly",
  subscriptionEnd: "2026-12-11T00:00:00.000Z",
  cancelled: false,
  refundableUntil: "2026-12-01T00:00:00.000Z",
  paymentsConfigured: true,
};

function stub(subscription: object, refund: () => Response = () => json({ ...pro, plan: "free", status: "free" })) {
  let current = subscription;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/subscription") return json(current);
    if (url === "/api/subscription/cancel" && init?.method === "POST") {
      current = { ...current, cancelled: true };
      return json(current);
    }
    if (url === "/api/subscription/refund" && init?.method === "POST") return refund();
    if (url === "/api/session") return json({ user: null });
    return apiError(404, "not-found", url);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderActions = () => {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <BillingActions />
    </AppProviders>,
  );
  return userEvent.setup();
};

afterEach(() => vi.unstubAllGlobals());

describe("BillingActions", () => {
  it("cancels after confirmation; Pro stays until the end", async () => {
    const fetchMock = stub(pro);
    const user = renderActions();
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your subscription?" });
    expect(dialog.textContent).toMatch(/You keep Pro until December 11, 2026/);
    await user.click(screen.getAllByRole("button", { name: "Cancel subscription" }).at(-1)!);
    expect(
      await screen.findByText("Your subscription is cancelled. Pro stays active until the end of the period."),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/subscription/cancel")).toBe(true);
    expect(await screen.findByText("Cancelled: Pro stays active until December 11, 2026.")).toBeTruthy();
  });

  it("offers the refund only within the window and shows the server's refusal", async () => {
    stub(pro, () => apiError(400, "invalid-argument", "Refunds are available within 30 days of a payment."));
    const user = renderActions();
    await user.click(await screen.findByRole("button", { name: "Request a refund" }));
    await user.click(await screen.findByRole("button", { name: "Refund my payment" }));
    expect(await screen.findByText("Refunds are available within 30 days of a payment.")).toBeTruthy();
  });

  it("shows the server's refusal in the interface language, by its message id", async () => {
    await changeLanguage("es");
    stub(pro, () =>
      json(
        {
          error: {
            code: "invalid-argument",
            message: "Refunds are available within 30 days of a payment. This payment was made on 2026-10-01.",
            messageId: "refundWindowPassed",
            params: { days: 30, date: "2026-10-01" },
          },
        },
        400,
      ),
    );
    const user = renderActions();
    await user.click(await screen.findByRole("button", { name: i18n.t("payments.refundButton") }));
    await user.click(await screen.findByRole("button", { name: i18n.t("payments.refundConfirm") }));
    expect(
      await screen.findByText(
        "Los reembolsos están disponibles durante los 30 días siguientes a un pago. Este pago se hizo el 2026-10-01.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Refunds are available/)).toBeNull();
  });

  it("shows nothing on the free plan or for admins", async () => {
    stub({ ...pro, plan: "free", status: "free", refundableUntil: null });
    renderActions();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole("button")).toBeNull();
  });
});
