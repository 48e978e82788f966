import { useEffect, useRef } from "react";
import type { Toast } from "react-hot-toast";
import { useLocation } from "react-router";
import { dismissPageErrorToasts, forgetPageErrorToast, notePageErrorToast } from "./page-error-toasts";

/**
 * Error toasts are about the page they were raised on (a rejected form, a failed save): once the person has moved
 * to another page they are stale, and worse, misleading ("Passwords do not match" on onboarding after a sign-up
 * that then succeeded). On every change of page the error toasts on screen are dismissed. Success, info and
 * loading toasts stay: they announce what led to the new page ("Account created successfully!").
 */
export function DismissPageToastsOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    dismissPageErrorToasts();
  }, [pathname]);
  return null;
}

/** Drawn beside each toast by AppToaster: notes an error toast while it is on screen. */
export function TrackPageErrorToast({ toast }: { toast: Toast }) {
  const { id, type } = toast;
  useEffect(() => {
    if (type !== "error") return;
    notePageErrorToast(id);
    return () => forgetPageErrorToast(id);
  }, [id, type]);
  return null;
}
