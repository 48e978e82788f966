import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const BlogIndex = lazy(() => import("../features/info/blog/blog-index").then((m) => ({ default: m.BlogIndex })));

/** /blog: posts with the category filter and the newsletter; the splash shows while the page and posts load. */
export function BlogPage() {
  return (
    <InfoPageSuspense>
      <BlogIndex />
    </InfoPageSuspense>
  );
}
