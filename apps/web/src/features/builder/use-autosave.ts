import { useEffect, useState, useSyncExternalStore } from "react";
import { AutosaveController } from "./autosave-controller";
import type { AutosaveOptions } from "./autosave-controller";

/**
 * One AutosaveController for the builder's lifetime, its state as React state, and a save attempt when the tab is
 * hidden or closed (the device copy covers the case where that attempt cannot finish).
 */
export function useAutosave(options: AutosaveOptions) {
  const [controller] = useState(() => new AutosaveController(options));
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === "hidden") void controller.flush();
    };
    const onPageHide = () => void controller.flush();
    document.addEventListener("visibilitychange", onHide);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onHide);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [controller]);

  // StrictMode's simulated unmount in development disposes and then restarts the same controller.
  useEffect(() => {
    controller.start();
    return () => controller.dispose();
  }, [controller]);

  return { controller, snapshot };
}
