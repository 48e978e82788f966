import { lazy } from "react";
import { InfoPageSuspense } from "../features/info/splash/info-page-splash";

const BlogPostBody = lazy(() =>
  import("../features/info/blog/blog-post-body").then((m) => ({ default: m.BlogPostBody })),
);

/** /blog/:id: one post; the splash shows while the page and its text load. */
export function BlogPostPage() {
  return (
    <InfoPageSuspense>
      <BlogPostBody />
    </InfoPageSuspense>
  );
}
