// Budget (Foundation): `npm start` on an already-built tree with an existing data folder is healthy in ≤ 3 s.
// Prints the time from process start to the first 200 of /api/health, over several runs.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { freePort, reportBudget, root, startServer, stopServer, tempDataDir } from "./lib.mjs";

execSync("node scripts/build-if-stale.mjs", { cwd: root, stdio: "inherit" });
const dataDir = tempDataDir();
const runs = Number(process.env.RUNS ?? 5);
try {
  // First start initialises the data folder (PGlite initdb); it is not what the budget measures.
  const first = await startServer({ dataDir, port: freePort() });
  await stopServer(first.child);
  console.log(`first start (new data folder): ${(first.readyMs / 1000).toFixed(2)} s`);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const s = await startServer({ dataDir, port: freePort() });
    times.push(s.readyMs);
    await stopServer(s.child);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const worst = times[times.length - 1];
  console.log(
    `start on a built tree, existing data folder (${runs} runs): median ${(median / 1000).toFixed(2)} s, worst ${(worst / 1000).toFixed(2)} s`,
  );
  reportBudget("start on a built tree, worst run", `${(worst / 1000).toFixed(2)} s`, "≤ 3.00 s", worst <= 3000);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
