// Lint rules, including the import directions of design.md:
// schemas ← themes ← server; schemas, themes ← web. The web never imports the server and vice versa,
// and themes stays pure (no Node built-ins, no I/O).
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const forbid = (...names) =>
  names.flatMap((name) => [
    { group: [name, `${name}/*`], message: `This package may not import ${name} (design.md import direction).` },
  ]);
const relativeInto = (...dirs) =>
  dirs.map((dir) => ({
    group: [`**/${dir}/**`, `**/${dir}`],
    message: `Do not reach into ${dir} by relative path; import direction is enforced (design.md).`,
  }));

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "data/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["packages/schemas/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...forbid("@foliocraft/themes", "@foliocraft/server", "@foliocraft/web"),
            ...relativeInto("themes", "apps"),
          ],
        },
      ],
    },
  },
  {
    files: ["packages/themes/**/*.ts", "packages/themes/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...forbid("@foliocraft/server", "@foliocraft/web"),
            ...relativeInto("apps"),
            {
              group: ["node:*", "fs", "path", "http", "https", "net", "child_process"],
              message: "themes is pure: no I/O.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...forbid("@foliocraft/web"), ...relativeInto("web", "packages")] },
      ],
    },
  },
  {
    // Messages people read travel with a catalog id, so the web shows them in the reader's language: an AppError
    // takes apiMessage(id, params). A plain string is for messages only machines or developers see (say why).
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/**/*.test.ts", "apps/server/src/testing/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='AppError'] > :matches(Literal, TemplateLiteral).arguments:nth-child(2)",
          message:
            "Give the message an id in packages/schemas/src/api-messages and throw apiMessage(id, params), so people read it in their language.",
        },
      ],
    },
  },
  {
    // The server's test projects run without per-file isolation (vitest.config.ts), where a module mock would leak
    // into other files or miss modules they already imported: pass fakes in as dependencies instead.
    files: ["apps/server/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: "Server tests share one module graph per worker: inject a fake instead of vi.mock.",
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.ts", "apps/web/**/*.tsx"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        { patterns: [...forbid("@foliocraft/server"), ...relativeInto("server", "packages")] },
      ],
    },
  },
);
