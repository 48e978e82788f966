import { LRUCache } from "lru-cache";
import { Piscina } from "piscina";
import { apiMessage } from "@foliocraft/schemas";
import { AppError } from "../../errors";

export interface SubsetterLimits {
  /** Runs at once (worker threads): each is 20 ms to 0.9 s of CPU, and the server has few cores. */
  concurrency: number;
  /**
   * Past this many waiting, a request for a subset not made yet is refused (503). A page's own subsets are asked for
   * as it is rendered (font-store.ts `warm`), so a visitor's request finds them made or being made.
   */
  maxWaiting: number;
  /** Made subsets kept in memory: a page's is 10–40 KB, so the default holds a few thousand pages' worth. */
  cacheBytes: number;
}

// A page links a few subsets; many pages rendered at once (a restart, a burst of publishing) queue theirs.
const defaultLimits: SubsetterLimits = { concurrency: 1, maxWaiting: 64, cacheBytes: 48 * 1024 * 1024 };

export interface SubsetRequest {
  /** The served name of the subset (the cache key: the same name always means the same bytes). */
  name: string;
  codePoints: readonly number[];
  /** The part of the `wght` axis kept, in hundreds ([4, 7]: 400–700), of a variable face; none for a static one. */
  weights?: readonly [number, number];
  /** The source face: a WOFF2 (fontsource) or TrueType file. */
  path: string;
  /** The OpenType layout features kept (and the glyphs only they reach); all of them when not given. */
  features?: readonly string[];
}

/** What a worker is given: the source face, the characters and the weights (font-subset-worker.mjs). */
export interface SubsetTask {
  path: string;
  text: string;
  weights?: readonly [number, number];
  features?: readonly string[];
}

/** Runs a task: on the worker thread, unless a test puts something around it. */
export type RunSubset = (task: SubsetTask) => Promise<Uint8Array>;

/**
 * Makes the per-page subsets that pages link: the Arabic and Devanagari ones named by their code points
 * (packages/themes fonts/font-subset-name.ts), the CJK ones from whole faces (whole-face-subset.ts). subset-font
 * (HarfBuzz's subsetter: the layout closure keeps Arabic joining forms and Devanagari conjuncts; a variable `wght`
 * axis is kept over the weights the page uses) runs on a worker thread. Each name is made once: results are cached
 * and a name already being made is awaited, not made twice. Runs are queued one at a time and the queue is
 * bounded, so a stream of made-up (valid) names costs at most one core and is refused past the bound rather than
 * piling up.
 */
export function createFontSubsetter(limits: Partial<SubsetterLimits> = {}, around?: (run: RunSubset) => RunSubset) {
  const { concurrency, maxWaiting, cacheBytes } = { ...defaultLimits, ...limits };
  const made = new LRUCache<string, Buffer>({ maxSize: cacheBytes, sizeCalculation: (b) => b.byteLength });
  const inFlight = new Map<string, Promise<Buffer>>();
  // Started on first use; an idle thread keeps its source faces for a minute (parsing a CJK face again costs more
  // than its memory), then ends and lets the process exit.
  let pool: Piscina | undefined;
  const onThread: RunSubset = (task) => {
    pool ??= new Piscina({
      filename: new URL("./font-subset-worker.mjs", import.meta.url).href,
      minThreads: 0,
      maxThreads: concurrency,
      idleTimeout: 60_000,
    });
    return pool.run(task) as Promise<Uint8Array>;
  };
  const run = around ? around(onThread) : onThread;
  let running = 0;
  const waiting: (() => void)[] = [];

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
    const text = String.fromCodePoint(...request.codePoints);
    const { path, weights, features } = request;
    const bytes = await run({ path, text, ...(weights ? { weights } : {}), ...(features ? { features } : {}) });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
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

    /** Ends the worker thread (server shutdown). */
    async close(): Promise<void> {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
