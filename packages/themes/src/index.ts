/** Portfolio themes: the catalogue, the theme modules and the pure static-site renderer. */
export * from "./catalog";
export * from "./theme-catalog";
export type { ThemeMeta, ThemeModule, Palette, ColorScheme, NotFoundModel } from "./theme-module";
export type * from "./page-model";
export { renderSite, renderNotFoundPage, themeStylesheet, type RenderOptions, type SiteFile } from "./render";
export { buildPageModel } from "./build-page-model";
export { renderSiteVersions, versionFolder } from "./render-site-versions";
export type { LanguageVersion } from "./render-languages";
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
export {
  fontNeedsOf,
  fontPlan,
  latinFontFaceCss,
  scriptsOfContent,
  type FontPlan,
  type FontPlanOptions,
} from "./fonts/font-css";
export { cjkFamilyIds, scriptFamilyIds } from "./fonts/font-registry";
export { formatPeriod } from "./i18n/format";
export { fontRoutePrefix } from "./fonts/font-base";
export {
  codePointsDrawnBy,
  isPageSubset,
  maxWholeFaceCodePoints,
  splitFontReference,
  validWholeFaceRequest,
  wholeFaceSubsets,
} from "./fonts/whole-face-subset";
export {
  encodeCodePoints,
  maxSubsetCodeLength,
  parseSubsetFontName,
  subsetFontName,
  subsettableFiles,
  validSubsetRequest,
} from "./fonts/font-subset-name";
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
