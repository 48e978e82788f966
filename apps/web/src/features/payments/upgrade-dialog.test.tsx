import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProviders } from "../../app/providers";
import { changeLanguage, i18n } from "../../i18n/i18n";
import { apiError, json } from "../../test/fake-api";
import { createTestQueryClient } from "../../test/render-app";
import { server } from "../../testing/msw";
import type * as PaystackCheckout from "./paystack-checkout";
import { UpgradeDialog } from "./upgrade-dialog";

const runCheckout = vi.hoisted(() => vi.fn());
vi.mock("./paystack-checkout", async (importOriginal) => ({
  ...(await importOriginal<typeof PaystackCheckout>()),
  runCheckout,
}));

const subscription = {
  plan: "pro",
  isPremium: true,
  isAdmin: false,
  status: "pro-active",
  daysRemaining: 365,
  subscriptionType: "yearly",
  subscriptionEnd: "2027-11-21T00:00:00.000Z",
  cancelled: false,
  refundableUntil: "2026-12-21T00:00:00.000Z",
  paymentsConfigured: true,
};
const started = {
  reference: "fc-123",
  accessCode: "acc_1",
  authorizationUrl: "https://checkout.example/acc_1",
  publicKey: "pk_test_x",
  plan: "yearly",
  amount: 30000,
  currency: "GHS",
};

function stubApi(verify: { outcome: string; message: string }, start: () => Response = () => json(started)) {
  const starts: unknown[] = [];
  server.use(
    http.post("/api/payments", async ({ request }) => {
      starts.push(await request.json());
      return start();
    }),
    http.all("/api/payments/fc-123/verify", () => json({ reference: "fc-123", ...verify, subscription })),
    http.get("/api/session", () => json({ user: null })),
    http.get("/api/subscription", () => json(subscription)),
    http.all("*", ({ request }) => apiError(404, "not-found", new URL(request.url).pathname)),
  );
  return { starts };
}

function renderDialog(onUpgraded = vi.fn()) {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <UpgradeDialog open onOpenChange={() => {}} onUpgraded={onUpgraded} />
    </AppProviders>,
  );
  return { onUpgraded, user: userEvent.setup() };
}

beforeEach(() => runCheckout.mockReset());
describe("UpgradeDialog", () => {
  it("shows both plans, monthly by default, and the amount on the pay button", async () => {
    stubApi({ outcome: "success", message: "" });
    const { user } = renderDialog();
    expect((screen.getByRole("radio", { name: /Premium Monthly/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: /^Pay GHS\s30\.00$/ })).toBeTruthy();
    expect(screen.getByText("2 months free, saving GHS 60.00")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: /Premium Yearly/ }));
    expect(screen.getByRole("button", { name: /^Pay GHS\s300\.00$/ })).toBeTruthy();
  });

  it("starts the chosen plan on the server, runs the checkout, verifies and welcomes the new Pro user", async () => {
    const { starts } = stubApi({ outcome: "success", message: "Welcome to Premium! 🎉" });
    runCheckout.mockResolvedValue("completed");
    const { user, onUpgraded } = renderDialog();
    await user.click(screen.getByRole("radio", { name: /Premium Yearly/ }));
    await user.click(screen.getByRole("button", { name: /^Pay GHS\s300\.00$/ }));
    expect(await screen.findByText("Welcome to Premium! 🎉")).toBeTruthy();
    expect(starts).toEqual([{ plan: "yearly" }]);
    expect(runCheckout).toHaveBeenCalledWith(expect.objectContaining({ accessCode: "acc_1", reference: "fc-123" }));
    await waitFor(() => expect(onUpgraded).toHaveBeenCalled());
  });

  it.each([
    ["abandoned", "cancelled", "Payment cancelled"],
    ["failed", "completed", "Payment was not successful"],
  ])("a %s payment says so and does not upgrade", async (outcome, end, text) => {
    stubApi({ outcome, message: "" });
    runCheckout.mockResolvedValue(end);
    const { user, onUpgraded } = renderDialog();
    await user.click(screen.getByRole("button", { name: /^Pay GHS\s30\.00$/ }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(onUpgraded).not.toHaveBeenCalled();
  });

  it("shows the server's message when payments are not configured, and the spec's when signed out", async () => {
    stubApi({ outcome: "success", message: "" }, () =>
      apiError(503, "unavailable", "Payment system not configured. Please contact support."),
    );
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: /^Pay GHS\s30\.00$/ }));
    expect(await screen.findByText("Payment system not configured. Please contact support.")).toBeTruthy();
    expect(runCheckout).not.toHaveBeenCalled();
  });

  it("tells why the checkout could not start in the interface language, without the provider's English", async () => {
    await changeLanguage("fr");
    stubApi({ outcome: "success", message: "" }, () =>
      json(
        {
          error: {
            code: "unavailable",
            message:
              "Payment processing failed: the payment provider could not start the checkout. Please try again later or contact support.",
            messageId: "paymentStartRefused",
            details: { providerMessage: "Currency not supported by merchant" },
          },
        },
        503,
      ),
    );
    const { user } = renderDialog();
    const pay = i18n.t("payments.pay", { price: "" }).trim();
    await user.click(screen.getByRole("button", { name: new RegExp(`^${pay}`) }));
    expect(
      await screen.findByText(
        "Échec du traitement du paiement : le prestataire de paiement n'a pas pu lancer le règlement. Réessayez plus tard ou contactez le support.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Currency not supported|Payment processing failed/)).toBeNull();
    expect(runCheckout).not.toHaveBeenCalled();
  });

  it("asks a signed-out visitor to log in", async () => {
    stubApi({ outcome: "success", message: "" }, () =>
      apiError(401, "unauthenticated", "Please log in to upgrade to premium"),
    );
    const { user } = renderDialog();
    await user.click(screen.getByRole("button", { name: /^Pay GHS\s30\.00$/ }));
    expect(await screen.findByText("Please log in to upgrade to premium")).toBeTruthy();
  });
});
