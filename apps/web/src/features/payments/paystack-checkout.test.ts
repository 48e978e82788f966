import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentReturnMessage, runCheckout } from "./paystack-checkout";

const resumeTransaction = vi.hoisted(() => vi.fn());
const cancelTransaction = vi.hoisted(() => vi.fn());
vi.mock("@paystack/inline-js", () => ({
  default: class {
    resumeTransaction = resumeTransaction;
    cancelTransaction = cancelTransaction;
  },
}));

const checkout = {
  reference: "fc-1",
  accessCode: "acc_1",
  authorizationUrl: "https://checkout.example/acc_1",
  publicKey: "pk_test_x",
  plan: "monthly" as const,
  amount: 3000,
  currency: "GHS" as const,
};

afterEach(() => {
  resumeTransaction.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("runCheckout", () => {
  it("uses Paystack inline with the server's access code and resolves on success or cancel", async () => {
    resumeTransaction.mockImplementation((_code: string, callbacks: { onLoad(): void; onSuccess(): void }) => {
      callbacks.onLoad();
      callbacks.onSuccess();
    });
    await expect(runCheckout(checkout)).resolves.toBe("completed");
    expect(resumeTransaction).toHaveBeenCalledWith("acc_1", expect.any(Object));
    resumeTransaction.mockImplementation((_code: string, callbacks: { onLoad(): void; onCancel(): void }) => {
      callbacks.onLoad();
      callbacks.onCancel();
    });
    await expect(runCheckout(checkout)).resolves.toBe("cancelled");
  });

  it("falls back to the hosted checkout in a window when inline fails, and trusts only its own window", async () => {
    resumeTransaction.mockImplementation((_code: string, callbacks: { onError(): void }) => callbacks.onError());
    const popup = { closed: false } as { closed: boolean };
    const open = vi.spyOn(window, "open").mockReturnValue(popup as Window);
    const fromPopup = (init: MessageEventInit) =>
      window.dispatchEvent(
        new MessageEvent("message", { data: { type: paymentReturnMessage, reference: "fc-1" }, ...init }),
      );
    const pending = runCheckout(checkout);
    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(checkout.authorizationUrl, "paystack-checkout", expect.any(String)),
    );
    // From another origin, or from no window of its own: ignored, so closing the window ends it as cancelled.
    fromPopup({ origin: "https://evil.example", source: popup as Window });
    fromPopup({ origin: window.location.origin });
    popup.closed = true;
    await expect(pending).resolves.toBe("cancelled");

    // Its own window on its own origin: completed.
    popup.closed = false;
    const again = runCheckout(checkout);
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    fromPopup({ origin: window.location.origin, source: popup as Window });
    await expect(again).resolves.toBe("completed");
  });

  it("treats an inline checkout closed before it loaded as unreachable and opens the hosted page", async () => {
    resumeTransaction.mockImplementation((_code: string, callbacks: { onCancel(): void }) => callbacks.onCancel());
    const open = vi.spyOn(window, "open").mockReturnValue({ closed: true } as Window);
    await expect(runCheckout(checkout)).resolves.toBe("cancelled");
    expect(open).toHaveBeenCalledWith(checkout.authorizationUrl, "paystack-checkout", expect.any(String));
  });

  it("cancels an inline checkout that does not load within 8 s and opens the hosted page", async () => {
    vi.useFakeTimers();
    const transaction = { id: "tx" };
    resumeTransaction.mockReturnValue(transaction);
    const open = vi.spyOn(window, "open").mockReturnValue({ closed: true } as Window);
    const pending = runCheckout(checkout);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(cancelTransaction).toHaveBeenCalledWith(transaction);
    expect(open).toHaveBeenCalledWith(checkout.authorizationUrl, "paystack-checkout", expect.any(String));
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toBe("cancelled");
  });

  it("counts a hosted checkout window closed by hand as cancelled", async () => {
    resumeTransaction.mockImplementation((_code: string, callbacks: { onError(): void }) => callbacks.onError());
    const popup = { closed: false };
    vi.spyOn(window, "open").mockReturnValue(popup as Window);
    const pending = runCheckout(checkout);
    popup.closed = true;
    await expect(pending).resolves.toBe("cancelled");
  });
});
