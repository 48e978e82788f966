/**
 * A multipart/form-data body with one file in the field `file`, as a browser's FormData sends it: the payload and
 * the content-type header (with its boundary) for `app.inject`.
 */
export function multipartFile(fileName: string, contentType: string, bytes: Uint8Array) {
  const boundary = "----foliocraft-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
