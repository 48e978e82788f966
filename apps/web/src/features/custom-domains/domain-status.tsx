import type { CustomDomain } from "@foliocraft/schemas";
import clsx from "clsx";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { dateTimeFormat } from "../../lib/intl-format";

const badgeTone: Record<CustomDomain["status"], string> = {
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100",
  verified: "bg-emerald-100 text-emerald-900 dark:bg-emerald-500/20 dark:text-emerald-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-500/20 dark:text-red-100",
};

/** Status, last check time, what the check found, and whether the domain shows the portfolio now. */
export function DomainStatus({ domain, target }: { domain: CustomDomain; target: string }) {
  const { t, i18n } = useTranslation();
  const check = domain.check;
  const when = domain.lastCheckedAt
    ? dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" }).format(new Date(domain.lastCheckedAt))
    : null;
  const found = (values: string[]) => (values.length ? values.join(", ") : t("customDomains.found.none"));
  const url = `https://${domain.displayDomain}`;

  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-900 dark:text-slate-100">{t("customDomains.statusLabel")}</span>
        <Badge className={clsx(badgeTone[domain.status])}>{t(`customDomains.status.${domain.status}`)}</Badge>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {when ? t("customDomains.lastChecked", { time: when }) : t("customDomains.notChecked")}
        </span>
      </div>
      {check && (
        <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-800 dark:bg-slate-950 dark:text-slate-200">
          <p>
            {check.outcome === "wrong-txt"
              ? t("customDomains.outcome.wrong-txt", { found: check.txtFound.join(", ") })
              : t(`customDomains.outcome.${check.outcome}`)}
          </p>
          <p>
            {check.pointsHere
              ? t("customDomains.routing.ok", { target })
              : t("customDomains.routing.missing", { target })}
          </p>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t("customDomains.found.txt")}</dt>
            <dd dir="ltr" className="text-start break-all">
              {found(check.txtFound)}
            </dd>
            <dt className="font-medium">{t("customDomains.found.cname")}</dt>
            <dd dir="ltr" className="text-start break-all">
              {found(check.cnameFound)}
            </dd>
            <dt className="font-medium">{t("customDomains.found.addresses")}</dt>
            <dd dir="ltr" className="text-start break-all">
              {found(check.addressesFound)}
            </dd>
          </dl>
        </div>
      )}
      {domain.serving ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-emerald-800 dark:text-emerald-300">
          {t("customDomains.serving.live")}
          <a
            href={url}
            target="_blank"
            rel="noopener"
            dir="ltr"
            className="inline-flex items-center gap-1 font-medium break-all text-indigo-700 underline dark:text-indigo-300"
          >
            {url}
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">{t("publishing.opensInNewTab")}</span>
          </a>
        </p>
      ) : (
        domain.servingIssue &&
        domain.servingIssue !== "not-verified" && (
          <p className="text-sm text-amber-900 dark:text-amber-200">
            {t(`customDomains.serving.${domain.servingIssue}`)}
          </p>
        )
      )}
    </div>
  );
}
