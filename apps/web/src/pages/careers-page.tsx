import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const CareersBody = lazy(() =>
  import("../features/info/careers/careers-body").then((m) => ({ default: m.CareersBody })),
);

/** /careers: not hiring, and the talent community; the splash shows while the page body loads. */
export function CareersPage() {
  return (
    <InfoPageSuspense>
      <CareersBody />
    </InfoPageSuspense>
  );
}
