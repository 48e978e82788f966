import { createElement, lazy, type ComponentType } from "react";
import { i18n } from "../../../i18n/i18n";
import { loadInfoContent } from "../content/load-content";
import { InfoPageSuspense } from "./info-page-splash";

/** A page component that can load everything it shows before it is first drawn. */
export type PreloadablePage<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * An info page: its body is a chunk of its own behind the loading splash (spec §2/§9), and the page can load that
 * chunk and the long texts in the interface language beforehand (`preload`). The app does so before hydrating a
 * prerendered page (prerender/take-over.tsx): hydrated in one pass, nothing on it is inert markup waiting for a
 * chunk, so a click on a filter right after the page came alive is never lost. A visit within the app still shows
 * the splash while the body loads.
 */
export function infoPage<P extends object>(
  loadBody: () => Promise<ComponentType<P>>,
  { texts = false }: { texts?: boolean } = {},
): PreloadablePage<P> {
  let body: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () =>
    (loading ??= loadBody().then(
      (component) => (body = component),
      (error: unknown) => {
        // Forget the failure: the splash's retry (a reload) or the next visit tries again.
        loading = undefined;
        throw error;
      },
    ));
  const LazyBody = lazy(() => load().then((component) => ({ default: component })));
  function Page(props: P) {
    // Once loaded, the body is drawn directly: React.lazy would suspend once more for an import it already has.
    return <InfoPageSuspense>{createElement(body ?? LazyBody, props)}</InfoPageSuspense>;
  }
  const preload = async () => {
    await Promise.all([load(), texts ? loadInfoContent(i18n.language) : undefined]);
  };
  return Object.assign(Page, { preload });
}
