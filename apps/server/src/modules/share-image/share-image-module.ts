import { defineModule } from "../module-deps";
import { shareImageRoutes } from "./routes";

/** Serves the link-preview pictures made on publish (/share/…); the service is shared with portfolios and export. */
export const shareImageModule = defineModule("share-image", async (app, { shareImages }) => {
  await app.register(shareImageRoutes, { service: shareImages });
});
