// The production entry (`npm start`, dist/server.js): Foliocraft and nothing else. The test harness starts
// testing/test-server.ts instead, which adds its test-only routes through the same runServer.
import { runServer } from "./run-server";

runServer({ entry: import.meta.url });
