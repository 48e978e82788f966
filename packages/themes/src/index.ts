/** Portfolio themes: the catalogue and the pure static-site renderer. */
export * from "./catalog";
export * from "./theme-catalog";
export { renderSite, renderNotFoundPage, type RenderOptions, type SiteFile } from "./render";
export { escapeHtml, safeHref } from "./escape";
export { defaultAssetBase, isAssetPath, referencedAssets } from "./asset-links";
