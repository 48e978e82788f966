import type { PortfolioContent } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { previewLanguage } from "./preview-language-select";
import type { PreviewTarget } from "./preview-follow";
import { ThemePreview } from "./theme-preview";
import type { PreviewView } from "./use-preview-view";

/**
 * The portfolio's preview at the width, zoom and language a preview toolbar chose (`view`), optionally scrolled to
 * the part being edited (`follow`): the builder's pane, its preview step and the full-screen preview show this.
 */
export function ViewPreview({
  content,
  view,
  showPoweredBy,
  follow,
}: {
  content: PortfolioContent;
  view: PreviewView;
  showPoweredBy: boolean;
  follow?: PreviewTarget | undefined;
}) {
  const { t } = useTranslation();
  return (
    <ThemePreview
      content={content}
      device={view.device}
      {...(view.zoom === "fit" ? {} : { zoom: view.zoom })}
      {...(follow === undefined ? {} : { follow })}
      title={t("builder.preview.frameTitle")}
      showPoweredBy={showPoweredBy}
      language={previewLanguage(content, view.language)}
    />
  );
}
