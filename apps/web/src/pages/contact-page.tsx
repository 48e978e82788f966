import { infoPage } from "../features/info/splash/info-page-body";

/** /contact: how to reach the team; the splash shows while the page body loads. */
export const ContactPage = infoPage(() => import("../features/contact/contact-body").then((m) => m.ContactBody));
