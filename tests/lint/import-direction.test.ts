import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The linter enforces design.md's import direction: schemas ← themes ← server; schemas, themes ← web.
const eslint = new ESLint({ cwd: process.cwd() });

async function ruleHits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import direction", () => {
  it.each([
    ["packages/schemas/src/x.ts", 'import "@foliocraft/themes";'],
    ["packages/schemas/src/x.ts", 'import "@foliocraft/server";'],
    ["packages/themes/src/x.ts", 'import "@foliocraft/server";'],
    ["packages/themes/src/x.ts", 'import "@foliocraft/web";'],
    ["packages/themes/src/x.ts", 'import "node:fs";'],
    ["apps/server/src/x.ts", 'import "@foliocraft/web";'],
    ["apps/server/src/x.ts", 'import "../../web/src/main";'],
    ["apps/web/src/x.ts", 'import "@foliocraft/server";'],
    ["apps/web/src/x.ts", 'import "../../server/src/app";'],
  ])("%s may not %s", async (file, code) => {
    expect(await ruleHits(file, `${code}\nexport {};\n`)).not.toEqual([]);
  });

  it.each([
    ["packages/themes/src/x.ts", 'import "@foliocraft/schemas";'],
    ["apps/server/src/x.ts", 'import "@foliocraft/themes";'],
    ["apps/web/src/x.ts", 'import "@foliocraft/themes";'],
    ["apps/web/src/x.ts", 'import "@foliocraft/schemas";'],
  ])("%s may %s", async (file, code) => {
    expect(await ruleHits(file, `${code}\nexport {};\n`)).toEqual([]);
  });
});
