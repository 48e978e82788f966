import { infoPage } from "../features/info/splash/info-page-body";

/** /status: live checks of this server and the incidents; the splash shows while the page body loads. */
export const StatusPage = infoPage(() => import("../features/status/status-body").then((m) => m.StatusBody));
