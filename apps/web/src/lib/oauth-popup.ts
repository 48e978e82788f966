/** The OAuth popup's size (spec §9: popup 500x600). */
export const OAUTH_POPUP_SIZE = { width: 500, height: 600 } as const;

/** What `popupFeatures` needs to know about the opener's window. */
export interface OpenerGeometry {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}

/** window.open features for a 500×600 popup centred over the opener (never off the screen's top-left edge). */
export function popupFeatures(opener: OpenerGeometry): string {
  const { width, height } = OAUTH_POPUP_SIZE;
  const left = Math.max(0, Math.round(opener.screenX + (opener.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(opener.screenY + (opener.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens the empty sign-in popup. Call it straight from the click (before any await): browsers block popups that
 * are not opened by a user gesture. Null when the browser blocked it anyway.
 */
export function openOAuthPopup(): Window | null {
  return window.open("about:blank", "foliocraft-oauth", popupFeatures(window));
}

/** Sends the popup to the provider's page; only http(s) addresses, never a script URL. */
export function sendPopupTo(popup: Window, url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== "https:" && target.protocol !== "http:") throw new Error("Refusing a non-web sign-in URL");
  popup.location.href = target.href;
}
