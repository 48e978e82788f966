// The ten locale files, read and written under one lock, so several people (or helpers) changing keys at once never
// overwrite each other's work. Used by i18n-add.mjs and i18n-remove.mjs.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withFileLock } from "./file-lock.mjs";

export const localesDir = new URL("../apps/web/src/i18n/locales/", import.meta.url).pathname;
// A kernel lock (file-lock.mjs) beside this checkout's packages: a helper killed midway leaves no lock behind.
const lockPath = new URL("../node_modules/.foliocraft-locales.flock", import.meta.url).pathname;

/** Runs `fn` while holding the locales lock. */
export const withLock = (fn) => withFileLock(lockPath, fn);

/** The language codes that have a locale file. */
export const localeCodes = () =>
  readdirSync(localesDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length));

/** Reads `code`'s locale file, lets `change` edit it, and writes it back (2-space JSON, as the files are). */
export function updateLocale(code, change) {
  const path = join(localesDir, `${code}.json`);
  const tree = JSON.parse(readFileSync(path, "utf8"));
  writeFileSync(path, JSON.stringify(change(tree) ?? tree, null, 2) + "\n");
}
