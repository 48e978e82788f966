// Runs the fake Paystack (contracts.md §1) as its own process for the Playwright journeys (playwright.config.ts):
// the app's server talks to it over HTTP, and the browser pays on its checkout page.
import { startFakePaystack } from "./fake-paystack";

const port = Number(process.argv[2] ?? "0");
const fake = await startFakePaystack({ secretKey: "sk_test_e2e_secret_never_in_browser", port });
console.log(`fake Paystack on ${fake.base}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
