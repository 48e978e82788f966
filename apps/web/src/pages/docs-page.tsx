import { infoPage } from "../features/info/splash/info-page-body";

/** /docs: the documentation; the splash shows while the page and its sections load. */
export const DocsPage = infoPage(() => import("../features/info/docs/docs-body").then((m) => m.DocsBody), {
  texts: true,
});
