import { infoPage } from "../features/info/splash/info-page-body";

/** /help: the Help Center; the splash shows while the page and its FAQs load. */
export const HelpPage = infoPage(() => import("../features/info/help/help-center").then((m) => m.HelpCenter), {
  texts: true,
});
