import type { PortfolioContent } from "@foliocraft/schemas";
import { useCallback } from "react";
import { useFormContext } from "react-hook-form";

/**
 * Puts a whole new content into the builder form: the language changes (add, remove, make primary, a translated
 * text) replace top-level values the form does not register field by field, so only those that changed are set,
 * marked dirty for autosave.
 */
export function useApplyContent() {
  const { getValues, setValue } = useFormContext<PortfolioContent>();
  return useCallback(
    (next: PortfolioContent) => {
      const before = getValues();
      for (const key of Object.keys(next) as (keyof PortfolioContent)[]) {
        if (next[key] !== before[key]) setValue(key, next[key] as never, { shouldDirty: true });
      }
    },
    [getValues, setValue],
  );
}
