import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const DocsBody = lazy(() => import("../features/info/docs/docs-body").then((m) => ({ default: m.DocsBody })));

/** /docs: the documentation; the splash shows while the page and its sections load. */
export function DocsPage() {
  return (
    <InfoPageSuspense>
      <DocsBody />
    </InfoPageSuspense>
  );
}
