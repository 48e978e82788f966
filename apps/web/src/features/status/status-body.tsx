import type { ComponentCheck } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../../components/ui/back-to-home-link";
import { buttonClasses } from "../../components/ui/button-styles";
import { FormAlert } from "../../components/ui/form-alert";
import { PageIntro } from "../../components/ui/page-intro";
import { Spinner } from "../../components/ui/spinner";
import { IncidentList } from "./incident-list";
import { StatusBadge } from "./status-badge";
import { useSystemStatus } from "./status-api";
import { dateTimeFormat, numberFormat } from "../../lib/intl-format";

/** One live check: the component, its status, why, and how long the check took. */
function ComponentRow({ check }: { check: ComponentCheck }) {
  const { t, i18n } = useTranslation();
  const ms = numberFormat(i18n.language, { style: "unit", unit: "millisecond", unitDisplay: "short" });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-component={check.id}>
      <div className="me-auto min-w-0">
        <p className="font-medium text-slate-950 dark:text-white">{t(`statusPage.components.${check.id}`)}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(`statusPage.notes.${check.note}`)}
          {check.latencyMs !== null && <> · {ms.format(check.latencyMs)}</>}
        </p>
      </div>
      <StatusBadge status={check.status} />
    </li>
  );
}

/** /status: live checks of this server (refreshed every minute), the overall state, and the incidents. */
export function StatusBody() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch, isFetching } = useSystemStatus();
  const time = dateTimeFormat(i18n.language, { timeStyle: "medium" });
  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.status.heading")} intro={t("pages.status.intro")}>
      {isPending && (
        <p role="status" className="mt-8 flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <Spinner className="size-5" />
          {t("statusPage.checking")}
        </p>
      )}
      {isError && !data && (
        <div className="mt-8">
          <FormAlert tone="error">{t("statusPage.unreachable")}</FormAlert>
        </div>
      )}
      {data && (
        <>
          <section
            aria-labelledby="status-now"
            className="mt-8 rounded-xl border border-slate-200 p-5 dark:border-slate-800"
          >
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="status-now" className="me-auto text-xl font-semibold text-slate-950 dark:text-white">
                {t(`statusPage.overall.${data.overall}`)}
              </h2>
              <StatusBadge status={data.overall} />
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
              <p aria-live="polite">{t("statusPage.lastChecked", { time: time.format(new Date(data.checkedAt)) })}</p>
              <button
                type="button"
                className={buttonClasses("secondary", "sm")}
                onClick={() => void refetch()}
                disabled={isFetching}
              >
                {isFetching && <Spinner className="size-4" />}
                {t("statusPage.refresh")}
              </button>
            </div>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("statusPage.autoRefresh")}</p>
            <ul
              aria-label={t("statusPage.componentsLabel")}
              className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
            >
              {data.components.map((check) => (
                <ComponentRow key={check.id} check={check} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="status-current" className="mt-10">
            <h2 id="status-current" className="text-xl font-semibold text-slate-950 dark:text-white">
              {t("statusPage.currentHeading")}
            </h2>
            <IncidentList incidents={data.current} empty={t("statusPage.noCurrent")} />
          </section>
          <section aria-labelledby="status-past" className="mt-10">
            <h2 id="status-past" className="text-xl font-semibold text-slate-950 dark:text-white">
              {t("statusPage.pastHeading")}
            </h2>
            <IncidentList incidents={data.past} empty={t("statusPage.noPast")} />
          </section>
        </>
      )}
    </PageIntro>
  );
}
