import type { RenderOptions } from "../render-options";

/** This server's immutable route for the font files (apps/server modules/fonts). */
export const fontRoutePrefix = "/fonts/";

/** Where a rendered page links its font files: the server's route for a standalone page, beside index.html otherwise. */
export function fontBaseOf(options: Pick<RenderOptions, "fontBase" | "standalone">): string {
  return options.fontBase ?? (options.standalone ? fontRoutePrefix : "fonts/");
}
