import { supportInfo } from "@foliocraft/schemas";
import { Clock, MailCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../lib/use-hydrated";
import { supportHoursIn } from "./support-hours";
import { numberFormat } from "../../lib/intl-format";

/** Support hours (9 AM to 5 PM GMT, also in the visitor's own time) and the reply time of spec §9. */
export function SupportInfo() {
  const { t, i18n } = useTranslation();
  // The visitor's own time zone is known in the browser only: the prerendered page (and its hydration) leaves it out.
  const hydrated = useHydrated();
  const gmt = supportHoursIn(i18n.language, "UTC");
  const local = supportHoursIn(i18n.language);
  const number = numberFormat(i18n.language);
  return (
    <aside
      aria-labelledby="support-info"
      className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="support-info" className="text-lg font-semibold text-slate-950 dark:text-white">
        {t("contactPage.supportHeading")}
      </h2>
      <ul className="mt-3 flex flex-col gap-3 text-slate-700 dark:text-slate-300">
        <li className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            {t("contactPage.hours", { start: gmt.start, end: gmt.end })}
            {hydrated && (
              <>
                {" "}
                <span className="text-slate-600 dark:text-slate-400">
                  {t("contactPage.hoursLocal", { start: local.start, end: local.end, zone: local.zone })}
                </span>
              </>
            )}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MailCheck aria-hidden="true" className="mt-1 size-4 shrink-0" />
          <span>
            {t("contactPage.reply", {
              count: supportInfo.replyWithinHours,
              hours: number.format(supportInfo.replyWithinHours),
            })}
          </span>
        </li>
      </ul>
    </aside>
  );
}
