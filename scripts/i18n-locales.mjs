// The ten locale files, read and written under one lock, so several people (or helpers) changing keys at once never
// overwrite each other's work. Used by i18n-add.mjs and i18n-remove.mjs.
import { mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export const localesDir = new URL("../apps/web/src/i18n/locales/", import.meta.url).pathname;
const lockDir = join(localesDir, ".lock");

/** Runs `fn` while holding the locales lock. */
export async function withLock(fn) {
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== "EEXIST" || attempt > 200) throw error;
      await sleep(50);
    }
  }
  try {
    return fn();
  } finally {
    rmdirSync(lockDir);
  }
}

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
