import { useQuery } from "@tanstack/react-query";
import { providerOfTarget, type DeployView } from "@foliocraft/schemas";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { Spinner } from "../../components/ui/spinner";
import { formatDateTime } from "../portfolios/relative-time";
import { deployHistoryQueryKey, fetchDeployHistory } from "./deploy-api";
import { deployProviderNames } from "./deploy-messages";
import { problemFromDeploy, problemHeadline, problemTexts } from "./deploy-problem";

/**
 * What went wrong with a failed deploy, in the interface language: what happened (or the headline, for a deploy
 * recorded before its message had an id, outside English), what is left on the provider and the provider's words.
 */
function FailureSummary({ deploy }: { deploy: DeployView }) {
  const { t, i18n } = useTranslation();
  if (!deploy.error) return null;
  const problem = problemFromDeploy(deploy.error);
  const provider = deployProviderNames[providerOfTarget(deploy.target)];
  const texts = problemTexts(t, i18n.language, problem, provider);
  const parts = [texts.message ?? problemHeadline(t, i18n.language, problem, provider), texts.left, texts.providerSaid];
  return (
    <>
      {parts
        .filter((part): part is string => !!part)
        .map((part) => (
          <span key={part} className="block">
            {part}
          </span>
        ))}
    </>
  );
}

/** A portfolio's deploys, newest first: target, status, address, time and, for a failure, what happened; Retry. */
export function DeployHistory({
  portfolioId,
  onRetry,
  retrying,
}: {
  portfolioId: string;
  onRetry: (deploy: DeployView) => void;
  retrying: boolean;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const history = useQuery({
    queryKey: deployHistoryQueryKey(portfolioId),
    queryFn: ({ signal }) => fetchDeployHistory(portfolioId, signal),
  });
  const cell = "px-3 py-2 align-top";

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-950 dark:text-white">
        {t("deploy.history.heading")}
      </h2>
      {history.isPending ? (
        <Spinner />
      ) : history.isError ? (
        <p className="text-sm text-red-800 dark:text-red-200">{t("deploy.errors.requestFailed")}</p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("deploy.history.empty")}</p>
      ) : (
        // Scrolls sideways on a narrow screen; focusable so the keyboard can scroll it too. `relative`: the header's
        // screen-reader-only text (absolutely positioned) stays inside the scrolling box, not past the page's edge.
        <div
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800"
        >
          <table className="w-full min-w-[40rem] text-start text-sm text-slate-900 dark:text-slate-100">
            <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              <tr>
                <th scope="col" className={`${cell} text-start`}>
                  {t("deploy.history.target")}
                </th>
                <th scope="col" className={`${cell} text-start`}>
                  {t("deploy.history.status")}
                </th>
                <th scope="col" className={`${cell} text-start`}>
                  {t("deploy.history.url")}
                </th>
                <th scope="col" className={`${cell} text-start`}>
                  {t("deploy.history.time")}
                </th>
                <th scope="col" className={`${cell} text-start`}>
                  {t("deploy.history.details")}
                </th>
                <th scope="col" className={`${cell} text-start`}>
                  <span className="sr-only">{t("deploy.history.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((deploy) => (
                <tr key={deploy.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className={cell}>{t(`deploy.targets.${deploy.target}.name`)}</td>
                  <td className={cell}>{t(`deploy.status.${deploy.status}`)}</td>
                  <td className={`${cell} break-all`}>
                    {deploy.url ? (
                      <a
                        href={deploy.url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-indigo-700 underline dark:text-indigo-300"
                      >
                        {deploy.url}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={deploy.startedAt}>{formatDateTime(deploy.startedAt, i18n.language)}</time>
                  </td>
                  <td className={`${cell} max-w-80 break-words text-slate-700 dark:text-slate-300`}>
                    <FailureSummary deploy={deploy} />
                  </td>
                  <td className={cell}>
                    {deploy.status === "error" && (
                      <button
                        type="button"
                        disabled={retrying}
                        onClick={() => onRetry(deploy)}
                        aria-label={t("deploy.history.retryNamed", {
                          target: t(`deploy.targets.${deploy.target}.name`),
                          time: formatDateTime(deploy.startedAt, i18n.language),
                        })}
                        className={buttonClasses("secondary", "sm")}
                      >
                        {t("deploy.actions.retry")}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
