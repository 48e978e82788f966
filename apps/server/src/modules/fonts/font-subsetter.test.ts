import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { subsetFontName } from "@foliocraft/themes";
import { AppError } from "../../errors";
import { createFontSubsetter, type SubsetRequest } from "./font-subsetter";

const baseName = "noto-sans-arabic-arabic-wght-normal.ce85091f02.woff2";
const packageDir = dirname(
  createRequire(import.meta.url).resolve("@fontsource-variable/noto-sans-arabic/package.json"),
);
const wholeFile = () => readFile(join(packageDir, "files", "noto-sans-arabic-arabic-wght-normal.woff2"));

function request(codePoints: number[], base: () => Promise<Buffer>): SubsetRequest {
  return { name: subsetFontName(baseName, codePoints, [4, 7])!, baseName, codePoints, weights: [4, 7], base };
}

// A base file that arrives when the test says so: the first run holds the only slot until then.
function heldBase() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  return {
    base: async () => {
      asked++;
      await arrived;
      return wholeFile();
    },
    release,
    asked: () => asked,
  };
}

describe("createFontSubsetter", () => {
  it("makes a name once: a second request while it runs, and any after, get the same bytes", async () => {
    const subsetter = createFontSubsetter();
    const held = heldBase();
    const first = subsetter.subset(request([0x627, 0x644], held.base));
    const second = subsetter.subset(request([0x627, 0x644], held.base));
    held.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(b).toBe(a);
    expect(await subsetter.subset(request([0x627, 0x644], held.base))).toBe(a);
    expect(held.asked()).toBe(1);
  });

  it("refuses new names past the waiting bound (503) without dropping the queued ones; a ZIP's still waits", async () => {
    const subsetter = createFontSubsetter({ concurrency: 1, maxWaiting: 2 });
    const held = heldBase();
    const names = [0x628, 0x629, 0x62a].map((cp) => request([0x627, cp], held.base));
    const queued = names.map((r) => subsetter.subset(r));
    const refused = subsetter.subset(request([0x627, 0x62b], held.base));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: "unavailable" });
    // A name already queued is awaited, not refused, and a ZIP's request waits its turn.
    const again = subsetter.subset(names[2]!);
    const forZip = subsetter.subset(request([0x627, 0x62c], held.base), { mustRun: true });
    held.release();
    const made = await Promise.all([...queued, again, forZip]);
    for (const bytes of made) expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    // Once the queue drained, a new name is made again.
    await expect(subsetter.subset(request([0x627, 0x62b], held.base))).resolves.toBeInstanceOf(Buffer);
  });
});
