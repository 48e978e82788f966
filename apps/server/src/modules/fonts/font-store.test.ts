import { describe, expect, it } from "vitest";
import { chinesePortfolioFixture, japanesePortfolioFixture } from "@foliocraft/schemas";
import { renderSite, splitFontReference } from "@foliocraft/themes";
import { createFontStore } from "./font-store";
import type { RunSubset } from "./font-subsetter";

// The subsets a published Chinese and Japanese page link (references with their ?c= code).
function cjkSubsets(): string[] {
  return [chinesePortfolioFixture(), japanesePortfolioFixture()].flatMap((content) =>
    renderSite(content, {
      showPoweredBy: false,
      poweredByUrl: "https://folio.example",
      subsetFonts: true,
      year: 2026,
    }).fonts.filter((reference) => splitFontReference(reference).code !== undefined),
  );
}

describe("createFontStore", () => {
  it("makes a rendered page's subsets whatever the queue, while a stranger's request past the bound is refused", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const around =
      (run: RunSubset): RunSubset =>
      async (task) => {
        await released;
        return run(task);
      };
    const store = createFontStore({ limits: { concurrency: 1, maxWaiting: 0 }, aroundSubset: around });
    const [first, second, third] = cjkSubsets();
    // The only slot is taken, and nothing may wait.
    const running = store.read(first!)!;
    await expect(store.read(second!)!).rejects.toMatchObject({ code: "unavailable" });
    // A page rendered by this server asks for its subsets as it is rendered: they wait their turn, so its visitor's
    // request, made while the slot is still taken, is answered once they are made (not refused).
    store.warm(third!);
    const visitor = store.read(third!)!;
    release();
    await running;
    expect((await visitor).subarray(0, 4).toString("latin1")).toBe("wOF2");
    await store.close();
  });

  it("bundles a CJK subset under its name, without the query a static host ignores", async () => {
    const store = createFontStore();
    const [reference] = cjkSubsets();
    const [file] = await store.siteFiles([reference!]);
    expect(file!.path).toBe(`fonts/${splitFontReference(reference!).name}`);
    expect(file!.path).not.toContain("?");
    expect(Buffer.from(file!.bytes).subarray(0, 4).toString("latin1")).toBe("wOF2");
    await store.close();
  });
});
