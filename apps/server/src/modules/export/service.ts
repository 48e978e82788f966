import { zipSync, type Zippable } from "fflate";
import {
  apiMessage,
  portfolioContentSchema,
  portfolioLanguages,
  truncateGraphemes,
  type LanguageCode,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { referencedAssets, renderSiteVersions, resolveThemeId, versionFolder } from "@foliocraft/themes";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { assertThemeAllowed, hasPro, themeToRender } from "../plans/entitlements";
import { exportAnalyticsOptions } from "../analytics/endpoints";
import type { FontStore } from "../fonts/font-store";
import { contactEndpointFor } from "../public-site/service";
import type { ResumePdfService } from "../resume-pdf/service";
import { shareImageMeta, type ShareImageService } from "../share-image/service";
import type { ExportAsset, ExportRepository } from "./repository";

/** The share image's path in a rendered site. */
export const shareImageFile = "share.png";

/** The generated résumé's name in the ZIP and deploys, beside index.html. */
export const resumePdfFile = "resume.pdf";

/** A ready ZIP and the name to save it under. */
export interface ExportedZip {
  bytes: Uint8Array;
  /** ASCII-only, safe in any file system and in a quoted header parameter. */
  filename: string;
  /** The portfolio's own name, for `filename*` (RFC 6266); only characters no file system refuses. */
  unicodeFilename: string;
}

/** One file of a rendered site, at its path relative to the site's root. */
export interface SiteFile {
  path: string;
  bytes: Uint8Array;
  /** Images and PDFs: compressed already, so a ZIP stores them as they are. */
  compressed: boolean;
}

/** A portfolio's rendered static site: what the ZIP export and every deploy publish. */
export interface SiteFiles {
  name: string;
  updatedAt: Date;
  files: SiteFile[];
}

/** Zips a rendered site; a fixed timestamp (the last edit) makes the same draft zip to the same bytes. */
export function zipSiteFiles(site: SiteFiles): Uint8Array {
  const files: Zippable = {};
  // Deflating images and PDFs again only costs time.
  for (const file of site.files) files[file.path] = file.compressed ? [file.bytes, { level: 0 }] : file.bytes;
  return zipSync(files, { level: 6, mtime: site.updatedAt });
}

const contentTypeOfExtension: Record<string, string> = { webp: "image/webp", pdf: "application/pdf" };

/** `Ama's Portfolio ✨` → `Amas-Portfolio`; a name with no usable letter becomes `portfolio`. */
export function asciiFileStem(name: string): string {
  const stem = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "")
    .slice(0, 60)
    .replace(/[-.]+$/g, "");
  return stem || "portfolio";
}

function unicodeFileStem(name: string): string {
  // Path separators, reserved punctuation of Windows and control characters are never part of a file name.
  const stem = [...name]
    .map((ch) => (ch < " " || ch === "\u007f" || '/\\:*?"<>|'.includes(ch) ? "-" : ch))
    .join("")
    .replace(/-{2,}/g, "-")
    .trim();
  // The stem goes into Content-Disposition through encodeURIComponent, which throws on half a character.
  return truncateGraphemes(stem, 80).replace(/^\.+/, "") || "portfolio";
}

/** Every string of the content that is a missing upload becomes "": the export links only files it contains. */
function withoutMissing(content: PortfolioContent, missing: Set<string>): PortfolioContent {
  const strip = (value: unknown): unknown => {
    if (typeof value === "string") return missing.has(value.trim()) ? "" : value;
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]));
    return value;
  };
  return missing.size ? (strip(content) as PortfolioContent) : content;
}

/**
 * The ZIP export of a portfolio's current draft: the renderer's static site with every link relative (it works
 * opened from disk, under a sub-path such as GitHub project pages, and at a domain root), the uploads it uses
 * bundled under `assets/` and the font files its stylesheet links under `fonts/`. Free users cannot export Pro themes (403 naming the upgrade).
 */
