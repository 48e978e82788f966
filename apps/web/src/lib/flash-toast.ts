// A success message that must survive a full page load (logout reloads the page, which would wipe a toast).
// Only known translation keys are accepted back, so nothing else stored in the tab can be shown.
const FLASH_KEY = "flash-toast";
const allowedKeys = ["toast.signedOut"] as const;

/** A translation key that may be shown after the next page load. */
export type FlashToastKey = (typeof allowedKeys)[number];

/** Remembers a success message for the next page load in this tab. */
export function saveFlashToast(key: FlashToastKey): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, key);
  } catch {
    // Without session storage the message is simply not repeated after the reload.
  }
}

/** Whether a message waits for this page load (the app must start at once to show it). */
export function hasFlashToast(): boolean {
  try {
    return window.sessionStorage.getItem(FLASH_KEY) !== null;
  } catch {
    return false;
  }
}

/** Returns the remembered message once, then forgets it. */
export function takeFlashToast(): FlashToastKey | null {
  try {
    const value = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    return allowedKeys.find((key) => key === value) ?? null;
  } catch {
    return null;
  }
}
