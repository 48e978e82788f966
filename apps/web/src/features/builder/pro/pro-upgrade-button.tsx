import type { SessionResponse } from "@foliocraft/schemas";
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../../components/ui/button-styles";
import type { ButtonVariant } from "../../../components/ui/button-styles";
import { sessionQueryKey } from "../../auth/use-session";
import { UpgradeDialog } from "../../payments/upgrade-dialog";
import { clearPendingProChoice, savePendingProChoice } from "./pending-pro-choice";
import type { PendingProChoice } from "./pending-pro-choice";

/**
 * "Upgrade to Pro" where the limit is met: opens the checkout here, without leaving the builder, and remembers what
 * the user was doing so it goes through once the plan is Pro (the builder's usePendingProChoice picks it up).
 */
export function ProUpgradeButton({
  choice,
  variant = "primary",
  className,
}: {
  choice: Omit<PendingProChoice, "returnTo">;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Closed without upgrading: the choice is dropped, so a later upgrade elsewhere does not fire it unasked. (After a
    // payment the session is refreshed before the dialog closes, so it reads Pro here.)
    if (!next && queryClient.getQueryData<SessionResponse>(sessionQueryKey)?.user?.isPremium !== true) {
      clearPendingProChoice();
    }
  };
  return (
    <>
      <button
        type="button"
        className={buttonClasses(variant, "sm", className)}
        onClick={() => {
          // Saved before the checkout opens: a full-page checkout comes back to /pricing, which returns here.
          savePendingProChoice({ ...choice, returnTo: `${window.location.pathname}${window.location.search}` });
          setOpen(true);
        }}
      >
        <Sparkles aria-hidden="true" className="size-4" />
        {t("publishing.upgrade")}
      </button>
      <UpgradeDialog open={open} onOpenChange={onOpenChange} />
    </>
  );
}
