import { themeIds } from "@foliocraft/schemas";
import { expect, test } from "./theme-site";
import {
  layoutSignature,
  measureLayout,
  signatureDifferences,
  signatureDistance,
  type LayoutBoxes,
} from "./layout-signature";

// Issue 19: twenty distinct themes, not five layouts in twenty colours. Each theme is laid out at 1280 px with the
// full fixture; its skeleton (hero, sections, headings, first items: layout-signature.ts) is compared with every
// other theme's. Two themes closer than `threshold` grid steps are nearly the same composition, and the test names
// them. The threshold sits in the gap measured on the first themes: themes drawn by one shared layout under other
// colours and fonts were 0.00–0.07 apart, and the closest two different layouts 0.84 (the hero's arrangement alone).
//
// LAYOUT_THEMES=minimal,dark-minimal,simple-elegant compares only those themes (to check a new design against a few).

/** Below this distance (grid steps of 80 px at 1280, see signatureDistance) two themes collide. */
const threshold = 0.5;

const themes = process.env.LAYOUT_THEMES?.split(",").filter(Boolean) ?? [...themeIds];

test("no two themes share a layout skeleton at 1280 px", async ({ themeTab: page, openTheme }, info) => {
  test.setTimeout(15_000 + themes.length * 5_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const boxes: Record<string, LayoutBoxes> = {};
  for (const theme of themes) {
    await openTheme(page, theme, "full");
    boxes[theme] = await measureLayout(page);
  }
  const signatures = new Map(themes.map((t) => [t, layoutSignature(boxes[t]!)]));
  await info.attach("layout-signatures.json", {
    contentType: "application/json",
    body: JSON.stringify({ boxes, signatures: Object.fromEntries([...signatures].map(([t, s]) => [t, [...s]])) }),
  });

  const pairs: { a: string; b: string; distance: number }[] = [];
  for (let i = 0; i < themes.length; i++)
    for (let j = i + 1; j < themes.length; j++) {
      const a = themes[i]!;
      const b = themes[j]!;
      pairs.push({ a, b, distance: signatureDistance(signatures.get(a)!, signatures.get(b)!) });
    }
  pairs.sort((x, y) => x.distance - y.distance);
  const line = (p: (typeof pairs)[number]) => `${p.a} ~ ${p.b}: ${p.distance.toFixed(3)}`;
  console.log(`closest pairs (collide below ${threshold}):\n  ${pairs.slice(0, 8).map(line).join("\n  ")}`);

  const colliding = pairs.filter((p) => p.distance < threshold);
  // Themes linked by collisions, as groups: "these share one skeleton".
  const group = new Map(themes.map((t) => [t, new Set([t])]));
  for (const { a, b } of colliding) {
    const merged = new Set([...group.get(a)!, ...group.get(b)!]);
    for (const t of merged) group.set(t, merged);
  }
  const groups = [...new Set(group.values())].filter((g) => g.size > 1).map((g) => [...g].join(", "));
  const report = colliding.map(
    (p) =>
      `${line(p)} (differs in: ${signatureDifferences(signatures.get(p.a)!, signatures.get(p.b)!).slice(0, 6).join("; ") || "nothing"})`,
  );
  expect(
    report,
    `Themes with nearly the same skeleton (distance < ${threshold}); groups: ${groups.join(" | ") || "none"}`,
  ).toEqual([]);
  // With nothing colliding, say how close the closest pair came.
  if (pairs[0]) console.log(`closest pair: ${line(pairs[0])}`);
});
