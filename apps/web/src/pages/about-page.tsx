import { infoPage } from "../features/info/splash/info-page-body";

/** /about: what Foliocraft is; the splash shows while the page body loads. */
export const AboutPage = infoPage(() => import("../features/info/about/about-body").then((m) => m.AboutBody));
