import { ToastBar, Toaster } from "react-hot-toast";
import { toastLimits } from "@foliocraft/schemas";
import { useTheme } from "../features/theme/use-theme";
import { TrackPageErrorToast } from "./page-toasts";

/**
 * Toasts top-right with the spec §9 timings: blank and error 4 s, success 2 s, loading until dismissed.
 * At most 20 show at once: react-hot-toast's built-in limit (TOAST_LIMIT = 20) equals toastLimits.maxVisible.
 */
export function AppToaster() {
  const { theme } = useTheme();
  // react-hot-toast styles toasts inline, so the theme colours are passed as inline style too.
  const style =
    theme === "dark"
      ? { background: "#1e293b", color: "#f1f5f9", border: "1px solid #334155" }
      : { background: "#ffffff", color: "#0f172a", border: "1px solid #e2e8f0" };
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        style,
        blank: { duration: toastLimits.blankMs },
        error: { duration: toastLimits.errorMs },
        success: { duration: toastLimits.successMs },
        loading: { duration: Infinity },
      }}
    >
      {(shown) => (
        <>
          <TrackPageErrorToast toast={shown} />
          <ToastBar toast={shown} />
        </>
      )}
    </Toaster>
  );
}
