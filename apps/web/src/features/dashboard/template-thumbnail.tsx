import type { ThemeId } from "@foliocraft/schemas";
import { samplePortfolio } from "../preview/sample-portfolio";
import { ThemePreview } from "../preview/theme-preview";

// Its own module so the gallery can load it (and the renderer of @foliocraft/themes behind it) on demand.

// The home page's showcase draws the same sample.
const sample = samplePortfolio();

/** The sample portfolio drawn in one theme, as a 256 × 160 picture (the desktop page at a fifth of its size). */
export function TemplateThumbnail({ theme, title }: { theme: ThemeId; title: string }) {
  return <ThemePreview content={sample} theme={theme} scale={0.2} title={title} interactive={false} />;
}
