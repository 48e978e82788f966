import { defineModule } from "../module-deps";
import { exportRoutes } from "./routes";

/** A portfolio as a static site in a ZIP; the service is shared with deploys and the public API. */
export const exportModule = defineModule("export", async (app, { exports }) => {
  await app.register(exportRoutes, { service: exports });
});
