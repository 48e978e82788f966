import type { PaymentStartResult } from "@foliocraft/schemas";

/** How the checkout ended, as far as the browser can tell (the server verifies either way). */
export type CheckoutEnd = "completed" | "cancelled";

/** Message the payment-return page posts to the window that opened the hosted checkout. */
export const paymentReturnMessage = "FOLIOCRAFT_PAYMENT_RETURN";

// If Paystack's inline checkout has not loaded by then (blocked script or frame, offline CDN), it is cancelled and
// the hosted checkout page opens instead: same transaction, same verification (Paystack's README suggests this).
const inlineLoadTimeoutMs = 8_000;

/** Opens Paystack's inline checkout for a transaction the server initialised; rejects when it cannot load. */
async function inlineCheckout(checkout: PaymentStartResult): Promise<CheckoutEnd> {
  const { default: PaystackPop } = await import("@paystack/inline-js");
  const paystack = new PaystackPop();
  return new Promise<CheckoutEnd>((resolve, reject) => {
    let loaded = false;
    // Filled in below; the timer only reads it 8 s later.
    const started: { transaction?: unknown } = {};
    const timer = window.setTimeout(() => {
      if (loaded) return;
      if (started.transaction !== undefined) paystack.cancelTransaction(started.transaction);
      reject(new Error("inline checkout did not load"));
    }, inlineLoadTimeoutMs);
    const done = (end: CheckoutEnd) => {
      window.clearTimeout(timer);
      resolve(end);
    };
    started.transaction = paystack.resumeTransaction(checkout.accessCode, {
      onLoad: () => {
        loaded = true;
      },
      onSuccess: () => done("completed"),
      // Closed before the checkout ever showed (Paystack unreachable): not the customer's choice, try the hosted page.
      onCancel: () => {
        if (loaded) return done("cancelled");
        window.clearTimeout(timer);
        reject(new Error("inline checkout closed before it loaded"));
      },
      onError: () => {
        window.clearTimeout(timer);
        reject(new Error("inline checkout failed"));
      },
    });
  });
}

/**
 * The hosted checkout in a window of its own. Paystack sends it back to /pricing?payment={reference}, which tells
 * this window and closes; closing the window by hand counts as cancelled. Popups blocked: a full-page redirect.
 */
function hostedCheckout(checkout: PaymentStartResult): Promise<CheckoutEnd> {
  const popup = window.open(checkout.authorizationUrl, "paystack-checkout", "popup=yes,width=500,height=700");
  if (!popup) {
    window.location.assign(checkout.authorizationUrl);
    return new Promise<CheckoutEnd>(() => undefined); // the page is going away
  }
  return new Promise<CheckoutEnd>((resolve) => {
    const finish = (end: CheckoutEnd) => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(poll);
      resolve(end);
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; reference?: string } | null;
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (data?.type === paymentReturnMessage && data.reference === checkout.reference) finish("completed");
    };
    window.addEventListener("message", onMessage);
    const poll = window.setInterval(() => {
      if (popup.closed) finish("cancelled");
    }, 500);
  });
}

/** Runs the checkout: Paystack inline first (card and mobile money), the hosted page when inline cannot load. */
export async function runCheckout(checkout: PaymentStartResult): Promise<CheckoutEnd> {
  try {
    return await inlineCheckout(checkout);
  } catch {
    return hostedCheckout(checkout);
  }
}
