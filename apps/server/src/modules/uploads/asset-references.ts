// Which uploads a portfolio names. The portfolio repository reads the JSON (drafts, published snapshots, history)
// inside its deleting transaction and releases, through the upload repository, the files nothing names any more.

// An upload's public address, /assets/{sha256}.{webp|pdf}, wherever it sits in a portfolio's JSON.
const assetAddress = /\/assets\/([0-9a-f]{64})\.(?:webp|pdf)/g;

/** The upload ids (sha256) mentioned anywhere in these JSON values. */
export function assetIdsIn(values: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const value of values) {
    if (value == null) continue;
    for (const match of JSON.stringify(value).matchAll(assetAddress)) ids.add(match[1]!);
  }
  return ids;
}
