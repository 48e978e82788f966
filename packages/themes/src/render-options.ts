import type { ContactStatus } from "@foliocraft/schemas";

/** Options of `renderSite`: everything outside the content that changes the output (no clock: pass the year). */
export interface RenderOptions {
  theme?: unknown;
  showPoweredBy: boolean;
  poweredByUrl: string;
  canonicalUrl?: string;
  /** Where the contact form posts; without it the form is not rendered (a form that cannot send is worse than none). */
  contactEndpoint?: string;
  /** The outcome of the visitor's last form post, shown above the form (the server passes it from `?sent=1`/`?error=`). */
  contactStatus?: ContactStatus;
  /**
   * Adds `contact-form.js`, which posts the form with fetch and shows the outcome in place (exported sites: they are
   * not rendered per request, so they cannot show a redirect's outcome). The form still works without it.
   */
  contactScript?: boolean;
  /**
   * Where uploaded files (`/assets/{sha256}.{ext}` in the content) are linked from. Default `/assets/`, the app's
   * own route (the public page and the preview are on the app's origin); an export that bundles the files under
   * `assets/` passes `"assets/"` so its pages work from disk and under any sub-path.
   */
  assetBase?: string;
  /**
   * Inlines styles.css (a `<style>` element) and favicon.svg (a data: URL) into index.html, so the page needs no
   * sibling file: the server's /p/{username} page (one request, no render-blocking stylesheet) and previews.
   */
  standalone?: boolean;
  /**
   * Where the resume link points instead of the file itself: the server's counting address (`/p/{username}/resume`,
   * which redirects to the file). The hosted page always passes it; an export only when the owner opted in.
   */
  resumeHref?: string;
  /** Adds `analytics-beacon.js` posting one view per load here (exported sites of owners who opted in; never standalone). */
  beaconUrl?: string;
  /**
   * Where the self-hosted font files are linked from: default `/fonts/` (this server's immutable route) for a
   * standalone page, `fonts/` beside styles.css otherwise (the ZIP and deploys bundle them there).
   */
  fontBase?: string;
  year: number;
}
