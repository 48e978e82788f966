import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inheritedEnv } from "../testing/test-env";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Runs one of the repository's operations scripts (scripts/<name>) as `npm run` would; for tests. */
export function runScript(
  name: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts", name), ...args], {
    cwd: repoRoot,
    env: { ...inheritedEnv(), DATABASE_URL: undefined, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}