export function createExportService(deps: {
  repository: ExportRepository;
  profiles: ProfileRepository;
  publicUrl: string;
  /** The self-hosted font files the rendered stylesheet links, bundled under `fonts/`. */
  fonts: FontStore;
  /** Share images: the site's preview picture, bundled as `share.png`. */
  shareImages?: ShareImageService;
  /** Generated résumés: the PDF, bundled as `resume.pdf`. */
  resumePdfs?: ResumePdfService;
  now?: () => Date;
}) {
  const { repository, profiles, publicUrl, fonts } = deps;
  const now = deps.now ?? (() => new Date());

  /** The rendered site of the owner's draft as file paths and bytes; uploads are flagged as already compressed. */
  async function siteFiles(userId: string, portfolioId: string, action: "export" | "deploy"): Promise<SiteFiles> {
    const portfolio = await repository.findOwned(userId, portfolioId);
    if (!portfolio) throw new AppError("not-found", apiMessage("portfolioNotFound"));
    const profile = await profiles.get(userId);
    const parsed = portfolioContentSchema.safeParse(portfolio.content);
    let content = parsed.success ? parsed.data : portfolio.content;
    const at = now();
    assertThemeAllowed(profile, resolveThemeId(content.theme), action, at);
    // A lapsed Pro owner's site is drawn with the free default theme; their stored choice is kept for renewal.
    const { theme } = themeToRender(profile, resolveThemeId(content.theme), at);

    const wanted = referencedAssets(content);
    const found = new Map<string, ExportAsset>();
    for (const asset of await repository.assets(wanted.map((p) => p.slice("/assets/".length).split(".")[0] ?? ""))) {
      found.set(asset.id, asset);
    }
    const files: SiteFile[] = [];
    const missing = new Set<string>();
    for (const path of wanted) {
      const [id = "", extension = ""] = path.slice("/assets/".length).split(".");
      const asset = found.get(id);
      if (!asset || asset.contentType !== contentTypeOfExtension[extension]) missing.add(path);
      else files.push({ path: `assets/${id}.${extension}`, bytes: new Uint8Array(asset.data), compressed: true });
    }
    content = withoutMissing(content, missing);

    // The link-preview picture, beside index.html: the site's own address is not known here, so it is linked
    // relatively (a host that knows it can still resolve it).
    const username = portfolio.publishedAt && profile?.username ? profile.username : undefined;
    const image = await deps.shareImages?.imageFor(content, theme, username);
    const imageBytes = image && (await deps.shareImages?.png(image.file));
    if (image && imageBytes) files.push({ path: shareImageFile, bytes: new Uint8Array(imageBytes), compressed: true });

    // The generated résumé, beside each language version's index.html (resume.pdf, {lang}/resume.pdf), when the
    // Resume download section offers it (made once per content and language, so the ZIP of a published draft reuses
    // the publish's files). Otherwise, or in a language whose PDF could not be made, the section links the owner's
    // own file.
    const offersGenerated = content.resume.enabled && content.resume.source === "generated";
    const resumes = offersGenerated ? await deps.resumePdfs?.storedVersions(content) : undefined;
    const withResume = new Set<LanguageCode>();
    for (const lang of portfolioLanguages(content)) {
      const hash = lang === content.language ? resumes?.primary : resumes?.translations[lang];
      const bytes = hash && (await deps.resumePdfs?.pdf(`${hash}.pdf`));
      if (!bytes) continue;
      withResume.add(lang);
      const path = `${versionFolder(content, lang)}${resumePdfFile}`;
      files.push({ path, bytes: new Uint8Array(bytes), compressed: true });
    }

    // The contact form of an exported site posts to this server, which knows the owner only by a published name.
    const contactEndpoint =
      portfolio.publishedAt && profile?.username ? contactEndpointFor(publicUrl, profile.username) : undefined;
    // Every language version (issue 21): index.html for the primary, {lang}/index.html for each translation.
    const site = renderSiteVersions(
      content,
      {
        theme,
        showPoweredBy: !hasPro(profile, at),
        poweredByUrl: publicUrl,
        contactEndpoint,
        // A static site cannot show a redirect's outcome: its small script posts with fetch and shows it in place.
        contactScript: true,
        // Counting (a beacon and the resume through the server) only when the owner opted in: modules/analytics.
        ...exportAnalyticsOptions(publicUrl, profile?.username, !!portfolio.publishedAt, content),
        assetBase: "assets/",
        // Each page's own subset of the Arabic and Devanagari faces, bundled under fonts/ like any font file.
        subsetFonts: true,
        ...(image && imageBytes ? { shareImage: shareImageMeta(shareImageFile, content, username) } : {}),
        // 404.html is served at any depth: its Back link needs an absolute address, the public page's when there is one.
        ...(portfolio.publishedAt && profile?.username ? { homeUrl: `${publicUrl}/p/${profile.username}` } : {}),
        year: at.getUTCFullYear(),
      },
      (lang) => (withResume.has(lang) ? { generatedResumeHref: resumePdfFile } : {}),
    );
    for (const file of site.files) {
      const bytes = typeof file.contents === "string" ? new TextEncoder().encode(file.contents) : file.contents;
      files.push({ path: file.path, bytes, compressed: false });
    }
    // WOFF2 is compressed already.
    for (const font of await fonts.siteFiles(site.fonts)) files.push({ ...font, compressed: true });
    return { name: portfolio.name, updatedAt: portfolio.updatedAt, files };
  }

  return {
    siteFiles,

    async exportZip(userId: string, portfolioId: string): Promise<ExportedZip> {
      const site = await siteFiles(userId, portfolioId, "export");
      return {
        bytes: zipSiteFiles(site),
        filename: `${asciiFileStem(site.name)}.zip`,
        unicodeFilename: `${unicodeFileStem(site.name)}.zip`,
      };
    },
  };
}

/** ZIP exports. */
export type ExportService = ReturnType<typeof createExportService>;
