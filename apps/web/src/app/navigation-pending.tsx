import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Spinner } from "../components/ui/spinner";

/**
 * While the next page's code downloads (routes are lazy), the current page stays and this "Loading" notice shows.
 * It fades in after a short delay so fast navigations do not flicker.
 */
export function NavigationPending() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="animate-delayed-fade-in fixed inset-x-0 top-16 z-30 flex justify-center motion-reduce:animate-none"
    >
      <span className="mt-2 inline-flex items-center gap-2 rounded-full bg-slate-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg dark:bg-white dark:text-slate-900">
        <Spinner className="size-4" />
        {t("common.loading")}
      </span>
    </div>
  );
}
