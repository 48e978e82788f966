import { describe, expect, it } from "vitest";
import { parseWrkReport } from "./lib.mjs";

// wrk 4.1 (Debian) with --latency, as the benchmarks run it.
const report = `Running 10s test @ http://127.0.0.1:40000/p/bench-owner
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     9.87ms    3.01ms   1.02s    91.20%
    Req/Sec     5.11k   402.11     5.90k    72.00%
  Latency Distribution
     50%  812.00us
     75%   10.50ms
     90%   12.25ms
     99%   21.40ms
  50912 requests in 10.00s, 1.01GB read
  Socket errors: connect 0, read 0, write 0, timeout 3
  Non-2xx or 3xx responses: 2
Requests/sec:   5090.12
Transfer/sec:    103.20MB
`;

describe("parseWrkReport", () => {
  it("reads throughput, the latency distribution in ms, timeouts and bad answers", () => {
    expect(parseWrkReport(report)).toEqual({
      requestsPerSecond: 5090.12,
      requests: 50912,
      latency: { p50: 0.812, p75: 10.5, p90: 12.25, p99: 21.4, average: 9.87, max: 1020 },
      socketErrors: 0,
      timeouts: 3,
      non2xx: 2,
    });
  });

  it("reads a clean run as no errors", () => {
    const clean = report.replace(/ {2}Socket errors.*\n {2}Non-2xx.*\n/, "");
    expect(parseWrkReport(clean)).toMatchObject({ socketErrors: 0, timeouts: 0, non2xx: 0 });
  });
});
