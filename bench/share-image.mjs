// Share images (issue 24): the time to draw one 1200×630 card, per script, in process (fonts, layout with Pango,
// compositing, PNG). Cold = the first card of a script in a fresh process (WOFF2 decompressed, fonts registered);
// warm = the median of later cards (new text each time, so nothing is reused from the store). Budget: a warm card
// in ≤ 500 ms, so a publish waits well under a second for its image.
import { register } from "tsx/esm/api";
import sharp from "sharp";
import { machineLoad, reportBudget } from "./lib.mjs";

register();
const { fullPortfolioFixture } = await import("@foliocraft/schemas");
const { shareCardDesign } = await import("@foliocraft/themes");
const { createFontStore } = await import("../apps/server/src/modules/fonts/font-store.ts");
const { createShareFonts } = await import("../apps/server/src/modules/share-image/share-fonts.ts");
const { renderShareCard } = await import("../apps/server/src/modules/share-image/card.ts");
const { squarePhoto } = await import("../apps/server/src/modules/share-image/photo.ts");

const runs = Number(process.env.RUNS ?? 9);
const fonts = createShareFonts(createFontStore());
const photo = await squarePhoto(
  new Uint8Array(
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#3a7" } })
      .webp()
      .toBuffer(),
  ),
);
const cases = [
  ["en", "Ama Mensah", "Full-stack Developer building fast, accessible web apps", "minimal"],
  ["ar", "ليلى الحسيني", "مهندسة برمجيات في الرياض", "warm-amber"],
  ["hi", "अनन्या शर्मा", "सॉफ़्टवेयर इंजीनियर, बेंगलुरु", "ocean-deep"],
  ["zh", "王小明", "软件工程师 · 全栈开发", "neon"],
  ["ja", "山田 さくら", "ウェブデザイナー・東京", "minimal"],
];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(machineLoad());
let worst = 0;
for (const [language, name, title, theme] of cases) {
  const c = fullPortfolioFixture();
  const content = { ...c, language, personal: { ...c.personal, fullName: name, title } };
  const design = shareCardDesign(content, theme);
  const time = async (i) => {
    const t0 = performance.now();
    await renderShareCard({ design, name, title: `${title} ${i}`, address: "folio.example/p/someone", photo }, fonts);
    return performance.now() - t0;
  };
  const cold = await time(0);
  const warm = [];
  for (let i = 1; i <= runs; i++) warm.push(await time(i));
  worst = Math.max(worst, median(warm));
  console.log(
    `share image ${language}: cold ${cold.toFixed(0)} ms, warm median ${median(warm).toFixed(0)} ms (${runs} runs)`,
  );
}
reportBudget("share image, warm, slowest script", `${worst.toFixed(0)} ms`, "500 ms", worst <= 500);
