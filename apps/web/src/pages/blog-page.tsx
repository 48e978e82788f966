import { infoPage } from "../features/info/splash/info-page-body";

/** /blog: posts with the category filter and the newsletter; the splash shows while the page and posts load. */
export const BlogPage = infoPage(() => import("../features/info/blog/blog-index").then((m) => m.BlogIndex), {
  texts: true,
});
