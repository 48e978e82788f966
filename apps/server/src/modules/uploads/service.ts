import { createHash } from "node:crypto";
import sharp from "sharp";
import { apiMessage, cropRectangle, uploadLimits, type ImageCrop, type UploadResult } from "@foliocraft/schemas";
import { defaultUploadQuota } from "../../config";
import { AppError } from "../../errors";
import type { ProfileRepository } from "../accounts/profile-repository";
import { hasPro } from "../plans/entitlements";
import { sniffFileType } from "./file-check";
import type { AssetRepository, NewAsset, StoredAsset } from "./repository";

const megabytes = (bytes: number) => bytes / (1024 * 1024);
// Bounds decoding work: a small file can claim enormous dimensions ("decompression bomb").
const maxInputPixels = 50_000_000;

/**
 * Uploads: images re-encoded to WebP (≤ 1600 px, metadata stripped), resumes kept as PDF; stored by hash, within the
 * account's storage quota (Pro has more).
 */
export function createUploadService(deps: {
  repository: AssetRepository;
  profiles: Pick<ProfileRepository, "get">;
  quota?: { freeBytes: number; proBytes: number } | undefined;
}) {
  const { repository, profiles } = deps;
  const quota = deps.quota ?? defaultUploadQuota;

  /** Stores the file, or refuses it (429 `resource-exhausted` naming the quota) when it would not fit. */
  async function store(userId: string, asset: NewAsset): Promise<void> {
    const quotaBytes = hasPro(await profiles.get(userId)) ? quota.proBytes : quota.freeBytes;
    const outcome = await repository.put(userId, asset, quotaBytes);
    if (!outcome.stored) {
      throw new AppError(
        "resource-exhausted",
        apiMessage("uploadQuotaExceeded", { megabytes: Math.floor(megabytes(quotaBytes)) }),
        { quotaBytes, usedBytes: outcome.usedBytes },
      );
    }
  }

  /** Stores an encoded WebP under its hash and answers its public address. */
  async function storePicture(
    userId: string,
    image: { data: Buffer; width: number; height: number },
  ): Promise<UploadResult> {
    const id = createHash("sha256").update(image.data).digest("hex");
    await store(userId, { id, contentType: "image/webp", data: image.data, width: image.width, height: image.height });
    return {
      url: `/assets/${id}.webp`,
      contentType: "image/webp",
      size: image.data.length,
      width: image.width,
      height: image.height,
    };
  }

  async function encodeImage(bytes: Buffer) {
    try {
      // rotate() applies the EXIF orientation before the metadata (EXIF, GPS, ICC comments) is dropped.
      const { data, info } = await sharp(bytes, { limitInputPixels: maxInputPixels, animated: false })
        .rotate()
        .resize({
          width: uploadLimits.imageMaxSide,
          height: uploadLimits.imageMaxSide,
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      throw new AppError("invalid-argument", apiMessage("uploadImageUnreadable"));
    }
  }

  return {
    async upload(userId: string, kind: "image" | "resume", bytes: Buffer): Promise<UploadResult> {
      const type = sniffFileType(bytes);
      if (kind === "image") {
        if (bytes.length > uploadLimits.image) {
          throw new AppError(
            "invalid-argument",
            apiMessage("uploadImageTooLarge", { megabytes: megabytes(uploadLimits.image) }),
          );
        }
        if (!type || type === "application/pdf") {
          throw new AppError("invalid-argument", apiMessage("uploadNotAnImage"));
        }
        return storePicture(userId, await encodeImage(bytes));
      }
      if (bytes.length > uploadLimits.resume) {
        throw new AppError(
          "invalid-argument",
          apiMessage("uploadFileTooLarge", { megabytes: megabytes(uploadLimits.resume) }),
        );
      }
      if (type !== "application/pdf") {
        throw new AppError("invalid-argument", apiMessage("uploadResumeNotPdf"));
      }
      const id = createHash("sha256").update(bytes).digest("hex");
      await store(userId, { id, contentType: "application/pdf", data: bytes });
      return { url: `/assets/${id}.pdf`, contentType: "application/pdf", size: bytes.length };
    },

    /**
     * Cuts the zoomed-in part of one of the user's uploaded pictures into a new upload (image-crop.ts). Someone
     * else's upload, or one that does not exist, is "not found" alike: an address says nothing about its owner.
     */
    async crop(userId: string, crop: ImageCrop): Promise<UploadResult & { focus: { x: number; y: number } }> {
      const id = /^\/assets\/([0-9a-f]{64})\.webp$/.exec(crop.source)?.[1];
      const original = id && (await repository.isOwnedBy(id, userId)) ? await repository.get(id) : undefined;
      if (!original || original.contentType !== "image/webp") {
        throw new AppError("not-found", apiMessage("uploadFileNotFound"));
      }
      let cut: Awaited<ReturnType<typeof cutPicture>>;
      try {
        cut = await cutPicture(original.data, crop);
      } catch {
        throw new AppError("invalid-argument", apiMessage("uploadImageUnreadable"));
      }
      return { ...(await storePicture(userId, cut)), focus: cut.focus };
    },

    /** A stored file by its public name `{sha256}.{webp|pdf}`, or undefined. */
    async find(fileName: string): Promise<StoredAsset | undefined> {
      const match = /^([0-9a-f]{64})\.(webp|pdf)$/.exec(fileName);
      if (!match) return undefined;
      const asset = await repository.get(match[1]!);
      const expected = match[2] === "pdf" ? "application/pdf" : "image/webp";
      return asset?.contentType === expected ? asset : undefined;
    },
  };
}

/** The crop's rectangle cut out of a stored WebP, re-encoded as the uploads are. */
async function cutPicture(webp: Buffer, crop: ImageCrop) {
  const image = sharp(webp, { limitInputPixels: maxInputPixels });
  const { width, height } = await image.metadata();
  if (!width || !height) throw new Error("no dimensions");
  const rectangle = cropRectangle(width, height, crop);
  const data = await image
    .extract({ left: rectangle.left, top: rectangle.top, width: rectangle.width, height: rectangle.height })
    .webp({ quality: 82 })
    .toBuffer();
  return { data, width: rectangle.width, height: rectangle.height, focus: rectangle.focus };
}

/** Uploads. */
export type UploadService = ReturnType<typeof createUploadService>;
