import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Issue 25: tests wait for states, not for time, and the web suite has one network fake (MSW, apps/web/src/testing/
// msw.ts). These checks keep it so: a Playwright spec may not sleep (waitForTimeout) or wait for "networkidle", and
// a web test (or a helper of the web suite) may not replace fetch by hand.

const root = path.resolve(import.meta.dirname, "../..");

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !file.split(path.sep).includes("node_modules"))
    .map((file) => path.join(dir, file));
}

/** `file:line: text` for every line of `files` that matches `pattern`. */
function hits(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

// Sleeping a fixed time, or waiting until the network is quiet, instead of waiting for what the test needs.
const e2eTimeWaits = /\bwaitForTimeout\s*\(|networkidle/;

// Replacing fetch by hand: assigning it, stubbing the global, or spying on it. Answer requests with MSW instead.
const handStubbedFetch = new RegExp(
  [
    String.raw`\b(globalThis|window|global|self)\s*\.\s*fetch\s*=[^=]`,
    String.raw`\b(globalThis|window|global|self)\s*\[\s*["']fetch["']\s*\]\s*=[^=]`,
    String.raw`stubGlobal\s*\(\s*["']fetch["']`,
    String.raw`spyOn\s*\(\s*(globalThis|window|global|self)\s*,\s*["']fetch["']`,
    String.raw`Object\.defineProperty\s*\(\s*(globalThis|window|global|self)\s*,\s*["']fetch["']`,
  ].join("|"),
);
// `stubGlobal("fetch"` split over two lines, as the formatter writes a long call.
const stubGlobalOpen = /stubGlobal\s*\(\s*$/;

describe("tests wait for states and fake the network one way (issue 25)", () => {
  const specs = filesUnder("tests/e2e", /\.ts$/);
  // Every file of the web suite's helpers counts too: a fetch stub in a helper is a stub in the tests using it.
  const webTestCode = filesUnder("apps/web/src", /\.(test\.tsx?|tsx?)$/).filter(
    (file) =>
      /\.test\.tsx?$/.test(file) ||
      /(^|\/)(test|testing)\//.test(file.split(path.sep).join("/")) ||
      /(^|\/)fake-[^/]*\.tsx?$/.test(file),
  );

  it("finds the files it checks", () => {
    expect(specs.filter((file) => file.endsWith(".spec.ts")).length).toBeGreaterThan(10);
    expect(webTestCode.filter((file) => /\.test\.tsx?$/.test(file)).length).toBeGreaterThan(50);
  });

  it("no Playwright spec or helper sleeps or waits for networkidle", () => {
    expect(hits(specs, e2eTimeWaits)).toEqual([]);
  });

  it("no web test or test helper replaces fetch by hand (use the MSW server of src/testing/msw.ts)", () => {
    const found = hits(webTestCode, handStubbedFetch);
    const split = webTestCode.flatMap((file) => {
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      return lines.flatMap((line, i) =>
        stubGlobalOpen.test(line) && /^\s*["']fetch["']/.test(lines[i + 1] ?? "")
          ? [`${file}:${i + 1}: ${line.trim()}`]
          : [],
      );
    });
    expect([...found, ...split]).toEqual([]);
  });

  it.each([
    ["await page.waitForTimeout(500);", e2eTimeWaits],
    ['await page.goto("/", { waitUntil: "networkidle" });', e2eTimeWaits],
    ["await page.waitForLoadState('networkidle');", e2eTimeWaits],
    ['vi.stubGlobal("fetch", fetchMock);', handStubbedFetch],
    ["globalThis.fetch = vi.fn();", handStubbedFetch],
    ["window.fetch = async () => new Response();", handStubbedFetch],
    ['vi.spyOn(globalThis, "fetch").mockResolvedValue(response);', handStubbedFetch],
    ['Object.defineProperty(window, "fetch", { value: fake });', handStubbedFetch],
  ])("catches %s", (line, pattern) => {
    expect(pattern.test(line)).toBe(true);
  });

  it.each([
    ["await expect(page.getByRole('heading')).toBeVisible();", e2eTimeWaits],
    ["const answer = await globalThis.fetch(url);", handStubbedFetch],
    ["if (window.fetch === undefined) return;", handStubbedFetch],
    ['server.use(http.get("/api/session", () => json({ user: null })));', handStubbedFetch],
  ])("lets %s through", (line, pattern) => {
    expect(pattern.test(line)).toBe(false);
  });

  it("catches a stub split over two lines", () => {
    expect(stubGlobalOpen.test("  vi.stubGlobal(")).toBe(true);
  });
});
