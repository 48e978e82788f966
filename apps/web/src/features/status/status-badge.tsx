import type { StatusValue } from "@foliocraft/schemas";
import clsx from "clsx";
import { CircleAlert, CircleCheck, CircleX, Clock, Wrench, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

const look: Record<StatusValue, { Icon: LucideIcon; classes: string }> = {
  operational: {
    Icon: CircleCheck,
    classes: "bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-500/10 dark:text-emerald-200",
  },
  degraded: {
    Icon: CircleAlert,
    classes: "bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-500/10 dark:text-amber-200",
  },
  outage: { Icon: CircleX, classes: "bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-500/10 dark:text-red-200" },
  maintenance: {
    Icon: Wrench,
    classes: "bg-sky-50 text-sky-900 ring-sky-600/30 dark:bg-sky-500/10 dark:text-sky-200",
  },
  scheduled: {
    Icon: Clock,
    classes: "bg-indigo-50 text-indigo-900 ring-indigo-600/30 dark:bg-indigo-500/10 dark:text-indigo-200",
  },
  resolved: {
    Icon: CircleCheck,
    classes: "bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-200",
  },
};

/** A status value of spec §4 as a coloured label with an icon (the word is always there: colour is not enough). */
export function StatusBadge({ status }: { status: StatusValue }) {
  const { t } = useTranslation();
  const { Icon, classes } = look[status];
  return (
    <span
      className={clsx("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-medium ring-1", classes)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(`statusPage.values.${status}`)}
    </span>
  );
}
