import { describe, expect, it } from "vitest";
import en from "../i18n/locales/en.json";
import {
  applyPageMeta,
  documentTitle,
  marketingPageFor,
  marketingPaths,
  normalizePath,
  pageMetaFor,
  renderMetaTags,
} from "./page-meta";

/** English lookups from the real locale file, as the prerender does them. */
const t = (key: string): string => {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof value !== "string") throw new Error(`missing translation ${key}`);
  return value;
};
const context = { t, origin: "https://folio.example", language: "en" };

describe("marketingPageFor", () => {
  it("knows every public marketing page of spec §2 and the blog posts", () => {
    expect(marketingPaths).toEqual([
      "/",
      "/pricing",
      "/about",
      "/blog",
      "/careers",
      "/contact",
      "/help",
      "/docs",
      "/status",
      "/api-docs",
    ]);
    expect(marketingPageFor("/api-docs")).toBe("apiDocs");
    expect(marketingPageFor("/blog/portfolio-in-five-minutes")).toBe("blogPost");
  });

  it("matches as the router does (case, trailing slash) and refuses app pages", () => {
    expect(marketingPageFor("/Pricing/")).toBe("pricing");
    expect(normalizePath("/")).toBe("/");
    for (const path of ["/dashboard", "/login", "/p/ama", "/blog/a/b", "/pricingx"])
      expect(marketingPageFor(path)).toBeNull();
  });
});

describe("pageMetaFor", () => {
  it("gives every marketing page its own title and description, in English", () => {
    const metas = marketingPaths.map((path) => pageMetaFor(path, context));
    expect(new Set(metas.map((m) => m?.title)).size).toBe(marketingPaths.length);
    expect(new Set(metas.map((m) => m?.description)).size).toBe(marketingPaths.length);
    for (const meta of metas) expect(meta?.description.length).toBeGreaterThan(50);
  });

  it("builds absolute canonical and image addresses and the brand into the title", () => {
    expect(pageMetaFor("/pricing/", context)).toEqual({
      title: "Pricing · Foliocraft",
      description: en.marketing.meta.pricing.description,
      url: "https://folio.example/pricing",
      image: "https://folio.example/og-image.png",
      imageAlt: en.marketing.meta.imageAlt,
      type: "website",
      language: "en",
    });
    expect(pageMetaFor("/", context)?.url).toBe("https://folio.example/");
    expect(pageMetaFor("/", context)?.title).toBe(en.marketing.meta.home.title);
    expect(pageMetaFor("/blog/ai", context)?.type).toBe("article");
    // A post known to the caller gets its own title and excerpt; an unknown one the blog's.
    const article = (id: string) =>
      id === "ai" ? { title: "Writing with AI", excerpt: "How the writer helps." } : undefined;
    expect(pageMetaFor("/blog/ai", { ...context, article })).toMatchObject({
      title: "Writing with AI · Foliocraft",
      description: "How the writer helps.",
    });
    expect(pageMetaFor("/blog/other", { ...context, article })?.description).toBe(
      en.marketing.meta.blogPost.description,
    );
    expect(pageMetaFor("/settings", context)).toBeNull();
  });

  it("names a tab like the pages do", () => {
    expect(documentTitle("Pricing")).toBe("Pricing · Foliocraft");
    expect(documentTitle("Foliocraft")).toBe("Foliocraft");
  });
});

describe("renderMetaTags", () => {
  it("writes the title, description, canonical and Open Graph tags, escaped", () => {
    const meta = { ...pageMetaFor("/about", context)!, description: `Tom & "Jerry" <b>` };
    const html = renderMetaTags(meta);
    expect(html).toContain("<title>About Foliocraft · Foliocraft</title>");
    expect(html).toContain('<meta name="description" content="Tom &amp; &quot;Jerry&quot; &lt;b&gt;" />');
    expect(html).toContain('<link rel="canonical" href="https://folio.example/about" />');
    for (const property of ["og:title", "og:description", "og:type", "og:url", "og:image"])
      expect(html).toContain(`<meta property="${property}" content="`);
    expect(html).toContain('<meta property="og:locale" content="en_US" />');
  });
});

describe("applyPageMeta", () => {
  it("creates the missing tags and updates existing ones after a navigation", () => {
    document.head.innerHTML = '<meta name="description" content="old"><link rel="canonical" href="https://x/old">';
    applyPageMeta(pageMetaFor("/help", context)!);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      en.marketing.meta.help.description,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://folio.example/help",
    );
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(
      "https://folio.example/help",
    );
  });
});
