// Starts the built server for the Playwright suite on E2E_PORT with a temporary DATA_DIR, removed on exit.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { makeScratchDir } from "../apps/server/src/testing/scratch-dir.mjs";
import { buildIfStale, root } from "./build-if-stale.mjs";

buildIfStale();
// In memory where the machine has room (scratch-dir.mjs): the embedded database never waits on a disk.
const dataDir = makeScratchDir("foliocraft-e2e-");
process.env.DATA_DIR = dataDir;
process.env.HOST = "127.0.0.1";
process.env.NODE_ENV = "production";
process.env.LOG_LEVEL ??= "warn";
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import(pathToFileURL(path.join(root, "apps/server/dist/server.js")).href);
