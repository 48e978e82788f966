import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

// Issue 25 item 6: every installed package runs on the Node the project declares, so `npm install` prints no
// engine warning there. A dependency update that needs a newer Node fails here, not on someone's machine.
const root = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};

describe("engines", () => {
  const lowest = semver.minVersion(root.engines.node)!.version;

  it("declares a Node version range with a lowest version", () => {
    expect(semver.validRange(root.engines.node)).not.toBeNull();
    expect(lowest).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("has no installed package that needs a newer Node than the lowest one declared", () => {
    const tooNew = Object.entries(lock.packages)
      .map(([where, pkg]) => [where, Array.isArray(pkg.engines) ? undefined : pkg.engines?.node] as const)
      .filter(([, range]) => typeof range === "string" && !semver.satisfies(lowest, range))
      .map(([where, range]) => `${where} needs node ${range}`);
    expect(tooNew).toEqual([]);
  });
});
