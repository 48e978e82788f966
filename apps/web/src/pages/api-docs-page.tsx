import { infoPage } from "../features/info/splash/info-page-body";

/** /api-docs: the planned public API (Coming Soon); "a loader shows briefly" (spec §2) = the splash while it loads. */
export const ApiDocsPage = infoPage(() => import("../features/info/api-docs/api-docs-body").then((m) => m.ApiDocsBody));
