import type { PortfolioContent, PortfolioDetail } from "@foliocraft/schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLink, Globe, GlobeLock } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { apiErrorText } from "../../i18n/api-messages";
import {
  fetchUsername,
  needsUpgrade,
  needsUsername,
  publicPortfolioUrl,
  publishPortfolio,
  unpublishPortfolio,
  usernameQueryKey,
} from "./publishing-api";
import { PublishChecklist } from "./publish-checklist";
import { UpgradeCallout } from "./upgrade-callout";
import { UsernameForm } from "./username-form";

/** The publishing state of a portfolio, as the builder knows it. */
export type PublishState = Pick<PortfolioDetail, "id" | "status" | "hasUnpublishedChanges" | "publishedAt">;

interface PublishPanelProps {
  portfolio: PublishState;
  /** Runs first (the builder saves pending edits); false stops the publish with the builder's own message. */
  beforePublish: () => Promise<boolean>;
  onChange: (detail: PortfolioDetail) => void;
  /** The draft being published: what it lacks is listed before the Publish button (advice, never blocking). */
  content?: PortfolioContent;
  /** Publish once as soon as the panel is ready (the builder resuming a publish an upgrade was for). */
  autoPublish?: boolean;
  onAutoStarted?: (() => void) | undefined;
  /** Offered when the server refuses a Pro theme, instead of the link to the plans. */
  upgrade?: ReactNode;
}

/**
 * Publish at /p/{username} (a snapshot of the draft; publishing another portfolio replaces it), publish later
 * changes, or unpublish. A username is claimed first; a Pro theme on the free plan gets the upgrade call to action.
 */
export function PublishPanel({
  portfolio,
  beforePublish,
  onChange,
  content,
  autoPublish = false,
  onAutoStarted,
  upgrade,
}: PublishPanelProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const username = useQuery({ queryKey: usernameQueryKey, queryFn: ({ signal }) => fetchUsername(signal) });
  const [busy, setBusy] = useState<"publish" | "unpublish" | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (action: "publish" | "unpublish") => {
    setError(null);
    setBusy(action);
    try {
      if (action === "publish" && !(await beforePublish())) return;
      const detail = await (action === "publish" ? publishPortfolio(portfolio.id) : unpublishPortfolio(portfolio.id));
      onChange(detail);
      toast.success(action === "publish" ? t("publishing.publishedToast") : t("publishing.unpublishedToast"));
    } catch (failure) {
      console.error(`Could not ${action} the portfolio`, failure);
      if (needsUsername(failure)) void queryClient.invalidateQueries({ queryKey: usernameQueryKey });
      setError(failure);
    } finally {
      setBusy(null);
    }
  };

  const ready = !username.isPending && !!username.data;
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoPublish || !ready || autoStarted.current) return;
    autoStarted.current = true;
    onAutoStarted?.();
    void run("publish");
    // run is recreated each render; the ref makes this fire once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoPublish, ready]);

  if (username.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Spinner className="size-4" />
        {t("common.loading")}
      </p>
    );
  }
  if (username.isError) return <FormAlert tone="error">{t("publishing.loadFailed")}</FormAlert>;

  const name = username.data;
  if (!name) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("publishing.chooseUsername")}</p>
        <UsernameForm />
      </div>
    );
  }

  const published = portfolio.status === "published";
  const url = publicPortfolioUrl(name);
  const statusLabel = !published
    ? t("publishing.status.draft")
    : portfolio.hasUnpublishedChanges
      ? t("publishing.status.changed")
      : t("publishing.status.published");

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        {published ? (
          <Globe aria-hidden="true" className="size-5 text-emerald-600 dark:text-emerald-400" />
        ) : (
          <GlobeLock aria-hidden="true" className="size-5 text-slate-500" />
        )}
        <Badge
          className={published ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100" : ""}
        >
          {statusLabel}
        </Badge>
        <span className="text-sm text-slate-600 dark:text-slate-400">{t("publishing.addressIs")}</span>
        {published ? (
          <a
            href={url}
            target="_blank"
            rel="noopener"
            dir="ltr"
            className="inline-flex items-center gap-1 text-sm font-medium break-all text-indigo-700 underline dark:text-indigo-300"
          >
            {url}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
            <span className="sr-only">{t("publishing.opensInNewTab")}</span>
          </a>
        ) : (
          <span dir="ltr" className="text-sm break-all text-slate-800 dark:text-slate-200">
            {url}
          </span>
        )}
      </div>

      {content && (!published || portfolio.hasUnpublishedChanges) && <PublishChecklist content={content} />}

      {needsUpgrade(error) && <UpgradeCallout error={error} upgrade={upgrade} />}
      {error !== null && !needsUpgrade(error) && (
        <FormAlert tone="error">
          {needsUsername(error) ? t("publishing.chooseUsername") : apiErrorText(t, error, t("publishing.failed"))}
        </FormAlert>
      )}

      <div className="flex flex-wrap gap-2">
        {(!published || portfolio.hasUnpublishedChanges) && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void run("publish")}
            className={buttonClasses("primary")}
          >
            {busy === "publish" && <Spinner className="size-4" />}
            {published ? t("publishing.publishChanges") : t("publishing.publish")}
          </button>
        )}
        {published && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void run("unpublish")}
            className={buttonClasses("secondary")}
          >
            {busy === "unpublish" && <Spinner className="size-4" />}
            {t("publishing.unpublish")}
          </button>
        )}
      </div>
    </div>
  );
}
