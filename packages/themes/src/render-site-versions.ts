import { portfolioLanguages, type LanguageCode, type PortfolioContent } from "@foliocraft/schemas";
import { fontBaseOf } from "./fonts/font-base";
import { renderSite, type RenderOptions, type SiteFile } from "./render";
import type { LanguageVersion } from "./render-languages";

/** Where a language version's page lies in an exported site: the primary at the top, each translation in its folder. */
export const versionFolder = (content: PortfolioContent, lang: LanguageCode) =>
  lang === content.language ? "" : `${lang}/`;

// A relative address (a sibling folder of the site) seen from one folder down; absolute ones stay as they are.
const fromSubfolder = (href: string) => (/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(href) ? href : `../${href}`);

/**
 * Every language version's links as seen from the page of `from`: relative file paths (`ar/index.html`,
 * `../index.html`), which work from disk, on any host and under any sub-path.
 */
function relativeVersions(content: PortfolioContent, from: LanguageCode): LanguageVersion[] {
  const up = from === content.language ? "" : "../";
  return portfolioLanguages(content).map((lang) => ({ lang, href: `${up}${versionFolder(content, lang)}index.html` }));
}

/**
 * The static site of a portfolio in all its languages (ZIP export and deploys, issue 21): `index.html` and its files
 * for the primary language, `{lang}/index.html` (with its own styles: fonts follow the script) for each
 * translation. Uploads, fonts and the share image stay once at the top and are linked relatively from the folders;
 * 404.html and robots.txt exist once, for the whole site. A one-language portfolio is exactly `renderSite`'s output.
 * `versionOptions` gives what differs per language beyond that, as seen from the version's own folder (a generated
 * résumé per language: `resume.pdf` beside each index.html, or none where that language's was not made).
 */
export function renderSiteVersions(
  content: PortfolioContent,
  options: RenderOptions,
  versionOptions?: (lang: LanguageCode) => Partial<RenderOptions>,
): { files: SiteFile[]; fonts: string[] } {
  const [primary, ...translations] = portfolioLanguages(content);
  const root = renderSite(content, {
    ...options,
    ...versionOptions?.(primary!),
    language: primary,
    languageVersions: relativeVersions(content, primary!),
  });
  const files = [...root.files];
  const fonts = new Set(root.fonts);
  for (const lang of translations) {
    const site = renderSite(content, {
      ...options,
      ...versionOptions?.(lang),
      language: lang,
      languageVersions: relativeVersions(content, lang),
      ...(options.canonicalUrl ? { canonicalUrl: new URL(`${lang}/`, options.canonicalUrl).href } : {}),
      ...(options.assetBase !== undefined ? { assetBase: fromSubfolder(options.assetBase) } : {}),
      fontBase: fromSubfolder(fontBaseOf(options)),
      ...(options.shareImage
        ? { shareImage: { ...options.shareImage, href: fromSubfolder(options.shareImage.href) } }
        : {}),
    });
    for (const file of site.files) {
      if (file.path === "404.html" || file.path === "robots.txt") continue;
      files.push({ ...file, path: `${lang}/${file.path}` });
    }
    for (const font of site.fonts) fonts.add(font);
  }
  return { files, fonts: [...fonts] };
}
