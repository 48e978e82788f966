import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { ScrollTable } from "../../components/ui/scroll-table";
import { Spinner } from "../../components/ui/spinner";
import { fetchFailedJobs, retryJob } from "./admin-api";
import { dateTimeFormat } from "../../lib/intl-format";

const dateTime = (iso: string, language: string) =>
  dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** Background jobs (e-mail delivery, deploys, the hourly subscription run) that failed after every retry. */
export function AdminJobs() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery({
    queryKey: ["admin", "jobs"],
    queryFn: ({ signal }) => fetchFailedJobs(signal),
  });
  const retry = useMutation({
    mutationFn: retryJob,
    onSuccess: async () => {
      toast.success(t("admin.jobs.retried"));
      await queryClient.invalidateQueries({ queryKey: ["admin", "jobs"] });
    },
    onError: () => toast.error(t("admin.jobs.retryFailed")),
  });
  return (
    <section aria-labelledby="admin-jobs" className="mt-10">
      <h2 id="admin-jobs" className="text-xl font-semibold text-slate-950 dark:text-white">
        {t("admin.jobs.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("admin.jobs.intro")}</p>
      {isPending && <Spinner className="mt-4 size-5" />}
      {isError && <p className="mt-4 text-sm">{t("admin.loadFailed")}</p>}
      {data && data.jobs.length === 0 && <p className="mt-4 text-sm">{t("admin.jobs.none")}</p>}
      {data && data.jobs.length > 0 && (
        <ScrollTable
          label={t("admin.jobs.heading")}
          columns={[
            t("admin.jobs.kind"),
            t("admin.jobs.attempts"),
            t("admin.jobs.lastError"),
            t("admin.jobs.failedAt"),
            t("admin.actions"),
          ]}
        >
          {data.jobs.map((job) => (
            <tr key={job.id} className="border-t border-slate-200 align-top dark:border-slate-800">
              {/* The queue name is technical (mail, deploy, subscriptions): shown as is, like a log. */}
              <td className="py-2 pe-4 font-mono" dir="ltr">
                {job.name}
              </td>
              <td className="py-2 pe-4">{job.attempts}</td>
              <td className="py-2 pe-4 break-words" dir="auto">
                {job.lastError ?? t("admin.jobs.noError")}
              </td>
              <td className="py-2 pe-4">{dateTime(job.failedAt, i18n.language)}</td>
              <td className="py-2">
                {job.retryable ? (
                  <button
                    type="button"
                    className={buttonClasses("secondary", "sm")}
                    aria-label={t("admin.jobs.retryJob", { name: job.name, id: job.id.slice(0, 8) })}
                    disabled={retry.isPending}
                    onClick={() => retry.mutate(job.id)}
                  >
                    {t("admin.jobs.retry")}
                  </button>
                ) : (
                  <span className="text-slate-600 dark:text-slate-400">{t("admin.jobs.archived")}</span>
                )}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
