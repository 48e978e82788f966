import { useTranslation } from "react-i18next";
import type { BlogPostMeta } from "./blog-meta";
import { dateTimeFormat } from "../../../lib/intl-format";

/** Formats an ISO day (yyyy-mm-dd) as a long date in the interface language, read as a calendar day (UTC). */
export function formatPostDate(isoDay: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** A post's category, author, date and reading time. */
export function PostMetaLine({ post, author }: { post: BlogPostMeta; author: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
      <span className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200">
        {t(`info.blog.categories.${post.category}`)}
      </span>
      <span>{author}</span>
      <time dateTime={post.date}>{formatPostDate(post.date, i18n.language)}</time>
      <span>{t("info.blog.readTime", { count: post.readTimeMinutes })}</span>
    </p>
  );
}
