import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** The app's browser router (history API), built from the shared route table. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
