import { describe, expect, it } from "vitest";
import { filterPosts, parseBlogCategory } from "./blog-filter";
import { blogPosts } from "./blog-meta";

describe("parseBlogCategory", () => {
  it("accepts the five categories of the spec", () => {
    for (const category of ["all", "tutorial", "ai", "tips", "updates"]) {
      expect(parseBlogCategory(category)).toBe(category);
    }
  });

  it("reads a missing or unknown category as all", () => {
    expect(parseBlogCategory(null)).toBe("all");
    expect(parseBlogCategory("")).toBe("all");
    expect(parseBlogCategory("AI")).toBe("all");
    expect(parseBlogCategory("__proto__")).toBe("all");
  });
});

describe("filterPosts", () => {
  it("keeps every post, newest first, for all", () => {
    const all = filterPosts(blogPosts, "all");
    expect(all).toHaveLength(4);
    expect(all.map((p) => p.date)).toEqual([...all.map((p) => p.date)].sort().reverse());
  });

  it("keeps only the posts of a category", () => {
    expect(filterPosts(blogPosts, "ai").map((p) => p.id)).toEqual(["writing-with-the-ai-assistant"]);
    expect(filterPosts(blogPosts, "tutorial").map((p) => p.id)).toEqual(["portfolio-in-five-minutes"]);
    expect(filterPosts(blogPosts, "tips").map((p) => p.id)).toEqual(["deploy-to-github-pages-and-netlify"]);
    expect(filterPosts(blogPosts, "updates").map((p) => p.id)).toEqual(["whats-new-november-2026"]);
  });
});
