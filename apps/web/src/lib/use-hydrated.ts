import { useSyncExternalStore } from "react";

// Nothing ever changes: the store only tells the server render (and hydration) from every render after it.
const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False while React renders on the server (the prerender) and while it hydrates that markup, true from the render
 * right after hydration on (and at once for a page the app renders itself). A prerendered form keeps its fields
 * disabled until then: before the app takes over, a click on Send would submit it natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
