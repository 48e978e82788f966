import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const ContactBody = lazy(() => import("../features/contact/contact-body").then((m) => ({ default: m.ContactBody })));

/** /contact: how to reach the team; the splash shows while the page body loads. */
export function ContactPage() {
  return (
    <InfoPageSuspense>
      <ContactBody />
    </InfoPageSuspense>
  );
}
