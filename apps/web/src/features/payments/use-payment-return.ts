import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { readPendingProChoice } from "../builder/pro/pending-pro-choice";
import { paymentReturnMessage } from "./paystack-checkout";
import { useVerifyPayment } from "./use-checkout";

/**
 * Paystack's hosted checkout comes back to /pricing?payment={reference}. In the checkout window, tell the page
 * that opened it and close; after a full-page redirect, verify here. Runs once per reference.
 */
export function usePaymentReturn(signedIn: boolean): { returning: boolean } {
  const [params, setParams] = useSearchParams();
  const reference = params.get("payment");
  const verify = useVerifyPayment();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const opener = typeof window !== "undefined" ? (window.opener as Window | null) : null;

  useEffect(() => {
    if (!reference || handled.current === reference) return;
    if (opener && opener !== window) {
      handled.current = reference;
      opener.postMessage({ type: paymentReturnMessage, reference }, window.location.origin);
      window.close();
      return;
    }
    if (!signedIn) return;
    handled.current = reference;
    void verify(reference)
      .then((upgraded) => {
        // Upgraded from the builder: back to it, where the choice the upgrade was for goes through (issue 20 item 4).
        const pending = upgraded ? readPendingProChoice() : null;
        if (pending) {
          void navigate(pending.returnTo, { replace: true });
          return true;
        }
        return false;
      })
      .then((left) => {
        if (left) return;
        params.delete("payment");
        params.delete("reference");
        params.delete("trxref");
        setParams(params, { replace: true });
      });
  }, [reference, opener, signedIn, verify, params, setParams, navigate]);

  return { returning: reference !== null };
}
