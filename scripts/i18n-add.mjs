#!/usr/bin/env node
// Merges new translation keys into the ten locale files in one step, under a lock.
//   node scripts/i18n-add.mjs keys.json     keys.json = { "en": { "builder": { … } }, "es": { … }, … }
// Existing keys are replaced by the new value; key order of existing entries is kept.
import { readFileSync } from "node:fs";
import { updateLocale, withLock } from "./i18n-locales.mjs";

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== "object") target[key] = {};
      merge(target[key], value);
    } else target[key] = value;
  }
  return target;
}

const file = process.argv[2];
if (!file) {
  console.error("usage: node scripts/i18n-add.mjs keys.json");
  process.exit(2);
}
const additions = JSON.parse(readFileSync(file, "utf8"));
await withLock(() => {
  for (const [code, tree] of Object.entries(additions)) {
    updateLocale(code, (current) => merge(current, tree));
    console.log(`${code}.json: merged`);
  }
});
