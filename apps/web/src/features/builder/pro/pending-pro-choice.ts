import { themeIds, type ThemeId } from "@foliocraft/schemas";

/**
 * What a free user was doing when they chose to upgrade (issue 20 item 4): keeping a Pro theme, publishing with it,
 * or downloading its ZIP. Remembered across the Paystack checkout (an inline popup, or a full-page trip to
 * /pricing and back) so the choice goes through once the plan is Pro, without doing it again. The server still
 * decides: a resumed publish or download is the same request, refused if the plan is not Pro after all.
 */
export interface PendingProChoice {
  portfolioId: string;
  theme: ThemeId;
  action: "theme" | "publish" | "zip";
  /** The builder page to come back to after a full-page checkout (an app path, never another site). */
  returnTo: string;
}

// sessionStorage: this tab only, and gone when it closes; a choice from last week must not fire a publish today.
const key = "foliocraft.pendingProChoice";
const actions = ["theme", "publish", "zip"] as const;

/** Remembers the choice (replacing an earlier one). */
export function savePendingProChoice(choice: PendingProChoice): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage off (private mode, quota): the upgrade still works, the user repeats the click.
  }
}

/** The remembered choice, if any and well-formed; anything else stored under the key is dropped. */
export function readPendingProChoice(): PendingProChoice | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingProChoice>;
    if (
      typeof value.portfolioId === "string" &&
      (themeIds as readonly string[]).includes(value.theme ?? "") &&
      (actions as readonly string[]).includes(value.action ?? "") &&
      typeof value.returnTo === "string" &&
      // Only a path of this app: never "//elsewhere" or "https://…" (an open redirect).
      /^\/(?!\/)/.test(value.returnTo)
    ) {
      return value as PendingProChoice;
    }
  } catch {
    // Not JSON: dropped below.
  }
  clearPendingProChoice();
  return null;
}

/** Forgets the choice (done, or superseded). */
export function clearPendingProChoice(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
