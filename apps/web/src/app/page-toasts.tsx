import { useEffect, useRef } from "react";
import toast, { useToasterStore } from "react-hot-toast";
import { useLocation } from "react-router";

/**
 * Error toasts are about the page they were raised on (a rejected form, a failed save): once the person has moved
 * to another page they are stale, and worse, misleading ("Passwords do not match" on onboarding after a sign-up
 * that then succeeded). On every change of page the error toasts raised before it are dismissed. Success, info
 * and loading toasts stay: they announce what led to the new page ("Account created successfully!").
 */
export function DismissPageToastsOnNavigation() {
  const { pathname } = useLocation();
  const { toasts } = useToasterStore();
  // The toasts of the moment, read when the page changes (not a dependency: a new toast must not trigger it).
  const current = useRef(toasts);
  const previous = useRef(pathname);
  useEffect(() => {
    current.current = toasts;
  }, [toasts]);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    for (const shown of current.current) if (shown.type === "error" && shown.visible) toast.dismiss(shown.id);
  }, [pathname]);
  return null;
}
