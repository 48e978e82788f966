// `npm run dev`: the API server with reload (tsx watch, port 3000) and Vite with hot reload (port 5173,
// proxying /api to the server). Open http://localhost:5173.
import { spawn } from "node:child_process";
import { root } from "./build-if-stale.mjs";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: process.env.LOG_LEVEL ?? "verbose" },
  }),
  spawn("npx", ["vite"], { cwd: `${root}/apps/web`, stdio: "inherit" }),
];

const stop = () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children)
  c.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
