import type { ThemeId } from "@foliocraft/schemas";
import { showcasePath } from "./showcase";

// The desktop page of the preview (previewDevices.desktop, not imported: that module brings the whole renderer) at
// a fifth of its size, laid out at its real width so the theme's media queries see a desktop.
const SCALE = 0.2;
const screen = { width: 1280, height: 800 };

/**
 * One theme drawn with the sample portfolio, as a 256 × 160 picture: the page the build rendered for it
 * (showcasePath), loaded lazily into a frame that runs nothing. The home page's showcase and the dashboard's
 * gallery both show these, so neither ships the renderer to the browser.
 */
export function ShowcaseThumbnail({ theme, title }: { theme: ThemeId; title: string }) {
  return (
    <div
      className="relative max-w-full overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700"
      style={{ width: screen.width * SCALE, height: screen.height * SCALE }}
    >
      {/* Decorative: the theme's name beside it says what it is. sandbox="" runs nothing inside. */}
      <iframe
        title={title}
        src={showcasePath(theme)}
        sandbox=""
        loading="lazy"
        tabIndex={-1}
        aria-hidden="true"
        referrerPolicy="no-referrer"
        className="pointer-events-none absolute top-0 left-0 origin-top-left border-0 bg-white"
        style={{ width: screen.width, height: screen.height, transform: `scale(${SCALE})` }}
      />
    </div>
  );
}
