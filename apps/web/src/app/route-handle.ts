import { useMatches } from "react-router";

/** What a route can ask of the shared layout through its `handle`. */
export interface RouteHandle {
  /** Show the header's Deploy button (when someone is signed in). */
  showDeployButton?: boolean;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null;
}

/** Whether any matched route asks for the header's Deploy button. */
export function useRouteWantsDeployButton(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.showDeployButton === true);
}
