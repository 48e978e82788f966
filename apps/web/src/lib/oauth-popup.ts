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

/** The address as an absolute http(s) URL; throws for anything else (a `javascript:` URL must never be opened). */
export function checkedWebUrl(url: string): string {
  const target = new URL(url, window.location.href);
  if (target.protocol !== "https:" && target.protocol !== "http:") throw new Error("Refusing a non-web sign-in URL");
  return target.href;
}

/** Sends the popup to the provider's page; only http(s) addresses, never a script URL. */
export function sendPopupTo(popup: Window, url: string): void {
  popup.location.href = checkedWebUrl(url);
}

/**
 * Calls `onClosed` once the user closes the popup (browsers fire no event for it, so it is polled).
 * Returns a function that stops watching.
 */
export function watchPopupClosed(popup: Window, onClosed: () => void, intervalMs = 500): () => void {
  const timer = window.setInterval(() => {
    if (!popup.closed) return;
    window.clearInterval(timer);
    onClosed();
  }, intervalMs);
  return () => window.clearInterval(timer);
}

/** Whether a message came from `source` and from this site: anything else may be another page posting at us. */
export function isMessageFrom(event: MessageEvent, source: Window): boolean {
  return event.origin === window.location.origin && event.source === source;
}

/**
 * The window that opened this one, when it shows this same site; null when there is none (a full-page sign-in)
 * or it is another site's page, which must not be told anything.
 */
export function sameOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    // Reading another origin's location throws.
    return null;
  }
}

/** Posts to the opener for this site's origin only (never "*"): if the opener has since moved elsewhere, nothing is delivered. */
export function postToOpener(opener: Window, message: unknown): void {
  opener.postMessage(message, window.location.origin);
}
