import { defineModule } from "../module-deps";
import { fontRoutes } from "./routes";

/** The self-hosted fonts, served immutable at /fonts/ to public pages and previews (the store is shared). */
export const fontsModule = defineModule("fonts", async (app, { fonts }) => {
  await app.register(fontRoutes, { store: fonts });
});
