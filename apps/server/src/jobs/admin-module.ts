import { defineModule } from "../modules/module-deps";
import { jobAdminRoutes } from "./admin-routes";

/** The administrators' view of the background jobs, in app.ts's list of modules like any other. */
export const jobAdminModule = defineModule("job-admin", async (app, { jobs }) => {
  await app.register(jobAdminRoutes, { jobs });
});
