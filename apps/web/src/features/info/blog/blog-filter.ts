import { blogCategories, type BlogCategory, type BlogPostMeta } from "./blog-meta";

/** The category named by `?category=`; anything missing or unknown is "all". */
export function parseBlogCategory(value: string | null): BlogCategory {
  return (blogCategories as readonly string[]).includes(value ?? "") ? (value as BlogCategory) : "all";
}

/** The posts of one category ("all": every post), in the given order. */
export function filterPosts(posts: readonly BlogPostMeta[], category: BlogCategory): BlogPostMeta[] {
  return category === "all" ? [...posts] : posts.filter((post) => post.category === category);
}
