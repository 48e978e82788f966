import { LRUCache } from "lru-cache";
import subsetFont from "subset-font";
import { decompress } from "wawoff2";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";

export interface SubsetterLimits {
  /** Runs at once: each is ~100–200 ms of CPU (mostly WOFF2 compression), and the server has few cores. */
  concurrency: number;
  /** Past this many waiting, a request for a subset not made yet is refused (503: the page's whole-file face stands in). */
  maxWaiting: number;
  /** Made subsets kept in memory: a page's is 10–40 KB, so the default holds a few thousand pages' worth. */
  cacheBytes: number;
}

// A Japanese page links up to ~30 subsets (one per CJK slice it draws from), all asked for at once on a first visit.
const defaultLimits: SubsetterLimits = { concurrency: 1, maxWaiting: 64, cacheBytes: 48 * 1024 * 1024 };

export interface SubsetRequest {
  /** The served name of the subset (the cache key: the same name always means the same bytes). */
  name: string;
  codePoints: readonly number[];
  /** The part of the `wght` axis kept, in hundreds ([4, 7]: 400–700). */
  weights: readonly [number, number];
  /** The whole file's WOFF2 bytes. */
  base: () => Promise<Buffer>;
  baseName: string;
}

/**
 * Makes the per-page subsets of the Arabic, Devanagari and CJK faces that pages link (packages/themes
 * fonts/font-subset-name.ts) with subset-font (HarfBuzz's subsetter: the layout closure keeps Arabic joining forms
 * and Devanagari conjuncts; the variable `wght` axis is kept over the weights the page uses). Each name is made once: results are cached and a
 * name already being made is awaited, not made twice. Runs are queued one at a time and the queue is bounded, so a
 * stream of made-up (valid) names costs at most one core and is refused past the bound rather than piling up.
 */
export function createFontSubsetter(limits: Partial<SubsetterLimits> = {}) {
  const { concurrency, maxWaiting, cacheBytes } = { ...defaultLimits, ...limits };
  const made = new LRUCache<string, Buffer>({ maxSize: cacheBytes, sizeCalculation: (b) => b.byteLength });
  const inFlight = new Map<string, Promise<Buffer>>();
  // The whole files uncompressed (HarfBuzz reads TrueType), once each: a few hundred KB per subsettable file.
  const sfnts = new Map<string, Promise<Buffer>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  function sfntOf(request: SubsetRequest): Promise<Buffer> {
    let pending = sfnts.get(request.baseName);
    if (!pending) {
      pending = request.base().then(async (woff2) => Buffer.from(await decompress(woff2)));
      pending.catch(() => sfnts.delete(request.baseName));
      sfnts.set(request.baseName, pending);
    }
    return pending;
  }

  async function inTurn<T>(task: () => Promise<T>, mustRun: boolean): Promise<T> {
    if (running >= concurrency) {
      if (!mustRun && waiting.length >= maxWaiting) throw new AppError("unavailable", apiMessage("serviceUnavailable"));
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (running stays counted), or is freed.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  async function make(request: SubsetRequest): Promise<Buffer> {
    const sfnt = await sfntOf(request);
    const text = String.fromCodePoint(...request.codePoints);
    const [min, max] = request.weights;
    return subsetFont(sfnt, text, {
      targetFormat: "woff2",
      variationAxes: { wght: { min: min * 100, max: max * 100 } },
    });
  }

  return {
    /**
     * The subset's WOFF2 bytes. `mustRun` (a ZIP or deploy, which needs the file) waits its turn however long the
     * queue; a page's request is refused with 503 past the bound.
     */
    subset(request: SubsetRequest, { mustRun = false }: { mustRun?: boolean } = {}): Promise<Buffer> {
      const cached = made.get(request.name);
      if (cached) return Promise.resolve(cached);
      let pending = inFlight.get(request.name);
      if (!pending) {
        pending = inTurn(() => make(request), mustRun).then((bytes) => {
          made.set(request.name, bytes);
          return bytes;
        });
        const settle = () => inFlight.delete(request.name);
        pending.then(settle, settle);
        inFlight.set(request.name, pending);
      }
      return pending;
    },
  };
}
