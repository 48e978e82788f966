import { defineModule } from "../module-deps";
import { resumePdfRoutes } from "./routes";

/** The draft's résumé PDF for the builder, and the published ones (/resumes/…); the service is shared. */
export const resumePdfModule = defineModule("resume-pdf", async (app, { resumePdfs }) => {
  await app.register(resumePdfRoutes, { service: resumePdfs });
});
