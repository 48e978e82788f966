#!/usr/bin/env node
// Removes keys (and the groups they leave empty) from all ten locale files in one step, under a lock.
//   node scripts/i18n-remove.mjs auth.login.invalidCredentials settings.connected.errors
import { localeCodes, updateLocale, withLock } from "./i18n-locales.mjs";

const keys = process.argv.slice(2);
if (keys.length === 0) {
  console.error("usage: node scripts/i18n-remove.mjs dotted.key [dotted.key …]");
  process.exit(2);
}

// Deletes `path` from `tree`; true when something was there.
function remove(tree, [head, ...rest]) {
  if (!tree || typeof tree !== "object" || !(head in tree)) return false;
  if (rest.length === 0) return delete tree[head];
  const removed = remove(tree[head], rest);
  if (removed && Object.keys(tree[head]).length === 0) delete tree[head];
  return removed;
}

await withLock(() => {
  for (const code of localeCodes()) {
    updateLocale(code, (tree) => {
      const missing = keys.filter((key) => !remove(tree, key.split(".")));
      console.log(
        `${code}.json: removed ${keys.length - missing.length}${missing.length ? `, not found: ${missing}` : ""}`,
      );
    });
  }
});
