import type { FocusEvent } from "react";

/**
 * A field reached with the keyboard is shown whole (WCAG 2.4.11). Browsers scroll a focused element only when none
 * of it is visible, so a tall text area whose top peeks above the window's bottom edge stayed cut off. "nearest"
 * moves the page as little as possible and honours the scroll-padding kept for the sticky header; a pointer focus
 * is left where the person put it.
 */
export function keepFocusedFieldInView(event: FocusEvent<HTMLElement>) {
  const field = event.target;
  if (!(field instanceof HTMLElement) || !field.matches(":focus-visible")) return;
  const box = field.getBoundingClientRect();
  if (box.bottom > window.innerHeight || box.top < 0) field.scrollIntoView({ block: "nearest", inline: "nearest" });
}
