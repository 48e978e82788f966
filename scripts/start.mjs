// `npm start`: build what is out of date, then run the production server in this process
// (so SIGINT/SIGTERM reach its graceful shutdown directly).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIfStale, root } from "./build-if-stale.mjs";

buildIfStale();
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(path.join(root, "apps/server/dist/server.js")).href);
