/** HTML-escape text for element content and quoted attribute values (both quote kinds escaped). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A safe href: http(s)/mailto/tel only, escaped for an attribute; anything else yields undefined (link dropped). */
export function safeHref(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Refuse control characters: browsers skip them inside schemes ("java\tscript:").
  const trimmed = value.trim();
  for (const ch of trimmed) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  if (!/^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[0-9+()./-]+)$/i.test(trimmed)) return undefined;
  return escapeHtml(trimmed);
}

/** JSON for a `<script type="application/ld+json">` block: `<`, `>`, `&` and line separators escaped. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
