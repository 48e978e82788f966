import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const AboutBody = lazy(() => import("../features/info/about/about-body").then((m) => ({ default: m.AboutBody })));

/** /about: what Foliocraft is; the splash shows while the page body loads. */
export function AboutPage() {
  return (
    <InfoPageSuspense>
      <AboutBody />
    </InfoPageSuspense>
  );
}
