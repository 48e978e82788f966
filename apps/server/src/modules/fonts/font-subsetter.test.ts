import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { subsetFontName, wholeFaceSubsets } from "@foliocraft/themes";
import { AppError } from "../../errors";
import { createFontSubsetter, type RunSubset, type SubsetRequest } from "./font-subsetter";

const require = createRequire(import.meta.url);
const baseName = "noto-sans-arabic-arabic-wght-normal.ce85091f02.woff2";
const arabicPath = join(
  dirname(require.resolve("@fontsource-variable/noto-sans-arabic/package.json")),
  "files",
  "noto-sans-arabic-arabic-wght-normal.woff2",
);

function request(codePoints: number[]): SubsetRequest {
  return { name: subsetFontName(baseName, codePoints, [4, 7])!, codePoints, weights: [4, 7], path: arabicPath };
}

// Runs that start when the test says so: the first one holds the only slot until then.
function heldRuns() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let runs = 0;
  const around =
    (run: RunSubset): RunSubset =>
    async (task) => {
      runs++;
      await released;
      return run(task);
    };
  return { around, release, runs: () => runs };
}

describe("createFontSubsetter", () => {
  it("makes a name once on its worker thread: a second request while it runs, and any after, get the same bytes", async () => {
    const held = heldRuns();
    const subsetter = createFontSubsetter({}, held.around);
    const first = subsetter.subset(request([0x627, 0x644]));
    const second = subsetter.subset(request([0x627, 0x644]));
    held.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(b).toBe(a);
    expect(await subsetter.subset(request([0x627, 0x644]))).toBe(a);
    expect(held.runs()).toBe(1);
    await subsetter.close();
  });

  it("refuses new names past the waiting bound (503) without dropping the queued ones; a ZIP's still waits", async () => {
    const held = heldRuns();
    const subsetter = createFontSubsetter({ concurrency: 1, maxWaiting: 2 }, held.around);
    const names = [0x628, 0x629, 0x62a].map((cp) => request([0x627, cp]));
    const queued = names.map((r) => subsetter.subset(r));
    const refused = subsetter.subset(request([0x627, 0x62b]));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: "unavailable" });
    // A name already queued is awaited, not refused, and a ZIP's request waits its turn.
    const again = subsetter.subset(names[2]!);
    const forZip = subsetter.subset(request([0x627, 0x62c]), { mustRun: true });
    held.release();
    const made = await Promise.all([...queued, again, forZip]);
    for (const bytes of made) expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    // Once the queue drained, a new name is made again.
    await expect(subsetter.subset(request([0x627, 0x62b]))).resolves.toBeInstanceOf(Buffer);
    await subsetter.close();
  });

  it("cuts a CJK subset from a whole static face while the main thread stays free", async () => {
    const subsetter = createFontSubsetter();
    const text = "日本語のポートフォリオ";
    const [regular] = wholeFaceSubsets(
      "noto-sans-jp",
      [...text].map((c) => c.codePointAt(0)!),
    );
    const path = join(
      dirname(require.resolve("@expo-google-fonts/noto-sans-jp/package.json")),
      "400Regular/NotoSansJP_400Regular.ttf",
    );
    // The event loop turns while the 5 MB face is read and cut on the worker (on the main thread, not once).
    let turns = 0;
    const ticker = setInterval(() => turns++, 5);
    const started = performance.now();
    const bytes = await subsetter.subset({ name: regular!.name, codePoints: regular!.codePoints, path });
    clearInterval(ticker);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(bytes.byteLength).toBeLessThan(20_000);
    expect(turns).toBeGreaterThan((performance.now() - started) / 5 / 4);
    await subsetter.close();
  });
});
