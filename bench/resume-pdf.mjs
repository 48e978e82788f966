// Generated PDF résumés (issue 23): the time to lay out and write a full two-page résumé with a photo, and the
// file's size, per design, per script. Cold = the first résumé in a fresh process (worker started, fonts read);
// warm = the median of later ones (new text each time). Budget: a full two-page résumé with photo in ≤ 1 s and
// ≤ 300 KB in every design.
import { register } from "tsx/esm/api";
import sharp from "sharp";
import { machineLoad, reportBudget } from "./lib.mjs";

register();
const {
  resumeDesigns,
  resumePortfolioFixture,
  arabicPortfolioFixture,
  hindiPortfolioFixture,
  chinesePortfolioFixture,
} = await import("@foliocraft/schemas");
const { createTypstRenderer } = await import("../apps/server/src/modules/resume-pdf/typst-renderer.ts");
const { resumeFontFiles } = await import("../apps/server/src/modules/resume-pdf/resume-fonts.ts");
const { createResumePdfService } = await import("../apps/server/src/modules/resume-pdf/service.ts");

const runs = Number(process.env.RUNS ?? 7);
const photo = await sharp({
  create: { width: 1600, height: 1200, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 40 } },
})
  .webp()
  .toBuffer();
const renderer = createTypstRenderer({ fontFiles: resumeFontFiles });
const service = createResumePdfService({ renderer, asset: async () => ({ contentType: "image/webp", data: photo }) });
const withPhoto = (c) => ({ ...c, personal: { ...c.personal, profilePicture: `/assets/${"b".repeat(64)}.webp` } });
const fixtures = {
  en: resumePortfolioFixture(),
  ar: arabicPortfolioFixture(),
  hi: hindiPortfolioFixture(),
  zh: chinesePortfolioFixture(),
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(machineLoad());
let slowest = 0;
let largest = 0;
for (const design of resumeDesigns) {
  for (const [language, fixture] of Object.entries(fixtures)) {
    const options = { design, paper: "a4", photo: true };
    const time = async (i) => {
      const content = withPhoto({
        ...fixture,
        personal: { ...fixture.personal, title: `${fixture.personal.title} ${i}` },
      });
      const t0 = performance.now();
      const { pdf, pages } = await service.generate(content, options);
      return { ms: performance.now() - t0, bytes: pdf.length, pages };
    };
    const cold = await time(0);
    const warm = [];
    for (let i = 1; i <= runs; i++) warm.push(await time(i));
    const ms = median(warm.map((w) => w.ms));
    const last = warm.at(-1);
    if (language === "en") {
      slowest = Math.max(slowest, ms);
      largest = Math.max(largest, last.bytes);
    }
    console.log(
      `resume pdf ${design} ${language}: cold ${cold.ms.toFixed(0)} ms, warm median ${ms.toFixed(0)} ms, ` +
        `${(last.bytes / 1024).toFixed(0)} KB, ${last.pages} page(s) (${runs} runs)`,
    );
  }
}
await renderer.close();
reportBudget(
  "résumé PDF, two pages with photo, slowest design",
  `${slowest.toFixed(0)} ms`,
  "1000 ms",
  slowest <= 1000,
);
reportBudget(
  "résumé PDF, two pages with photo, largest design",
  `${(largest / 1024).toFixed(0)} KB`,
  "300 KB",
  largest <= 300 * 1024,
);
