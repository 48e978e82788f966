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
