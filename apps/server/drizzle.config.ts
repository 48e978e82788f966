import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations into apps/server/drizzle (committed; run at boot).
export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/server/src/db/schema.ts",
  out: "./apps/server/drizzle",
});
