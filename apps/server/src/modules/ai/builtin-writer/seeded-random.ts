// The built-in writer must give the same text for the same input (no Math.random, no clock), yet vary between
// inputs: every choice comes from a small PRNG seeded by a hash of the input.

/** 32-bit FNV-1a hash of a string. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Picks from lists, deterministically for one seed. */
export interface Chooser {
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability one half. */
  coin(): boolean;
}

/** A chooser driven by mulberry32, a tiny well-mixed PRNG. */
export function seededChooser(seed: number): Chooser {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick() needs a non-empty list");
      return item;
    },
    coin: () => next() < 0.5,
  };
}
