import { unzipSync } from "fflate";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../../errors";

/** How much a ZIP may unpack to: each file, all files together, and the most a file may grow by. */
export interface ZipLimits {
  fileBytes: number;
  totalBytes: number;
  files: number;
  /** Unpacked size over packed size beyond which a large entry is a "ZIP bomb". */
  ratio: number;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A name that would leave the archive's own folder (`../x`, `/etc/x`, `C:\x`) or hide one (a NUL, a backslash). */
export function isUnsafeEntryName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- NUL and control characters are exactly what this refuses
  if (/[\u0000-\u001f\\]/.test(name) || name.startsWith("/") || /^[a-z]:/i.test(name)) return true;
  return name.split("/").some((part) => part === "..");
}

/** ZIP's magic number (a local file header), or an empty archive's end record. */
export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

/**
 * The files of a ZIP by name (folders left out), read with fflate. Refused with a clear 400 before anything is
 * unpacked: an entry whose path leaves the archive, an entry or a total over the limits as declared, an entry that
 * would grow beyond `ratio` times its packed size. fflate unpacks each entry into a buffer of its declared size, so
 * an entry lying about its size cannot grow past it either.
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits): Map<string, Uint8Array> {
  let total = 0;
  let count = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter(file) {
        if (isUnsafeEntryName(file.name)) {
          throw new AppError("invalid-argument", apiMessage("resumeImportUnsafeZip", { name: file.name.slice(0, 80) }));
        }
        if (file.name.endsWith("/")) return false;
        count += 1;
        total += file.originalSize;
        const bomb = file.originalSize > 1024 * 1024 && file.originalSize > file.size * limits.ratio;
        if (file.originalSize > limits.fileBytes || total > limits.totalBytes || count > limits.files || bomb) {
          throw new AppError(
            "invalid-argument",
            apiMessage("resumeImportZipTooLarge", { megabytes: megabytes(limits.fileBytes) }),
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("invalid-argument", apiMessage("resumeImportZipUnreadable"));
  }
  return new Map(Object.entries(entries));
}
