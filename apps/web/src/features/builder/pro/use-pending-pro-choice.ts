import { useEffect, useEffectEvent } from "react";
import { clearPendingProChoice, readPendingProChoice } from "./pending-pro-choice";
import type { PendingProChoice } from "./pending-pro-choice";

/**
 * Once the plan is Pro (right after an inline checkout, or on coming back from a full-page one), the choice this
 * portfolio's upgrade was for is handed to `onResume` once and forgotten.
 */
export function usePendingProChoice(
  portfolioId: string,
  isPremium: boolean,
  onResume: (choice: PendingProChoice) => void,
): void {
  const resume = useEffectEvent(onResume);
  useEffect(() => {
    if (!isPremium) return;
    const choice = readPendingProChoice();
    if (!choice || choice.portfolioId !== portfolioId) return;
    clearPendingProChoice();
    resume(choice);
  }, [isPremium, portfolioId]);
}
