import { defineModule } from "../module-deps";
import { createAssetRepository } from "./repository";
import { uploadRoutes } from "./routes";
import { createUploadService } from "./service";

/** The owner's uploaded images and files, within their plan's quota. */
export const uploadsModule = defineModule("uploads", async (app, { database, profiles, config }) => {
  await app.register(uploadRoutes, {
    service: createUploadService({
      repository: createAssetRepository(database.db),
      profiles,
      quota: config.uploadQuota,
    }),
  });
});
