import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { apiErrorText } from "../../i18n/api-messages";
import { sessionQueryKey } from "../auth/use-session";
import { ConfirmDialog } from "../portfolios/confirm-dialog";
import { cancelSubscription, fetchSubscription, requestRefund, subscriptionQueryKey } from "./payments-api";
import { dateTimeFormat } from "../../lib/intl-format";

/** The subscription of the signed-in user, shared by settings, pricing and the dashboard. */
export function useSubscription() {
  return useQuery({ queryKey: subscriptionQueryKey, queryFn: ({ signal }) => fetchSubscription(signal) });
}

/** Cancel (Pro stays until the end) and the 30-day money-back request, for the settings' plan section. */
export function BillingActions() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data } = useSubscription();
  const [confirm, setConfirm] = useState<"cancel" | "refund" | null>(null);
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      queryClient.invalidateQueries({ queryKey: ["profile"] }),
    ]);
  };
  // The server's reason (no payment to refund, the 30 days are over…) in the interface language.
  const fail = (error: unknown) => toast.error(apiErrorText(t, error, t("payments.processingFailed")));
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async () => {
      setConfirm(null);
      toast.success(t("payments.cancelDone"));
      await refresh();
    },
    onError: fail,
  });
  const refund = useMutation({
    mutationFn: requestRefund,
    onSuccess: async () => {
      setConfirm(null);
      toast.success(t("payments.refundDone"));
      await refresh();
    },
    onError: fail,
  });

  if (!data || data.isAdmin || data.plan !== "pro") return null;
  const endDate = data.subscriptionEnd
    ? dateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(data.subscriptionEnd))
    : "";
  return (
    <>
      {!data.cancelled && (
        <button type="button" className={buttonClasses("secondary", "md")} onClick={() => setConfirm("cancel")}>
          {t("payments.cancelButton")}
        </button>
      )}
      {data.cancelled && (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("payments.cancelledNote", { date: endDate })}</p>
      )}
      {data.refundableUntil && (
        <button type="button" className={buttonClasses("secondary", "md")} onClick={() => setConfirm("refund")}>
          {t("payments.refundButton")}
        </button>
      )}
      <ConfirmDialog
        open={confirm === "cancel"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("payments.cancelTitle")}
        description={t("payments.cancelText", { date: endDate })}
        confirmLabel={t("payments.cancelConfirm")}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
      <ConfirmDialog
        open={confirm === "refund"}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t("payments.refundTitle")}
        description={t("payments.refundText")}
        confirmLabel={t("payments.refundConfirm")}
        busy={refund.isPending}
        onConfirm={() => refund.mutate()}
      />
    </>
  );
}
