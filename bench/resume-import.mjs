// Issue 22: PDF and Word résumé import. Builds résumé files from the shared portfolio fixtures in the ten languages
// (PDFs drawn by Foliocraft's one- and two-column designs, Word files in a one-column and a two-column-table layout),
// reads each through the import service twice and prints the share of the known fields recovered (name, title,
// e-mail, phone, links, job titles, companies, periods, school names):
// - rules: unpdf / mammoth, then the rule-based parser (no AI);
// - AI: the same service with the fake OpenAI-compatible provider over real HTTP (apps/server/src/testing). The fake
//   answers from the prompt's text alone (it never sees the fixture): the figure measures what the AI path keeps.
// Target (issue 22): ≥ 90 % overall for each. Run: node bench/resume-import.mjs
import { tsImport } from "tsx/esm/api";

const { runResumeImportBench } = await tsImport(
  "../apps/server/src/modules/resume-import/bench-run.ts",
  import.meta.url,
);

const rows = await runResumeImportBench();
const percent = (found, total) => Math.round((found / total) * 1000) / 10;
const cell = (s) => `${`${s.found}/${s.total}`.padStart(6)} ${`${s.percent.toFixed(1)} %`.padStart(8)}`;

console.log(
  `${"résumé file".padEnd(28)} ${"rules".padEnd(15)}  ${"AI (fake)".padEnd(15)}  ms r/ai     missed (rules | AI)`,
);
for (const { id, rules, ai } of rows) {
  const fellBack = ai.extractedBy === "ai" ? "" : " [AI fell back to rules]";
  console.log(
    `${id.padEnd(28)} ${cell(rules)}  ${cell(ai)}  ${`${Math.round(rules.ms)}/${Math.round(ai.ms)}`.padEnd(9)}  ${rules.missed.join(", ") || "-"} | ${ai.missed.join(", ") || "-"}${fellBack}`,
  );
}

const sum = (list, pass) =>
  list.reduce((t, row) => ({ found: t.found + row[pass].found, total: t.total + row[pass].total }), {
    found: 0,
    total: 0,
  });
console.log(`\n${"language".padEnd(10)} ${"rules".padStart(8)} ${"AI".padStart(8)}`);
for (const language of [...new Set(rows.map((r) => r.language))]) {
  const of = rows.filter((r) => r.language === language);
  const [r, a] = [sum(of, "rules"), sum(of, "ai")];
  console.log(
    `${language.padEnd(10)} ${`${percent(r.found, r.total)} %`.padStart(8)} ${`${percent(a.found, a.total)} %`.padStart(8)}`,
  );
}

const rules = sum(rows, "rules");
const ai = sum(rows, "ai");
const fallbacks = rows.filter((r) => r.ai.extractedBy !== "ai").length;
console.log(
  `\noverall, rules:      ${rules.found}/${rules.total} fields recovered (${percent(rules.found, rules.total)} %), target ≥ 90 %`,
);
console.log(
  `overall, AI (fake): ${ai.found}/${ai.total} fields recovered (${percent(ai.found, ai.total)} %), target ≥ 90 %` +
    (fallbacks ? ` — ${fallbacks} file(s) fell back to the rules` : ""),
);
process.exitCode = percent(rules.found, rules.total) >= 90 && percent(ai.found, ai.total) >= 90 && !fallbacks ? 0 : 1;
