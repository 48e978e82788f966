/** Portfolio themes: the catalogue and the pure static-site renderer. */
export * from "./catalog";
export * from "./theme-catalog";
export { renderSite, renderNotFoundPage, type RenderOptions, type SiteFile } from "./render";
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
export { fontPlan, latinFontFaceCss, scriptsOfContent, type FontPlan } from "./fonts/font-css";
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
  type Palette,
  type ThemeStyleOptions,
} from "./styling/theme-styles";
export { completeSectionList, orderSections, type RenderedSection } from "./styling/section-order";
