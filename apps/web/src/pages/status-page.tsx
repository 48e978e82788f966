import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const StatusBody = lazy(() => import("../features/status/status-body").then((m) => ({ default: m.StatusBody })));

/** /status: live checks of this server and the incidents; the splash shows while the page body loads. */
export function StatusPage() {
  return (
    <InfoPageSuspense>
      <StatusBody />
    </InfoPageSuspense>
  );
}
