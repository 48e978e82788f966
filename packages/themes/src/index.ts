/** Portfolio themes: the catalogue, the theme modules and the pure static-site renderer. */
export * from "./catalog";
export * from "./theme-catalog";
export type { ThemeMeta, ThemeModule, Palette, ColorScheme, NotFoundModel } from "./theme-module";
export type * from "./page-model";
export { renderSite, renderNotFoundPage, themeStylesheet, type RenderOptions, type SiteFile } from "./render";
export { buildPageModel } from "./build-page-model";
export { rendererDictionary, rendererStrings, type RendererStrings } from "./i18n/dictionary";
export { escapeHtml, safeHref } from "./escape";
export { defaultAssetBase, isAssetPath, referencedAssets } from "./asset-links";
export {
  fontFamilies,
  fontPairings,
  fontScripts,
  findFontPairing,
  getFontFamily,
  fontFileIndex,
  type FontFamily,
  type FontPairing,
  type FontScript,
} from "./fonts/font-registry";
export { fontPlan, latinFontFaceCss, scriptsOfContent, type FontPlan, type FontPlanOptions } from "./fonts/font-css";
export { fontRoutePrefix } from "./fonts/font-base";
export {
  contrastRatio,
  accentContrast,
  isAccessibleAccent,
  nearestAccessibleAccent,
  buttonTextFor,
  minimumContrast,
} from "./styling/contrast";
export {
  styleOptionsOf,
  resolveFontPairingId,
  themePalettes,
  counterpartPalette,
  type ThemeStyleOptions,
} from "./styling/theme-styles";
export { completeSectionList, orderSections, type RenderedSection } from "./styling/section-order";
export { shareCardDesign, shareCardSize, fontRuns, type FontRun, type ShareCardDesign } from "./share-card";
export { portfolioPalette } from "./styling/portfolio-look";
