import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../components/ui/scroll-table";
import { Spinner } from "../../components/ui/spinner";
import { formatPrice } from "../payments/format-price";
import { fetchAdminPayments, fetchOutbox } from "./admin-api";
import { dateTimeFormat, numberFormat } from "../../lib/intl-format";

const dateTime = (iso: string | null, language: string) =>
  iso ? dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)) : "—";

/** Every payment, newest first. */
export function AdminPayments() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery({
    queryKey: ["admin", "payments"],
    queryFn: ({ signal }) => fetchAdminPayments(signal),
  });
  return (
    <section aria-labelledby="admin-payments" className="mt-10">
      <h2 id="admin-payments" className="text-xl font-semibold text-slate-950 dark:text-white">
        {t("admin.payments")}
      </h2>
      {isPending && <Spinner className="mt-4 size-5" />}
      {data && data.payments.length === 0 && <p className="mt-4 text-sm">{t("admin.noPayments")}</p>}
      {data && data.payments.length > 0 && (
        <ScrollTable
          label={t("admin.payments")}
          columns={[t("admin.user"), t("admin.amount"), t("admin.status"), t("admin.date")]}
        >
          {data.payments.map((p) => (
            <tr key={p.reference} className="border-t border-slate-200 dark:border-slate-800">
              <td className="py-2 pe-4">{p.email}</td>
              <td className="py-2 pe-4">{formatPrice(p.amount / 100, p.currency, i18n.language)}</td>
              <td className="py-2 pe-4">
                {t(`admin.paymentStatus.${p.status}`)}
                {p.channel ? ` · ${p.channel === "mobile_money" ? t("admin.mobileMoney") : t("admin.card")}` : ""}
              </td>
              <td className="py-2">{dateTime(p.paidAt ?? p.createdAt, i18n.language)}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}

/** The e-mail outbox (without SMTP) or delivery log (with SMTP). */
export function AdminOutbox() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery({ queryKey: ["admin", "mail"], queryFn: ({ signal }) => fetchOutbox(signal) });
  return (
    <section aria-labelledby="admin-mail" className="mt-10">
      <h2 id="admin-mail" className="text-xl font-semibold text-slate-950 dark:text-white">
        {t("admin.outbox")}
      </h2>
      {isPending && <Spinner className="mt-4 size-5" />}
      {data && data.messages.length === 0 && <p className="mt-4 text-sm">{t("admin.noMail")}</p>}
      <ul className="mt-4 flex flex-col gap-3">
        {data?.messages.map((m) => (
          <li key={m.id} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <details>
              <summary className="cursor-pointer text-sm">
                <span className="font-medium text-slate-950 dark:text-white">{m.subject}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {" "}
                  · {m.to} · {dateTime(m.createdAt, i18n.language)} · {t(`admin.mailStatus.${m.status}`)}
                </span>
              </summary>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-700 dark:text-slate-300">
                <dt className="font-medium">{t("admin.mailAttempts")}</dt>
                <dd>{numberFormat(i18n.language).format(m.attempts ?? 0)}</dd>
                {m.sentAt && (
                  <>
                    <dt className="font-medium">{t("admin.mailSentAt")}</dt>
                    <dd>{dateTime(m.sentAt, i18n.language)}</dd>
                  </>
                )}
                {m.error && (
                  <>
                    <dt className="font-medium">{t("admin.mailLastError")}</dt>
                    {/* The SMTP server's own words, as it sent them: for the admin to act on. */}
                    <dd className="break-words text-red-800 dark:text-red-300">{m.error}</dd>
                  </>
                )}
              </dl>
              <pre className="mt-3 text-xs break-words whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                {m.text}
              </pre>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
