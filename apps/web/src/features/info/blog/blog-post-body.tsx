import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { BackToHomeLink } from "../../../components/ui/back-to-home-link";
import { PageIntro } from "../../../components/ui/page-intro";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { ContentBlocks } from "../content/content-blocks";
import { useInfoContent } from "../content/load-content";
import { blogPosts, isBlogPostId } from "./blog-meta";
import { NewsletterBox } from "./newsletter-box";
import { PostMetaLine } from "./post-meta-line";

function AllPostsLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-2 rounded text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("info.blog.allPosts")}
    </Link>
  );
}

/** /blog/:id: one post (spec §3: title, author, date, read time, tags, content). */
export function BlogPostBody() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { posts } = useInfoContent();
  const post = blogPosts.find((p) => p.id === id);
  const text = isBlogPostId(id) ? posts[id] : undefined;
  useDocumentTitle(text?.title ?? t("info.blog.notFound"));

  if (!post || !text) {
    return (
      <PageIntro before={<BackToHomeLink />} heading={t("info.blog.notFound")} intro={t("info.blog.notFoundIntro")}>
        <div className="mt-6">
          <AllPostsLink />
        </div>
      </PageIntro>
    );
  }
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <BackToHomeLink />
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-950 sm:text-4xl dark:text-white">
        {text.title}
      </h1>
      <div className="mt-4">
        <PostMetaLine post={post} author={text.author} />
      </div>
      <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">{text.excerpt}</p>
      <div className="mt-8">
        <ContentBlocks blocks={text.content} />
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{t("info.blog.tags")}</span>
        <ul className="flex flex-wrap gap-2">
          {text.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300"
            >
              {tag}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-10">
        <AllPostsLink />
      </div>
      <NewsletterBox />
    </article>
  );
}
