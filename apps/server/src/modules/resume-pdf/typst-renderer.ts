import { Worker } from "node:worker_threads";

/** A compiled PDF and its page count. */
export interface TypstOutput {
  pdf: Uint8Array;
  pages: number;
}

interface Pending {
  resolve: (output: TypstOutput) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

type WorkerReply = { id: number; pdf: Uint8Array; pages: number } | { id: number; error: string };

/**
 * Compiles Typst documents on one worker thread (started on first use, its fonts loaded once). Requests queue in
 * the worker; one that takes longer than `timeoutMs` ends the worker (a runaway layout must not hold the next
 * ones), and the next request starts a fresh one.
 */
export function createTypstRenderer(options: { fontFiles: readonly string[]; timeoutMs?: number }) {
  const timeoutMs = options.timeoutMs ?? 20_000;
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: Error) {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      p.reject(error);
      pending.delete(id);
    }
  }

  function start(): Worker {
    const w = new Worker(new URL("./typst-worker.mjs", import.meta.url), {
      workerData: { fontFiles: [...options.fontFiles] },
    });
    w.on("message", (reply: WorkerReply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      clearTimeout(p.timer);
      pending.delete(reply.id);
      if ("error" in reply) p.reject(new Error(`Typst could not lay out the résumé: ${reply.error}`));
      else p.resolve({ pdf: reply.pdf, pages: reply.pages });
      // An idle worker must not keep the process alive (a script or a test ends when its work is done).
      if (pending.size === 0) w.unref();
    });
    w.on("error", (error: unknown) => {
      if (worker === w) worker = undefined;
      failAll(error instanceof Error ? error : new Error(String(error)));
    });
    w.on("exit", () => {
      if (worker === w) worker = undefined;
      failAll(new Error("The résumé worker stopped"));
    });
    return w;
  }

  return {
    /** The PDF of `source`, with `files` (path → bytes) readable by it. */
    render(source: string, files: Record<string, Uint8Array>): Promise<TypstOutput> {
      worker ??= start();
      const w = worker;
      w.ref();
      const id = nextId++;
      return new Promise<TypstOutput>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`The résumé took longer than ${timeoutMs} ms to lay out`));
          void w.terminate();
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer });
        w.postMessage({ id, source, files });
      });
    },

    /** Stops the worker (server shutdown). */
    async close(): Promise<void> {
      const w = worker;
      worker = undefined;
      if (w) await w.terminate();
    },
  };
}

/** A Typst compiler on a worker thread. */
export type TypstRenderer = ReturnType<typeof createTypstRenderer>;
