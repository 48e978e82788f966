import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const HelpCenter = lazy(() => import("../features/info/help/help-center").then((m) => ({ default: m.HelpCenter })));

/** /help: the Help Center; the splash shows while the page and its FAQs load. */
export function HelpPage() {
  return (
    <InfoPageSuspense>
      <HelpCenter />
    </InfoPageSuspense>
  );
}
