import type { FastifyReply } from "fastify";
import type { ExportedZip } from "./service";

/** RFC 5987 encoding for `filename*`: percent-encodes everything but the attr-char set. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Sends an exported ZIP as a download named after the portfolio (ASCII name, and the Unicode one for browsers). */
export function sendZip(reply: FastifyReply, zip: ExportedZip) {
  return reply
    .header("content-type", "application/zip")
    .header(
      "content-disposition",
      `attachment; filename="${zip.filename}"; filename*=UTF-8''${encodeRfc5987(zip.unicodeFilename)}`,
    )
    .header("cache-control", "no-store")
    .send(Buffer.from(zip.bytes.buffer, zip.bytes.byteOffset, zip.bytes.byteLength));
}
