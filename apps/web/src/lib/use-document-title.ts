import { useEffect } from "react";
import { BRAND_NAME } from "./brand";

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title && title !== BRAND_NAME ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
}
