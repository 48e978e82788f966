import { describe, expect, it } from "vitest";
import en from "./locales/en.json";

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : keysOf(value, path);
  });

// The app's source (not the tests), as text.
const files = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const source = Object.values(files).join("\n");

// Keys looked up through a template (t(`deploy.problem.${kind}`)): every key under that prefix counts as used.
const dynamicPrefixes = [...source.matchAll(/[`"']([\w.-]+)\.\$\{/g)].map((match) => match[1]!);

// Groups the code reaches by their own mechanism rather than a literal key: the API message catalog (by the id the
// server sends) and the general sentence per error code (i18n/api-messages.ts).
const reachedIndirectly = ["apiMessages.", "error.byCode."];

describe("locale keys", () => {
  it("are all used by the app (a string nobody shows is a string translators keep for nothing)", () => {
    // A plural form ("…_one", "…_other") is used where its base key is.
    const unused = [
      ...new Set(keysOf(en as Tree).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ""))),
    ].filter(
      (key) =>
        !source.includes(`"${key}"`) &&
        !source.includes(`'${key}'`) &&
        !source.includes(`\`${key}\``) &&
        !dynamicPrefixes.some((prefix) => key.startsWith(`${prefix}.`)) &&
        !reachedIndirectly.some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });
});
