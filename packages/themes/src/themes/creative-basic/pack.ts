// Creative Basic packs its tiles into rows so the bento never leaves a hole, whatever the sections and their order:
// a tile that would not fit at the end of a row starts the next one and the tile before it widens to close the row;
// the last tile fills what is left of its row.

/** The widths (in columns) of tiles wanting `wants`, packed into rows of `cols`. */
export function pack(wants: readonly number[], cols: number): number[] {
  const out: number[] = [];
  let used = 0;
  for (const want of wants) {
    const w = Math.max(1, Math.min(want, cols));
    if (used + w > cols) {
      out[out.length - 1]! += cols - used;
      used = 0;
    }
    out.push(w);
    used = (used + w) % cols;
  }
  if (used > 0 && out.length) out[out.length - 1]! += cols - used;
  return out;
}

/**
 * Widths for `k` equal tiles in rows of at most `per` on a grid of `cols`: full rows first, and the remainder spread
 * over the last rows so no row holds a lone tile beside a hole (4 tiles on 3 per row: two rows of two).
 */
export function spread(k: number, per: number, cols: number): number[] {
  if (k <= 0) return [];
  const rows: number[] = [];
  let left = k;
  while (left > 0) {
    const take = left === per + 1 && per > 2 ? Math.ceil(left / 2) : Math.min(per, left);
    rows.push(take);
    left -= take;
  }
  return rows.flatMap((n) => Array.from({ length: n }, (_, i) => Math.floor(cols / n) + (i < cols % n ? 1 : 0)));
}
