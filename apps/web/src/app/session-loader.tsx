import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { FullPageLoader } from "../components/ui/full-page-loader";
import { pageNameForPath } from "./page-name";

/** The full-page loader shown while the auth state loads, naming the page being opened. */
export function SessionLoader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return <FullPageLoader label={t(`loader.${pageNameForPath(pathname)}`)} />;
}
