import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { PortfolioContent, ThemeId } from "@foliocraft/schemas";
import { isAssetPath, shareCardDesign, shareCardSize } from "@foliocraft/themes";
import { renderShareCard } from "./card";
import { squarePhoto } from "./photo";
import type { ShareImageRepository } from "./repository";
import type { ShareFonts } from "./share-fonts";

/** Bumped when the drawing changes, so every portfolio gets a new image on its next publish or export. */
const generatorVersion = 1;

/** Where share images are served: `/share/{sha256 of the PNG}.png`, immutable. */
export const shareImagePrefix = "/share/";

/** A drawn share image: its served name and what the page's meta tags say about it. */
export interface ShareImage {
  /** `{sha256}.png`. */
  file: string;
  width: number;
  height: number;
  alt: string;
}

/** What the image shows, in words (og:image:alt): the name and the title. */
export function shareImageAlt(content: PortfolioContent, username?: string): string {
  const name = content.personal.fullName.trim() || (username ? `@${username}` : "");
  return [name, content.personal.title.trim()].filter(Boolean).join(" — ");
}

/** The meta tags' view of a share image at `href`: its size and description. */
export function shareImageMeta(href: string, content: PortfolioContent, username?: string) {
  return { href, width: shareCardSize.width, height: shareCardSize.height, alt: shareImageAlt(content, username) };
}

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/**
 * Share images of portfolios (Open Graph and X cards): drawn from a portfolio's content in its theme's look,
 * stored content-addressed, and drawn once per distinct input (a publish of unchanged content, or the export of
 * a published draft, reuses the stored one). Drawing never fails a publish or an export: an error is logged and
 * the page goes without an image.
 */
export function createShareImageService(deps: {
  repository: ShareImageRepository;
  fonts: ShareFonts;
  publicUrl: string;
  log?: FastifyBaseLogger;
}) {
  const { repository, fonts, log } = deps;
  const host = new URL(deps.publicUrl).host;

  async function photoOf(content: PortfolioContent): Promise<{ id: string; png?: Uint8Array }> {
    const picture = content.personal.profilePicture.trim();
    // Only our own uploads are drawn: fetching a URL someone typed would let a page make this server fetch anything.
    if (!isAssetPath(picture)) return { id: "" };
    const id = picture.slice("/assets/".length).split(".")[0] ?? "";
    const asset = await repository.asset(id);
    if (!asset?.contentType.startsWith("image/")) return { id: "" };
    return { id, png: await squarePhoto(asset.data, content.personal.profilePictureFocus) };
  }

  return {
    /**
     * The share image of `content` drawn in `theme` (the theme the page is rendered with), its page's address
     * shown when the owner has a username; undefined when it could not be drawn.
     */
    async imageFor(content: PortfolioContent, theme: ThemeId, username?: string): Promise<ShareImage | undefined> {
      try {
        const design = shareCardDesign(content, theme);
        const name = content.personal.fullName.trim() || (username ? `@${username}` : "");
        const title = content.personal.title.trim();
        const address = username ? `${host}/p/${username}` : "";
        const picture = content.personal.profilePicture.trim();
        const focus = content.personal.profilePictureFocus;
        const meta = {
          width: shareCardSize.width,
          height: shareCardSize.height,
          alt: shareImageAlt(content, username),
        };
        const inputKey = sha256(JSON.stringify({ generatorVersion, design, name, title, address, picture, focus }));
        const known = await repository.hashOfInputs(inputKey);
        if (known) return { file: `${known}.png`, ...meta };
        const photo = await photoOf(content);
        const png = await renderShareCard({ design, name, title, address, photo: photo.png }, fonts);
        const hash = sha256(png);
        await repository.save(inputKey, hash, png);
        return { file: `${hash}.png`, ...meta };
      } catch (error) {
        log?.error({ err: error }, "A share image could not be drawn; the page goes without one");
        return undefined;
      }
    },

    /** The bytes of a served share image (`{sha256}.png`), or undefined. */
    async png(file: string): Promise<Buffer | undefined> {
      const hash = /^([0-9a-f]{64})\.png$/.exec(file)?.[1];
      return hash ? repository.png(hash) : undefined;
    },
  };
}

/** Share images. */
export type ShareImageService = ReturnType<typeof createShareImageService>;
