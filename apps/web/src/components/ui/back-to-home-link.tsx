import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The info pages' link back to the home page; the arrow points the reading direction's "back". */
export function BackToHomeLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="mb-6 inline-flex items-center gap-2 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("common.backToHome")}
    </Link>
  );
}
