import { blogPostIds, type BlogPostId } from "../content/types";

/** The blog's category filter (spec §2), "all" first. */
export const blogCategories = ["all", "tutorial", "ai", "tips", "updates"] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** The language-independent facts of a post (spec §3: id, date, category, readTime). */
export interface BlogPostMeta {
  id: BlogPostId;
  category: Exclude<BlogCategory, "all">;
  /** Publication day, ISO (formatted per language with Intl). */
  date: string;
  /** Minutes to read the English text at about 200 words a minute. */
  readTimeMinutes: number;
}

const meta: Record<BlogPostId, Omit<BlogPostMeta, "id">> = {
  "portfolio-in-five-minutes": { category: "tutorial", date: "2026-09-15", readTimeMinutes: 2 },
  "writing-with-the-ai-assistant": { category: "ai", date: "2026-10-06", readTimeMinutes: 2 },
  "deploy-to-github-pages-and-netlify": { category: "tips", date: "2026-10-27", readTimeMinutes: 2 },
  "whats-new-november-2026": { category: "updates", date: "2026-11-17", readTimeMinutes: 1 },
};

/** Every post's facts, newest first. */
export const blogPosts: readonly BlogPostMeta[] = blogPostIds
  .map((id) => ({ id, ...meta[id] }))
  .sort((a, b) => b.date.localeCompare(a.date));

/** Whether `id` names a post (the /blog/:id route's parameter). */
export function isBlogPostId(id: string | undefined): id is BlogPostId {
  return (blogPostIds as readonly string[]).includes(id ?? "");
}
