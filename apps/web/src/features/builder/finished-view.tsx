import { useQuery } from "@tanstack/react-query";
import { useMutation } from "@tanstack/react-query";
import { ExternalLink, PartyPopper, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import toast from "react-hot-toast";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { translateApiMessage } from "../../i18n/api-messages";
import { ApiError } from "../../lib/api-client";
import { fetchUsername, publicPortfolioUrl, usernameQueryKey } from "../publishing/publishing-api";
import { ExportActions } from "./export-actions";
import { createPortfolio } from "./portfolio-api";

/** The final screen (spec §2): Portfolio Created, the live link, export and deploy, create another, back to home. */
export function FinishedView({
  portfolioId,
  name,
  published,
  beforeExport,
}: {
  portfolioId: string;
  name: string;
  published: boolean;
  beforeExport: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const username = useQuery({ queryKey: usernameQueryKey, queryFn: ({ signal }) => fetchUsername(signal) });
  const another = useMutation({
    mutationFn: () => createPortfolio(),
    onSuccess: (detail) => navigate(`/generate?id=${encodeURIComponent(detail.id)}`),
    onError: (error) => {
      console.error("Could not create a portfolio", error);
      // The server's reason when it gave one (e.g. the portfolio limit), in the interface language.
      const reason = error instanceof ApiError ? translateApiMessage(t, error.messageId, error.params) : null;
      toast.error(reason ?? t("builder.createFailed"));
    },
  });
  const liveUrl = published && username.data ? publicPortfolioUrl(username.data) : null;

  return (
    <section
      aria-labelledby="finished-title"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-6 py-8 text-center"
    >
      <PartyPopper aria-hidden="true" className="size-12 text-indigo-600 dark:text-indigo-400" />
      <div>
        <h2 id="finished-title" className="text-3xl font-bold text-slate-950 dark:text-white">
          {t("builder.finished.heading")}
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("builder.finished.intro")}</p>
      </div>
      <div className="w-full rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
        {liveUrl ? (
          <p className="flex flex-col items-center gap-1">
            <span className="text-sm text-slate-600 dark:text-slate-400">{t("builder.finished.liveAt")}</span>
            <a
              href={liveUrl}
              target="_blank"
              rel="noopener"
              dir="ltr"
              className="inline-flex items-center gap-1 font-semibold break-all text-indigo-700 underline dark:text-indigo-300"
            >
              {liveUrl}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
              <span className="sr-only">{t("publishing.opensInNewTab")}</span>
            </a>
          </p>
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("builder.finished.notPublished")}{" "}
            <Link
              to={`/generate?id=${encodeURIComponent(portfolioId)}&step=export`}
              className="font-semibold underline"
            >
              {t("builder.finished.publishNow")}
            </Link>
          </p>
        )}
      </div>
      <div className="flex justify-center">
        <ExportActions portfolioId={portfolioId} name={name} beforeExport={beforeExport} />
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          disabled={another.isPending}
          onClick={() => another.mutate()}
          className={buttonClasses("secondary")}
        >
          {another.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
          {t("builder.finished.createAnother")}
        </button>
        <Link to="/dashboard" className={buttonClasses("ghost")}>
          {t("common.backToHome")}
        </Link>
      </div>
    </section>
  );
}
