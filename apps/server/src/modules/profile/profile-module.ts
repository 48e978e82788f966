import { defineModule } from "../module-deps";
import { profileRoutes } from "./routes";
import { createProfileService } from "./service";

/** The signed-in person's profile: preferences and onboarding (/api/profile). */
export const profileModule = defineModule("profile", async (app, { profiles }) => {
  await app.register(profileRoutes, { service: createProfileService({ repository: profiles }) });
});
