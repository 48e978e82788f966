import { useEffect, useRef } from "react";
import type { RefObject } from "react";

// The live preview follows the section being edited: it scrolls the page in the frame to that section and outlines
// it. The frame is same-origin without scripts (`sandbox="allow-same-origin"`), so the builder reaches into its
// document while nothing inside can run. Each edit re-renders the page; the reader's place is kept unless the
// section being edited changes.

/** The outline drawn around the section being edited (visible on light and dark themes alike). */
const highlightCss = "[data-fc-editing]{outline:3px solid #6366f1!important;outline-offset:6px}";

/** Where the followed section is: an element id in the rendered page, or `null` for the top of the page. */
export type PreviewTarget = string | null;

/** What a followed frame remembers between documents. */
interface FollowState {
  /** The target the frame was last brought to. */
  shown: PreviewTarget | undefined;
  /** Where the reader had scrolled the last document. */
  scrollTop: number;
}

/** Outlines the target in the frame's document and scrolls: to the target when it `moved`, else to the old place. */
function follow(
  frame: HTMLIFrameElement | null,
  target: PreviewTarget | undefined,
  moved: boolean,
  state: FollowState,
) {
  const doc = frame?.contentDocument;
  const win = frame?.contentWindow;
  if (!doc || !win || !doc.body || target === undefined) return;
  if (!doc.getElementById("fc-follow")) {
    const style = doc.createElement("style");
    style.id = "fc-follow";
    style.textContent = highlightCss;
    doc.head.append(style);
    win.addEventListener("scroll", () => (state.scrollTop = win.scrollY), { passive: true });
  }
  for (const old of doc.querySelectorAll("[data-fc-editing]")) old.removeAttribute("data-fc-editing");
  const element = target ? doc.getElementById(target) : null;
  element?.setAttribute("data-fc-editing", "");
  if (!moved && state.shown === target) {
    win.scrollTo({ top: state.scrollTop, behavior: "instant" });
    return;
  }
  state.shown = target;
  const smooth = moved && !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  if (element) element.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "instant" });
  else win.scrollTo({ top: 0, behavior: smooth ? "smooth" : "instant" });
}

/**
 * Keeps the frame on `target` (undefined: the preview does not follow). Call the returned function on the frame's
 * `load`: each new document gets the outline style and either the reader's previous place or the target.
 */
export function usePreviewFollow(frame: RefObject<HTMLIFrameElement | null>, target: PreviewTarget | undefined) {
  const state = useRef<FollowState>({ shown: undefined, scrollTop: 0 });
  // The edited section changed within the same document.
  useEffect(() => follow(frame.current, target, true, state.current), [frame, target]);
  // A new document (after an edit): keep the place, or go to the section.
  return () => follow(frame.current, target, false, state.current);
}
