import { useQueryClient } from "@tanstack/react-query";
import type { PlanId } from "@foliocraft/schemas";
import { useCallback, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { apiErrorText, translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { sessionQueryKey } from "../auth/use-session";
import { startPayment, subscriptionQueryKey, verifyPayment } from "./payments-api";
import { runCheckout } from "./paystack-checkout";

/** Where a checkout stands, for the pay button and the dialog. */
export type CheckoutPhase = "idle" | "starting" | "paying" | "verifying";

/**
 * Verifies a reference on the server and tells the user how it went (spec §8 texts); refreshes the session (the
 * header's Pro badge) and the subscription. Resolves true when the account is now Pro.
 */
export function useVerifyPayment(): (reference: string) => Promise<boolean> {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (reference: string) => {
      try {
        const result = await verifyPayment(reference);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
          queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
        ]);
        if (result.outcome === "success") toast.success(t("payments.welcome"));
        else if (result.outcome === "abandoned") toast.error(t("payments.cancelled"));
        else if (result.outcome === "failed") toast.error(t("payments.notSuccessful"));
        else toast(t("payments.pending"));
        return result.outcome === "success";
      } catch (error) {
        console.error("Payment verification failed", error);
        toast.error(apiErrorText(t, error, t("payments.processingFailed")));
        return false;
      }
    },
    [queryClient, t],
  );
}

/** Starts a payment for a plan, runs the Paystack checkout and verifies the result on the server. */
export function useCheckout() {
  const { t } = useTranslation();
  const verify = useVerifyPayment();
  const [phase, setPhase] = useState<CheckoutPhase>("idle");

  const checkout = useCallback(
    async (plan: PlanId): Promise<boolean> => {
      setPhase("starting");
      try {
        const started = await startPayment(plan);
        setPhase("paying");
        const end = await runCheckout(started);
        setPhase("verifying");
        // A cancelled checkout is verified too: the server records it as abandoned (or finds it paid after all).
        const upgraded = await verify(started.reference);
        if (!upgraded && end === "cancelled") return false;
        return upgraded;
      } catch (error) {
        // The server's own reason by its catalog id (the provider could not be reached, refused the checkout…).
        const known = error instanceof ApiError ? translateApiMessage(t, error.messageId, error.params) : null;
        if (known) toast.error(known);
        else if (error instanceof ApiError && error.code === "unauthenticated") toast.error(t("payments.logInFirst"));
        // Spec §8's "Payment system not configured. Please contact support.", in the interface language.
        else if (error instanceof ApiError && error.code === "unavailable") toast.error(t("payments.notConfigured"));
        else toast.error(t("payments.processingFailed"));
        return false;
      } finally {
        setPhase("idle");
      }
    },
    [t, verify],
  );

  return { checkout, phase };
}
