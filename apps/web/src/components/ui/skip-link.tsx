import { useTranslation } from "react-i18next";

/** First focusable element: lets keyboard users jump past the header to the page content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-indigo-800 focus:shadow-lg dark:focus:bg-slate-900 dark:focus:text-indigo-200"
    >
      {t("common.skipToContent")}
    </a>
  );
}
