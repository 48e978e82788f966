import { useQueryClient } from "@tanstack/react-query";
import type { OnboardingData } from "@foliocraft/schemas";
import { useCallback, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { sessionQueryKey } from "../auth/use-session";
import { failureMessage } from "../auth/error-messages";
import { profileQueryKey, submitOnboarding } from "../settings/profile-api";
import { saveLocalOnboarding } from "./onboarding-storage";

/** Set by "Start from my résumé": the builder opens with its résumé import card (read once, then removed). */
export const resumeStartKey = "foliocraft.resumeStart";

/** Spec §9: the pause between the toast and the builder. */
export const onboardingRedirectMs = 1000;

/**
 * Complete Setup and Skip (spec §2, §8): saves (on this device and on the profile), shows the spec's toast and goes
 * to /generate after one second. `busy` is true from the click until the page changes.
 */
export function useOnboardingFinish() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const goToBuilder = useCallback(() => {
    timer.current = window.setTimeout(() => void navigate("/generate"), onboardingRedirectMs);
  }, [navigate]);

  const refresh = useCallback(() => {
    // The guard and the sign-in redirect read onboardingCompleted from the session.
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  }, [queryClient]);

  const complete = useCallback(
    async (data: OnboardingData) => {
      setBusy(true);
      // Spec §4: the last step saves locally, whatever happens on the network.
      saveLocalOnboarding(data);
      try {
        await submitOnboarding({ data });
      } catch (error) {
        console.error("Could not save the onboarding answers", error);
        toast.error(failureMessage(t, error));
        setBusy(false);
        return;
      }
      refresh();
      toast.success(t("onboarding.toast.completed"));
      goToBuilder();
    },
    [goToBuilder, refresh, t],
  );

  const skip = useCallback(
    async (options: { fromResume?: boolean } = {}) => {
      setBusy(true);
      if (options.fromResume) {
        try {
          window.sessionStorage.setItem(resumeStartKey, "1");
        } catch {
          // Storage off: the builder still offers every import in its menu.
        }
      }
      toast(t("onboarding.toast.skipped"));
      goToBuilder();
      try {
        await submitOnboarding({ skipped: true });
        refresh();
      } catch (error) {
        // Skipping still goes on: the questions simply come back at the next sign-in.
        console.error("Could not record the skipped onboarding", error);
      }
    },
    [goToBuilder, refresh, t],
  );

  return { complete, skip, busy };
}
