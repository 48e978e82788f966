/** One piece of long-form text: a paragraph, a sub-heading, a bullet list or a command to copy. */
export type ContentBlock = { p: string } | { h: string } | { ul: string[] } | { code: string };

/** The four blog posts (spec §2 "four hardcoded posts"); their language-independent facts are in blog/blog-meta.ts. */
export const blogPostIds = [
  "portfolio-in-five-minutes",
  "writing-with-the-ai-assistant",
  "deploy-to-github-pages-and-netlify",
  "whats-new-november-2026",
] as const;
export type BlogPostId = (typeof blogPostIds)[number];

/** The eight Help Center questions (spec §2). */
export const faqIds = [
  "plans",
  "refunds",
  "cancel",
  "mobile-money",
  "deploys",
  "custom-domains",
  "ai-writer",
  "data",
] as const;
export type FaqId = (typeof faqIds)[number];

/** The /docs sections; their ids are the page's anchors (#getting-started…). */
export const docsSectionIds = ["getting-started", "features", "deployment", "api"] as const;
export type DocsSectionId = (typeof docsSectionIds)[number];

/** A blog post's words in one language (spec §3: title, excerpt, content, author, tags). */
export interface BlogPostText {
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  content: ContentBlock[];
}

/** An FAQ's words in one language (spec §3: question, answer, tags). */
export interface FaqText {
  question: string;
  answer: string;
  tags: string[];
}

/** A documentation section in one language. */
export interface DocsSectionText {
  title: string;
  blocks: ContentBlock[];
}

/**
 * The long texts of the info pages in one language. Kept out of the locale files (which every page loads) and split
 * per language, so a visitor downloads only their own language's articles, and only on the pages that show them.
 */
export interface InfoContent {
  posts: Record<BlogPostId, BlogPostText>;
  faqs: Record<FaqId, FaqText>;
  docs: Record<DocsSectionId, DocsSectionText>;
}
