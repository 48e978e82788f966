import { designStyles, experienceLevels, onboardingDataSchema } from "@foliocraft/schemas";
import type { DesignStyle, OnboardingData } from "@foliocraft/schemas";

/** The four steps (spec §2: 0 to 3). */
export const onboardingStepCount = 4;

/** The answers while they are being given: choices may still be empty. */
export interface OnboardingDraft {
  name: string;
  profession: string;
  experience: (typeof experienceLevels)[number] | "";
  skills: string[];
  interests: OnboardingData["interests"];
  preferredStyle: DesignStyle | "";
}

/** A blank draft, with the account's name filled in when known. */
export function emptyDraft(name = ""): OnboardingDraft {
  return { name, profession: "", experience: "", skills: [], interests: [], preferredStyle: "" };
}

/** A draft from answers given before (on this device or on the profile). */
export function draftFrom(data: OnboardingData): OnboardingDraft {
  return { ...data, skills: [...data.skills], interests: [...data.interests] };
}

/**
 * Whether a step's required fields are filled (spec §5): step 0 name and profession, step 1 experience, step 2 at
 * least one skill (interests are optional), step 3 the design style.
 */
export function isStepComplete(step: number, draft: OnboardingDraft): boolean {
  switch (step) {
    case 0:
      return draft.name.trim() !== "" && draft.profession.trim() !== "";
    case 1:
      return (experienceLevels as readonly string[]).includes(draft.experience);
    case 2:
      return draft.skills.length > 0;
    case 3:
      return (designStyles as readonly string[]).includes(draft.preferredStyle);
    default:
      return false;
  }
}

/** The finished answers, checked against the shared schema (null while anything required is missing or invalid). */
export function completedAnswers(draft: OnboardingDraft): OnboardingData | null {
  return onboardingDataSchema.safeParse(draft).data ?? null;
}

/** Most skills one person can list (the schema's limit). */
export const maxSkills = 33;

/** Adds a skill typed by the user: trimmed, not twice (ignoring case), within the limits. Returns the new list. */
export function addCustomSkill(skills: readonly string[], typed: string): string[] {
  const skill = typed.trim().replace(/\s+/g, " ");
  if (skill === "" || skill.length > 60 || skills.length >= maxSkills) return [...skills];
  if (skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) return [...skills];
  return [...skills, skill];
}

/** Adds the item when absent, removes it when present. */
export function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((existing) => existing !== item) : [...list, item];
}
