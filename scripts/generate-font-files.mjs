// Writes packages/themes/src/fonts/font-files.generated.ts from the installed @fontsource packages: for each family
// the WOFF2 files we serve, their unicode-range (fontsource's subsets), their size and a content hash for the
// immutable file name. Run after updating a font package: `node scripts/generate-font-files.mjs`
// (font-files.test.ts fails while the generated file and node_modules disagree).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "packages/themes/package.json"));

/** Which files of which package: `keys` are fontsource's axis (`wght`) or static weights; `subsets` by name or "numbered" (CJK slices). */
export const fontSources = [
  { id: "inter", package: "@fontsource-variable/inter", keys: ["wght"], subsets: ["latin", "latin-ext"] },
  { id: "manrope", package: "@fontsource-variable/manrope", keys: ["wght"], subsets: ["latin", "latin-ext"] },
  {
    id: "space-grotesk",
    package: "@fontsource-variable/space-grotesk",
    keys: ["wght"],
    subsets: ["latin", "latin-ext"],
  },
  { id: "sora", package: "@fontsource-variable/sora", keys: ["wght"], subsets: ["latin", "latin-ext"] },
  { id: "fraunces", package: "@fontsource-variable/fraunces", keys: ["wght"], subsets: ["latin", "latin-ext"] },
  {
    id: "playfair-display",
    package: "@fontsource-variable/playfair-display",
    keys: ["wght"],
    subsets: ["latin", "latin-ext"],
  },
  { id: "dm-serif-display", package: "@fontsource/dm-serif-display", keys: ["400"], subsets: ["latin", "latin-ext"] },
  {
    id: "source-serif-4",
    package: "@fontsource-variable/source-serif-4",
    keys: ["wght"],
    subsets: ["latin", "latin-ext"],
  },
  {
    id: "jetbrains-mono",
    package: "@fontsource-variable/jetbrains-mono",
    keys: ["wght"],
    subsets: ["latin", "latin-ext"],
  },
  { id: "ibm-plex-mono", package: "@fontsource/ibm-plex-mono", keys: ["400", "600"], subsets: ["latin", "latin-ext"] },
  { id: "noto-sans-arabic", package: "@fontsource-variable/noto-sans-arabic", keys: ["wght"], subsets: ["arabic"] },
  {
    id: "noto-sans-devanagari",
    package: "@fontsource-variable/noto-sans-devanagari",
    keys: ["wght"],
    subsets: ["devanagari"],
  },
  { id: "noto-sans-sc", package: "@fontsource-variable/noto-sans-sc", keys: ["wght"], subsets: "numbered" },
  { id: "noto-sans-jp", package: "@fontsource-variable/noto-sans-jp", keys: ["wght"], subsets: "numbered" },
  // Emoji: the slices are the live preview's (it has no page text to subset from) and tell which characters the
  // family draws; a published page gets a subset of the whole face below.
  { id: "noto-emoji", package: "@fontsource/noto-emoji", keys: ["400"], subsets: "numbered" },
];

/** The table the generated module holds (exported for the test that checks it is current). */
export function fontFilesTable() {
  const families = {};
  for (const source of fontSources) {
    const packageDir = dirname(require.resolve(`${source.package}/package.json`));
    const unicode = JSON.parse(readFileSync(join(packageDir, "unicode.json"), "utf8"));
    const subsetNames =
      source.subsets === "numbered"
        ? Object.keys(unicode)
            .filter((k) => k.startsWith("["))
            .sort((a, b) => Number(a.slice(1, -1)) - Number(b.slice(1, -1)))
        : source.subsets;
    const stem = source.id;
    families[source.id] = {
      package: source.package,
      subsets: subsetNames.map((subset) => {
        const fileSubset = subset.replace(/^\[(\d+)\]$/, "$1");
        return {
          subset: fileSubset,
          unicodeRange: unicode[subset],
          files: source.keys.map((key) => {
            const file = `${stem}-${fileSubset}-${key}-normal.woff2`;
            const bytes = readFileSync(join(packageDir, "files", file));
            const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
            return {
              weight: key === "wght" ? "100 900" : key,
              source: file,
              name: file.replace(/\.woff2$/, `.${hash}.woff2`),
              bytes: bytes.byteLength,
            };
          }),
        };
      }),
    };
  }
  return families;
}

/**
 * The CJK families as whole static faces, a regular and a bold (@expo-google-fonts: Google Fonts' own TTFs). A page's
 * CJK text is subset from these into one file per weight (packages/themes fonts/whole-face-subset.ts): from
 * fontsource's hundred slices, a Japanese page needed ~25 files, and their queue held up its first paint. The emoji
 * family's whole face is fontsource's unsliced file: a page's few emoji come from one subset of a few KB, where its
 * slices are 4 to 112 KB each.
 */
export const wholeFaceSources = [
  {
    id: "noto-sans-sc",
    package: "@expo-google-fonts/noto-sans-sc",
    files: { 400: "400Regular/NotoSansSC_400Regular.ttf", 700: "700Bold/NotoSansSC_700Bold.ttf" },
  },
  {
    id: "noto-sans-jp",
    package: "@expo-google-fonts/noto-sans-jp",
    files: { 400: "400Regular/NotoSansJP_400Regular.ttf", 700: "700Bold/NotoSansJP_700Bold.ttf" },
  },
  {
    id: "noto-emoji",
    package: "@fontsource/noto-emoji",
    files: { 400: "files/noto-emoji-emoji-400-normal.woff2" },
  },
];

/** The whole faces' table: per family, its package and for each weight the file and its content hash. */
export function wholeFacesTable() {
  const families = {};
  for (const source of wholeFaceSources) {
    const packageDir = dirname(require.resolve(`${source.package}/package.json`));
    families[source.id] = {
      package: source.package,
      faces: Object.entries(source.files).map(([weight, file]) => {
        const bytes = readFileSync(join(packageDir, file));
        const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
        return {
          weight: Number(weight),
          source: file,
          stem: `${source.id}-${weight}.${hash}`,
          bytes: bytes.byteLength,
        };
      }),
    };
  }
  return families;
}

const target = join(root, "packages/themes/src/fonts/font-files.generated.ts");
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = `// Generated by scripts/generate-font-files.mjs from the installed font packages. Do not edit.\n\nimport type { GeneratedFontFamilies, GeneratedWholeFaces } from "./font-file-types";\n\nexport const generatedFontFiles: GeneratedFontFamilies = ${JSON.stringify(fontFilesTable())};\n\nexport const generatedWholeFaces: GeneratedWholeFaces = ${JSON.stringify(wholeFacesTable())};\n`;
  writeFileSync(target, text);
  execFileSync("npx", ["prettier", "--write", target], { cwd: root, stdio: "inherit" });
  console.log(`wrote ${target}`);
}
