// The server the process tests start (testing/server-process.ts): the production server plus the test-only
// additions below. Never imported by server.ts, so none of it is in the production bundle (dist/server.js;
// production-bundle.test.ts proves it).
import path from "node:path";
import { parseArgs } from "node:util";
import type { AppExtension } from "../app";
import { runServer } from "../run-server";
import { defineProbeJob } from "./probe-job";

const extensions: AppExtension[] = [];
// Options come on the command line (server-process.ts): only config.ts reads the environment. Cluster workers are
// forked with the primary's arguments, so each of them registers the probe too.
const { values } = parseArgs({ options: { "job-probe-file": { type: "string" } }, strict: false });
const probeFile = typeof values["job-probe-file"] === "string" ? values["job-probe-file"] : undefined;
if (probeFile) {
  extensions.push(async (app, { jobs }) => {
    await app.register(defineProbeJob, { jobs, file: path.resolve(probeFile) });
  });
}

runServer({ entry: import.meta.url, extensions });
