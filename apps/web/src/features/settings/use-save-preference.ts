import type { ProfilePreferences } from "@foliocraft/schemas";
import { useState } from "react";
import { useUpdateProfile } from "./profile-api";

/** Saves one preference to the profile and says how it went (for a SaveStatus line). */
export function useSavePreference() {
  const update = useUpdateProfile();
  const [state, setState] = useState<"idle" | "saving" | "saved" | "failed">("idle");
  const save = (changes: Partial<ProfilePreferences>) => {
    setState("saving");
    update.mutate(
      { preferences: changes },
      {
        onSuccess: () => setState("saved"),
        onError: (error) => {
          // The choice still applies on this device; only keeping it on the profile failed.
          console.error("Could not save the preference", error);
          setState("failed");
        },
      },
    );
  };
  return { save, state };
}
