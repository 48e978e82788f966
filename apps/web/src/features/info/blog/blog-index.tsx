import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { BackToHomeLink } from "../../../components/ui/back-to-home-link";
import { PageIntro } from "../../../components/ui/page-intro";
import { useInfoContent } from "../content/load-content";
import { FilterRadios } from "../filter-radios";
import { filterPosts, parseBlogCategory } from "./blog-filter";
import { blogCategories, blogPosts, type BlogCategory } from "./blog-meta";
import { NewsletterBox } from "./newsletter-box";
import { PostMetaLine } from "./post-meta-line";

/** /blog: the posts, filtered by the category in `?category=`, and the newsletter box. */
export function BlogIndex() {
  const { t } = useTranslation();
  const { posts: texts } = useInfoContent();
  const [params, setParams] = useSearchParams();
  const category = parseBlogCategory(params.get("category"));
  const posts = filterPosts(blogPosts, category);

  // The URL names the filter, so a filtered list can be shared and survives a reload.
  const choose = (next: BlogCategory) =>
    setParams(next === "all" ? {} : { category: next }, { replace: true, preventScrollReset: true });

  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.blog.heading")} intro={t("pages.blog.intro")}>
      <div className="mt-8">
        <FilterRadios
          legend={t("info.blog.filterLegend")}
          options={blogCategories.map((value) => ({ value, label: t(`info.blog.categories.${value}`) }))}
          value={category}
          onChange={choose}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {t("info.blog.shown", { total: posts.length })}
      </p>
      <ul className="mt-8 flex flex-col gap-6">
        {posts.map((post) => {
          const text = texts[post.id];
          return (
            <li key={post.id}>
              <article className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                <h2 className="text-xl font-semibold text-slate-950 dark:text-white">
                  <Link to={`/blog/${post.id}`} className="hover:underline">
                    {text.title}
                  </Link>
                </h2>
                <div className="mt-2">
                  <PostMetaLine post={post} author={text.author} />
                </div>
                <p className="mt-3 text-slate-700 dark:text-slate-300">{text.excerpt}</p>
              </article>
            </li>
          );
        })}
      </ul>
      <NewsletterBox />
    </PageIntro>
  );
}
