import { infoPage } from "../features/info/splash/info-page-body";

/** /blog/:id: one post; the splash shows while the page and its text load. */
export const BlogPostPage = infoPage(() => import("../features/info/blog/blog-post-body").then((m) => m.BlogPostBody), {
  texts: true,
});
