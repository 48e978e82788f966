import { useQuery } from "@tanstack/react-query";
import { aiAdminUsageSchema } from "@foliocraft/schemas";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../components/ui/spinner";
import { apiFetch } from "../../lib/api-client";
import { numberFormat } from "../../lib/intl-format";

/** AI writing assistant usage over the last 7 days (issue 9: admins see usage counts). */
export function AdminAiUsage() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery({
    queryKey: ["admin", "ai-usage"],
    queryFn: ({ signal }) => apiFetch("/api/admin/ai-usage?days=7", { schema: aiAdminUsageSchema, signal }),
  });
  const number = numberFormat(i18n.language);
  return (
    <section aria-labelledby="admin-ai" className="mt-10">
      <h2 id="admin-ai" className="text-xl font-semibold text-slate-950 dark:text-white">
        {t("admin.aiUsage")}
      </h2>
      {isPending && <Spinner className="mt-4 size-5" />}
      {data && (
        <>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {t("admin.aiTotal", { total: number.format(data.total) })}
          </p>
          <ul className="mt-4 flex flex-col gap-1 text-sm text-slate-800 dark:text-slate-200">
            {data.topUsers.map((u) => (
              <li key={u.userId}>
                {u.email} · {t("admin.aiWrites", { total: number.format(u.writes) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
