/**
 * Permissions-Policy: which powerful browser features a page (and any frame in it) may use. Foliocraft needs none
 * of the sensors, devices or capture APIs, so they are all switched off; a script that got in anyway could not ask
 * for the camera or the visitor's location either.
 *
 * Only feature names Chromium recognises are listed: it reports an unknown one (such as the retired
 * `interest-cohort`, FLoC's name, now `browsing-topics`) as a console error on every page. Firefox ignores the header.
 */
const deniedEverywhere = [
  "accelerometer",
  "ambient-light-sensor",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "picture-in-picture",
  "screen-wake-lock",
  "serial",
  "usb",
  "window-management",
  "xr-spatial-tracking",
] as const;

const policy = (allowed: Record<string, string>): string =>
  [...deniedEverywhere.map((feature) => `${feature}=()`), ...Object.entries(allowed).map(([f, v]) => `${f}=${v}`)]
    .sort()
    .join(", ");

/**
 * The app's policy. Payment stays open to our own pages and Paystack's inline checkout frame (issue 8), which may
 * offer Apple Pay or Google Pay through the Payment Request API; a frame can only use a feature the top page allows
 * to its origin.
 */
export const appPermissionsPolicy = policy({
  payment: '(self "https://checkout.paystack.com")',
  // Passkey sign-in (WebAuthn get) on our own pages only, never in a frame of another origin. Making one (create)
  // already defaults to `self`.
  "publickey-credentials-get": "(self)",
});

/**
 * The policy of public portfolio pages (/p/{username} and everything under it): a portfolio takes no payment, so
 * nothing at all is allowed, for the page or for anything embedded in it.
 */
export const publicPagePermissionsPolicy = policy({
  payment: "()",
  fullscreen: "()",
  "web-share": "()",
  "publickey-credentials-get": "()",
});

/** True for the paths of public portfolio pages (a custom domain's `/` has been rewritten to /p/{username} first). */
export function isPublicPagePath(url: string): boolean {
  return url === "/p" || url.startsWith("/p/") || url.startsWith("/p?");
}
