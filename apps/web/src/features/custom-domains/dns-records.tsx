import type { CustomDomainRecord } from "@foliocraft/schemas";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";

/** A value the owner types at their DNS provider, with its own copy button. */
function CopyableValue({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t("customDomains.copyFailed"));
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <code
          dir="ltr"
          className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-2 py-1.5 font-mono text-sm break-all text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        >
          {value}
        </code>
        <button type="button" className={buttonClasses("secondary", "sm")} aria-label={copyLabel} onClick={copy}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          <span aria-live="polite">{copied ? t("customDomains.copied") : t("customDomains.copy")}</span>
        </button>
      </dd>
    </div>
  );
}

/** The DNS records to create, one card each (a table would not fit 375 px): type, name and value with copy buttons. */
export function DnsRecords({ records }: { records: CustomDomainRecord[] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {records.map((record) => (
        <li
          key={`${record.type}-${record.name}`}
          className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
        >
          <p className="text-sm text-slate-800 dark:text-slate-200">
            <span className="me-2 inline-flex rounded-md bg-slate-900 px-2 py-0.5 font-mono text-xs font-semibold text-white dark:bg-slate-100 dark:text-slate-900">
              {record.type}
            </span>
            {record.purpose === "routing"
              ? t("customDomains.records.routing")
              : t("customDomains.records.verification")}
          </p>
          <dl className="flex flex-col gap-3">
            <CopyableValue
              label={t("customDomains.records.name")}
              value={record.name}
              copyLabel={t("customDomains.copyNameOf", { type: record.type })}
            />
            <CopyableValue
              label={t("customDomains.records.value")}
              value={record.value}
              copyLabel={t("customDomains.copyValueOf", { type: record.type })}
            />
          </dl>
        </li>
      ))}
    </ul>
  );
}
