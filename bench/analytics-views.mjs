// Analytics (issue 11 §2): GET /p/{username} throughput with view counting on, against the same page with counting
// skipped (a bot's user agent: the filter runs, nothing is buffered), which is what bench/public-page.mjs measures
// (autocannon sends no browser user agent). Counting must not slow the page: it happens after the response, in
// memory, written in batches. The views counted under load are then compared with the 2xx answers (exact counts).
import { execSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { freePort, reportBudget, root, startServer, stopServer, tempDataDir } from "./lib.mjs";
import { benchOwnerEmail, publishFullPortfolio } from "./published-portfolio.mjs";

const duration = Number(process.env.DURATION ?? 10);
const connections = 50;
const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let visitor = 0;
/** Each request from one of 5,000 addresses (X-Forwarded-For, TRUST_PROXY=true), so unique visitors are hashed. */
function fromManyVisitors(request) {
  visitor = (visitor + 1) % 5000;
  request.headers = { ...request.headers, "x-forwarded-for": `10.1.${visitor >> 8}.${visitor & 255}` };
  return request;
}

async function measure(url, userAgent) {
  const options = {
    url,
    connections,
    headers: { "user-agent": userAgent, "accept-encoding": "br" },
    requests: [{ setupRequest: fromManyVisitors }],
  };
  const warm = await autocannon({ ...options, duration: 2 });
  const r = await autocannon({ ...options, duration });
  for (const run of [warm, r]) {
    if (run.errors || run.non2xx) throw new Error(`${url}: ${run.errors} errors, ${run.non2xx} non-2xx answers`);
  }
  // Every answer of both runs (warm-up included) is a page view when counting is on.
  return { ...r, answeredInAll: warm["2xx"] + r["2xx"] };
}

const line = (label, r) =>
  `${label}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms (${r["2xx"]} answers)`;

execSync("node scripts/build-if-stale.mjs", { cwd: root, stdio: "inherit" });
const dataDir = tempDataDir();
const port = freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({
  dataDir,
  port,
  env: { PUBLIC_URL: base, ADMIN_EMAILS: benchOwnerEmail, TRUST_PROXY: "true" },
});
try {
  const portfolio = await publishFullPortfolio(base);
  const pageUrl = `${base}/p/${portfolio.username}`;
  const views = async () => (await portfolio.api.json("GET", "/api/analytics/views")).views[portfolio.id] ?? 0;

  const skipped = await measure(pageUrl, bot);
  console.log(
    line(`GET /p/{username}, counting skipped (bot agent, ${connections} connections, ${duration} s)`, skipped),
  );
  // Let the last batch land, so the counted run starts from a known total.
  await new Promise((r) => setTimeout(r, 2500));
  const before = await views();
  const counted = await measure(pageUrl, browser);
  console.log(line(`GET /p/{username}, counting on (browser agent, 5,000 visitors)`, counted));
  await new Promise((r) => setTimeout(r, 2500));
  const after = await views();
  console.log(
    `views counted: ${after - before}; pages answered with counting on (warm-up included): ${counted.answeredInAll}`,
  );
  const ratio = counted.requests.average / skipped.requests.average;
  console.log(`throughput with counting / without: ${(ratio * 100).toFixed(0)}%`);
  // autocannon stops with a request in flight on each connection: the server answered (and counted) those too.
  const cutOff = 2 * connections;
  const extra = after - before - counted.answeredInAll;
  const exact = before === 0 && extra >= 0 && extra <= cutOff;
  console.log(
    `bots counted: ${before} (must be 0); every answered page counted (+${extra} cut off in flight, at most ${cutOff}): ${exact ? "yes" : "NO"}`,
  );
  reportBudget("throughput with view counting / without", `${(ratio * 100).toFixed(0)}%`, "≥ 90%", ratio >= 0.9);
} finally {
  await stopServer(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
