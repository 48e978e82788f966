import { useCallback, useState } from "react";
import { sectionIds, type SectionId } from "./sections/section-ids";

const prefix = "section-";

/**
 * The builder section being edited: the one that last took focus (typing in a field, or a jump from the section
 * index, which focuses the section). Pass `attach` as the ref of the element that holds the sections.
 */
export function useEditingSection() {
  const [section, setSection] = useState<SectionId | undefined>(undefined);
  // A ref callback with a clean-up (React 19): the listener lives exactly as long as the element.
  const attach = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const onFocus = (event: FocusEvent) => {
      const card = (event.target as Element | null)?.closest?.(`[id^="${prefix}"]`);
      const id = card?.id.slice(prefix.length);
      if (id && (sectionIds as readonly string[]).includes(id)) setSection(id as SectionId);
    };
    element.addEventListener("focusin", onFocus);
    return () => element.removeEventListener("focusin", onFocus);
  }, []);
  return { attach, section };
}
