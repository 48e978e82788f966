import { describe, expect, it } from "vitest";
import { restartDelayMs } from "./cluster";

// The supervisor itself runs real processes: scale-out.process.test.ts starts a WORKERS=2 cluster and kills a worker.
describe("restartDelayMs", () => {
  it("doubles from 1 s per crash in a row, up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
