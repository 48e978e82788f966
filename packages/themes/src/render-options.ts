import type { ContactStatus, LanguageCode } from "@foliocraft/schemas";
import type { LanguageVersion } from "./render-languages";

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
   * Inlines favicon.svg (a data: URL) into index.html and links no script, so the page needs no sibling file: the
   * server's /p/{username} page and previews (every page inlines its styles).
   */
  standalone?: boolean;
  /**
   * The server's counting address of the resume (`/p/{username}/resume`): an uploaded resume links there (it
   * redirects to the file on the server's own origin); a resume on another site is linked directly and the click
   * pings this address. The hosted page always passes it; an export only when the owner opted in.
   */
  resumeHref?: string;
  /**
   * Where the generated PDF résumé is (issue 23), when there is one: `/p/{username}/resume.pdf` on the hosted page
   * (it counts the download), `resume.pdf` beside index.html in the ZIP and deploys. The Resume download section
   * links it when the owner chose the generated résumé over their own file.
   */
  generatedResumeHref?: string;
  /** Adds `analytics-beacon.js` posting one view per load here (exported sites of owners who opted in; never standalone). */
  beaconUrl?: string;
  /**
   * The absolute address of the site's home page when known (a published portfolio's public page, a deploy's URL):
   * 404.html links back to it, because static hosts serve 404.html at any depth. Falls back to `canonicalUrl`.
   */
  homeUrl?: string;
  /**
   * Where the self-hosted font files are linked from: default `/fonts/` (this server's immutable route) for a
   * standalone page, `fonts/` beside index.html otherwise (the ZIP and deploys bundle them there).
   */
  fontBase?: string;
  /**
   * Links the Arabic, Devanagari and CJK faces as per-page subsets holding only the characters the page draws (a few
   * tens of KB instead of 120–170 KB, or for CJK megabytes; fonts/font-subset-name.ts, fonts/whole-face-subset.ts),
   * which the server makes from the reference: the public page, the ZIP and deploys. The live preview leaves it off: it re-renders on every edit, and each new character
   * would cost a subsetting run.
   */
  subsetFonts?: boolean;
  /**
   * The portfolio's share image (og:image, twitter:image): `href` absolute where the site's address is known (the
   * public page), or relative to index.html (`share.png` in the ZIP and deploys). Without it the profile photo is
   * the preview picture, when it has an absolute address.
   */
  shareImage?: { href: string; width: number; height: number; alt: string };
  /**
   * Which language version to draw (issue 21): the content's translated texts in it, the primary text where a
   * translation is missing, and the renderer's own texts, dates and direction in it. Default: the primary language.
   */
  language?: LanguageCode;
  /**
   * Every language version as this page links it (the primary first): hreflang alternates in the head and the
   * language switcher. Absent or one version: neither is drawn.
   */
  languageVersions?: readonly LanguageVersion[];
  year: number;
}
