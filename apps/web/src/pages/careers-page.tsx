import { infoPage } from "../features/info/splash/info-page-body";

/** /careers: not hiring, and the talent community; the splash shows while the page body loads. */
export const CareersPage = infoPage(() => import("../features/info/careers/careers-body").then((m) => m.CareersBody));
