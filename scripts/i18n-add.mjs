#!/usr/bin/env node
// Merges new translation keys into the ten locale files in one step, under a lock, so several people (or helpers)
// adding keys at once never overwrite each other's work.
//   node scripts/i18n-add.mjs keys.json     keys.json = { "en": { "builder": { … } }, "es": { … }, … }
// Existing keys are replaced by the new value; key order of existing entries is kept.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const localesDir = new URL("../apps/web/src/i18n/locales/", import.meta.url).pathname;
const lockDir = join(localesDir, ".lock");

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== "object") target[key] = {};
      merge(target[key], value);
    } else target[key] = value;
  }
  return target;
}

async function withLock(fn) {
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

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/i18n-add.mjs keys.json");
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, "utf8"));
await withLock(() => {
  for (const [code, tree] of Object.entries(additions)) {
    const path = join(localesDir, `${code}.json`);
    const current = JSON.parse(readFileSync(path, "utf8"));
    writeFileSync(path, JSON.stringify(merge(current, tree), null, 2) + "\n");
    console.log(`${code}.json: merged`);
  }
});
