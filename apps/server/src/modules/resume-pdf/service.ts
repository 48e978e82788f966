import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  apiMessage,
  defaultResumePdfOptions,
  localizeContent,
  portfolioLanguages,
  type LanguageCode,
  type PortfolioContent,
  type ResumePdfOptions,
} from "@foliocraft/schemas";
import { isAssetPath } from "@foliocraft/themes";
import { AppError } from "../../errors";
import { squarePhoto } from "../share-image/photo";
import type { ResumePdfRepository } from "./repository";
import { renderResumePdf } from "./resume-pdf";
import type { TypstOutput, TypstRenderer } from "./typst-renderer";

/** An uploaded file by its id (the `{sha256}` of `/assets/{sha256}.webp`). */
export type AssetLoader = (id: string) => Promise<{ contentType: string; data: Uint8Array } | undefined>;

/** Bumped when the designs change, so every portfolio gets a new résumé on its next publish or export. */
const generatorVersion = 1;

/** Where stored résumés are served: `/resumes/{sha256 of the PDF}.pdf`, immutable. */
export const resumePdfPrefix = "/resumes/";

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");

/** The layout the owner chose for a portfolio's résumé, or the default one. */
export function resumePdfOptionsOf(content: PortfolioContent): ResumePdfOptions {
  return content.resume.pdf ?? defaultResumePdfOptions();
}

/**
 * Generated PDF résumés: the portfolio's content laid out by Typst on a worker thread, with the profile photo when
 * it is one of our own uploads and decodes (a photo that does not is left out; the résumé is still made).
 */
export function createResumePdfService(deps: {
  renderer: TypstRenderer;
  asset: AssetLoader;
  repository?: ResumePdfRepository;
  log?: FastifyBaseLogger;
}) {
  async function photoOf(content: PortfolioContent): Promise<Uint8Array | undefined> {
    const picture = content.personal.profilePicture.trim();
    // Only our own uploads are printed: fetching an address someone typed would let a résumé make this server
    // fetch anything.
    if (!isAssetPath(picture)) return undefined;
    const asset = await deps.asset(picture.slice("/assets/".length).split(".")[0] ?? "");
    if (!asset?.contentType.startsWith("image/")) return undefined;
    return squarePhoto(asset.data, content.personal.profilePictureFocus, "jpeg");
  }

  async function generate(content: PortfolioContent, options = resumePdfOptionsOf(content)): Promise<TypstOutput> {
    const photo = options.photo ? await photoOf(content) : undefined;
    return renderResumePdf(deps.renderer, content, options, photo);
  }

  /**
   * The stored résumé of `content` in the owner's layout, made once per distinct input (a publish of unchanged
   * content, or the export of a published draft, reuses it); undefined when it could not be made, which never
   * fails a publish or an export (the error is logged).
   */
  async function stored(content: PortfolioContent): Promise<{ hash: string } | undefined> {
    const { repository, log } = deps;
    if (!repository) return undefined;
    try {
      const options = resumePdfOptionsOf(content);
      const inputKey = sha256(JSON.stringify({ generatorVersion, content, options }));
      const known = await repository.hashOfInputs(inputKey);
      if (known) return { hash: known };
      const { pdf } = await generate(content, options);
      const hash = sha256(pdf);
      await repository.save(inputKey, hash, pdf);
      return { hash };
    } catch (error) {
      log?.error({ err: error }, "A résumé PDF could not be made; the page goes without one");
      return undefined;
    }
  }

  return {
    /**
     * The résumé of `content` in `options` (default: the owner's saved choice), in `lang` when given (one of the
     * portfolio's translations: its texts, headings, dates and direction; the primary language otherwise).
     */
    generate(content: PortfolioContent, options = resumePdfOptionsOf(content), lang?: LanguageCode) {
      return generate(lang ? localizeContent(content, lang) : content, options);
    },

    stored,

    /**
     * The stored résumé of every language version of `content` (issue 21): the primary language's (`primary`) and
     * each translation's by its code, one at a time (one worker lays them out). A language whose PDF could not be
     * made is left out; the others are kept.
     */
    async storedVersions(
      content: PortfolioContent,
    ): Promise<{ primary?: string; translations: Partial<Record<LanguageCode, string>> }> {
      const [first, ...others] = portfolioLanguages(content);
      const primary = first && (await stored(localizeContent(content, first)))?.hash;
      const translations: Partial<Record<LanguageCode, string>> = {};
      for (const lang of others) {
        const made = await stored(localizeContent(content, lang));
        if (made) translations[lang] = made.hash;
      }
      return { ...(primary ? { primary } : {}), translations };
    },

    /** The owner's saved draft of a portfolio, for the builder's preview; another's or an unknown id is a 404. */
    async draftContent(userId: string, portfolioId: string): Promise<PortfolioContent> {
      const content = await deps.repository?.draftContent(userId, portfolioId);
      if (!content) throw new AppError("not-found", apiMessage("portfolioNotFound"));
      return content;
    },

    /** The bytes of a stored résumé (`{sha256}.pdf`), or undefined. */
    async pdf(file: string): Promise<Buffer | undefined> {
      const hash = /^([0-9a-f]{64})\.pdf$/.exec(file)?.[1];
      return hash && deps.repository ? deps.repository.pdf(hash) : undefined;
    },
  };
}

/** Generated PDF résumés. */
export type ResumePdfService = ReturnType<typeof createResumePdfService>;
