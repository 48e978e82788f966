/**
 * Renames the family of a TrueType/OpenType font (its `name` table), keeping every other table as it is.
 *
 * The self-hosted fonts are fontsource's unicode-range slices: several files share one family name ("Inter" for
 * its Latin and its Latin Extended slice). The SVG renderer picks faces by family name, so each slice gets a name of
 * its own and the share image names the exact slice for each run of text (share-card.ts fontRuns).
 */
export function renameFontFamily(font: Uint8Array, family: string): Uint8Array {
  if (!/^[A-Za-z0-9-]{1,60}$/.test(family)) throw new Error(`Unusable font family name: ${family}`);
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  const tables: { tag: string; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    if (offset + length > font.byteLength) throw new Error(`Font table ${tag} lies outside the file`);
    tables.push({ tag, data: font.subarray(offset, offset + length) });
  }
  const name = tables.find((t) => t.tag === "name");
  if (!name) throw new Error("The font has no name table");
  name.data = renamedNameTable(name.data, family);

  const headerSize = 12 + numTables * 16;
  let size = headerSize;
  for (const t of tables) size += (t.data.byteLength + 3) & ~3;
  const out = new Uint8Array(size);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12));
  let offset = headerSize;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    for (let k = 0; k < 4; k++) out[at + k] = t.tag.charCodeAt(k);
    outView.setUint32(at + 4, checksum(t.data));
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += (t.data.byteLength + 3) & ~3;
  });
  return out;
}

// Family (1), full name (4), PostScript name (6), typographic family (16): the names a face is matched by.
const familyNameIds = new Set([1, 4, 6, 16]);

function renamedNameTable(table: Uint8Array, family: string): Uint8Array {
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const count = view.getUint16(2);
  const storage = view.getUint16(4);
  const records: { head: number[]; bytes: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    const [platform, encoding, language, nameId, length, offset] = [0, 2, 4, 6, 8, 10].map((d) =>
      view.getUint16(at + d),
    ) as [number, number, number, number, number, number];
    let bytes = table.subarray(storage + offset, storage + offset + length);
    if (familyNameIds.has(nameId)) bytes = encodeName(family, platform);
    records.push({ head: [platform, encoding, language, nameId], bytes });
  }
  const headerSize = 6 + count * 12;
  const total = headerSize + records.reduce((n, r) => n + r.bytes.byteLength, 0);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  outView.setUint16(0, 0);
  outView.setUint16(2, count);
  outView.setUint16(4, headerSize);
  let offset = 0;
  records.forEach((r, i) => {
    const at = 6 + i * 12;
    r.head.forEach((v, k) => outView.setUint16(at + k * 2, v));
    outView.setUint16(at + 8, r.bytes.byteLength);
    outView.setUint16(at + 10, offset);
    out.set(r.bytes, headerSize + offset);
    offset += r.bytes.byteLength;
  });
  return out;
}

/** Windows and Unicode platform names are UTF-16BE; Macintosh ones are single-byte (the name is ASCII). */
function encodeName(name: string, platform: number): Uint8Array {
  if (platform === 1) return new Uint8Array([...name].map((c) => c.charCodeAt(0)));
  const out = new Uint8Array(name.length * 2);
  for (let i = 0; i < name.length; i++) {
    out[i * 2] = name.charCodeAt(i) >> 8;
    out[i * 2 + 1] = name.charCodeAt(i) & 0xff;
  }
  return out;
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.byteLength; i += 4) {
    const word = ((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}

/**
 * Whether a TrueType/OpenType font maps a code point to a real glyph (its `cmap`, formats 4 and 12): how the tests
 * prove a name is drawn by a face that has its letters rather than by missing-glyph boxes.
 */
export function fontHasGlyph(font: Uint8Array, codePoint: number): boolean {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const numTables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (String.fromCharCode(...font.subarray(at, at + 4)) === "cmap") cmap = view.getUint32(at + 8);
  }
  if (cmap < 0) return false;
  const subtables = view.getUint16(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const record = cmap + 4 + i * 8;
    const platform = view.getUint16(record);
    const table = cmap + view.getUint32(record + 4);
    const format = view.getUint16(table);
    if (platform !== 3 && platform !== 0) continue;
    if (format === 12) {
      const groups = view.getUint32(table + 12);
      for (let g = 0; g < groups; g++) {
        const at = table + 16 + g * 12;
        const start = view.getUint32(at);
        const end = view.getUint32(at + 4);
        if (codePoint >= start && codePoint <= end) return view.getUint32(at + 8) + (codePoint - start) !== 0;
      }
      return false;
    }
    if (format === 4 && codePoint <= 0xffff) {
      const segCount = view.getUint16(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segCount * 2 + 2;
      const deltas = starts + segCount * 2;
      const rangeOffsets = deltas + segCount * 2;
      for (let s = 0; s < segCount; s++) {
        const end = view.getUint16(ends + s * 2);
        if (codePoint > end) continue;
        const start = view.getUint16(starts + s * 2);
        if (codePoint < start) return false;
        const delta = view.getUint16(deltas + s * 2);
        const rangeOffset = view.getUint16(rangeOffsets + s * 2);
        if (rangeOffset === 0) return ((codePoint + delta) & 0xffff) !== 0;
        const glyph = view.getUint16(rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2);
        return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
      }
      return false;
    }
  }
  return false;
}
