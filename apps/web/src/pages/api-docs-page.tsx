import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const ApiDocsBody = lazy(() =>
  import("../features/info/api-docs/api-docs-body").then((m) => ({ default: m.ApiDocsBody })),
);

/** /api-docs: the planned public API (Coming Soon); "a loader shows briefly" (spec §2) = the splash while it loads. */
export function ApiDocsPage() {
  return (
    <InfoPageSuspense>
      <ApiDocsBody />
    </InfoPageSuspense>
  );
}
