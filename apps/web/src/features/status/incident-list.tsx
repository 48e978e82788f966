import type { Incident } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { StatusBadge } from "./status-badge";
import { dateTimeFormat } from "../../lib/intl-format";

/** Incidents with their date and time, impact, description and updates, in the visitor's language (Intl). */
export function IncidentList({ incidents, empty }: { incidents: Incident[]; empty: string }) {
  const { t, i18n } = useTranslation();
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: "long", timeStyle: "short" });
  if (incidents.length === 0) return <p className="mt-3 text-slate-700 dark:text-slate-300">{empty}</p>;
  return (
    <ul className="mt-4 flex flex-col gap-4">
      {incidents.map((incident) => (
        <li key={incident.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <article aria-labelledby={`incident-${incident.id}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={`incident-${incident.id}`} className="me-auto font-semibold text-slate-950 dark:text-white">
                {incident.title}
              </h3>
              <StatusBadge status={incident.status} />
            </div>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              <time dateTime={incident.startsAt}>{dateTime.format(new Date(incident.startsAt))}</time>
              {" · "}
              {t("statusPage.impact", { impact: t(`statusPage.impacts.${incident.impact}`) })}
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-800 dark:text-slate-200">{incident.description}</p>
            {incident.updates.length > 0 && (
              <>
                <h4 className="mt-3 text-sm font-semibold text-slate-900 dark:text-slate-100">
                  {t("statusPage.updates")}
                </h4>
                <ol className="mt-1 flex flex-col gap-2 border-s-2 border-slate-200 ps-3 dark:border-slate-700">
                  {incident.updates.map((update) => (
                    <li key={`${update.at}-${update.message}`} className="text-sm">
                      <time dateTime={update.at} className="font-medium text-slate-700 dark:text-slate-300">
                        {dateTime.format(new Date(update.at))}
                      </time>
                      <p className="whitespace-pre-line text-slate-800 dark:text-slate-200">{update.message}</p>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
