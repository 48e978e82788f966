import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../app/providers";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { recordRequests, server } from "../../testing/msw";
import { BillingActions } from "./billing-actions";
import { subscriptionQueryKey } from "./payments-api";

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
  server.use(
    http.get("/api/subscription", () => json(current)),
    http.post("/api/subscription/cancel", () => {
      current = { ...current, cancelled: true };
      return json(current);
    }),
    http.post("/api/subscription/refund", () => refund()),
    http.get("/api/session", () => json({ user: null })),
    http.all("*", ({ request }) => apiError(404, "not-found", new URL(request.url).pathname)),
  );
  return recordRequests();
}

let queryClient = createTestQueryClient();
const renderActions = () => {
  queryClient = createTestQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <BillingActions />
    </AppProviders>,
  );
  return userEvent.setup();
};

describe("BillingActions", () => {
  it("cancels after confirmation; Pro stays until the end", async () => {
    const seen = stub(pro);
    const user = renderActions();
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel your subscription?" });
    expect(dialog.textContent).toMatch(/You keep Pro until December 11, 2026/);
    await user.click(screen.getAllByRole("button", { name: "Cancel subscription" }).at(-1)!);
    expect(
      await screen.findByText("Your subscription is cancelled. Pro stays active until the end of the period."),
    ).toBeTruthy();
    expect(seen).toContainEqual({ method: "POST", url: "/api/subscription/cancel" });
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
    // Once the subscription has arrived and rendered, there is still nothing to press.
    await waitFor(() => expect(queryClient.getQueryState(subscriptionQueryKey)?.status).toBe("success"));
    expect(screen.queryByRole("button")).toBeNull();
  });
});
