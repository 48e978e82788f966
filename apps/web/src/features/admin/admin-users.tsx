import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminUser, PlanId } from "@foliocraft/schemas";
import { useDeferredValue, useId, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../../components/ui/button-styles";
import { ScrollTable } from "../../components/ui/scroll-table";
import { Spinner } from "../../components/ui/spinner";
import { downgradeUser, fetchAdminUsers, upgradeUser } from "./admin-api";
import { dateTimeFormat } from "../../lib/intl-format";

const date = (iso: string | null, language: string) =>
  iso ? dateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso)) : "—";

function UserRow({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [type, setType] = useState<PlanId>("monthly");
  const selectId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] });
  // Spec §8 admin toasts, exactly.
  const upgrade = useMutation({
    mutationFn: () => upgradeUser(user.id, type),
    onSuccess: async () => {
      toast.success(t("admin.upgraded"));
      await refresh();
    },
    onError: () => toast.error(t("admin.upgradeFailed")),
  });
  const downgrade = useMutation({
    mutationFn: () => downgradeUser(user.id),
    onSuccess: async () => {
      toast.success(t("admin.downgraded"));
      await refresh();
    },
    onError: () => toast.error(t("admin.downgradeFailed")),
  });
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800">
      <td className="py-3 pe-4">
        <div className="font-medium text-slate-950 dark:text-white">{user.name || "—"}</div>
        <div className="text-slate-600 dark:text-slate-400">{user.email}</div>
      </td>
      <td className="py-3 pe-4">
        {user.isAdmin
          ? t("admin.planAdmin")
          : user.plan === "pro"
            ? t("admin.planPro", { type: user.subscriptionType ?? "" })
            : t("admin.planFree")}
      </td>
      <td className="py-3 pe-4">{date(user.createdAt, i18n.language)}</td>
      <td className="py-3 pe-4">{date(user.lastActive, i18n.language)}</td>
      <td className="py-3">
        {!user.isAdmin && (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={selectId} className="sr-only">
              {t("admin.subscriptionType", { email: user.email })}
            </label>
            <select
              id={selectId}
              value={type}
              onChange={(e) => setType(e.target.value as PlanId)}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <option value="monthly">{t("payments.plans.monthly.name")}</option>
              <option value="yearly">{t("payments.plans.yearly.name")}</option>
            </select>
            <button
              type="button"
              className={buttonClasses("primary", "sm")}
              disabled={upgrade.isPending}
              onClick={() => upgrade.mutate()}
              aria-label={t("admin.upgradeUser", { email: user.email })}
            >
              {upgrade.isPending && <Spinner className="size-4" />}
              {t("admin.upgrade")}
            </button>
            {user.plan === "pro" && (
              <button
                type="button"
                className={buttonClasses("secondary", "sm")}
                disabled={downgrade.isPending}
                onClick={() => downgrade.mutate()}
                aria-label={t("admin.downgradeUser", { email: user.email })}
              >
                {t("admin.downgrade")}
              </button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

/** Users with search, plan, created and last active; manual upgrade and downgrade. */
export function AdminUsers() {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const searchId = useId();
  const { data, isPending, isError } = useQuery({
    queryKey: ["admin", "users", deferred],
    queryFn: ({ signal }) => fetchAdminUsers(deferred, signal),
  });
  return (
    <section aria-labelledby="admin-users" className="mt-10">
      <h2 id="admin-users" className="text-xl font-semibold text-slate-950 dark:text-white">
        {t("admin.users")}
      </h2>
      <label htmlFor={searchId} className="mt-4 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {t("admin.search")}
      </label>
      <input
        id={searchId}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="mt-1 h-10 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
      {isPending && <Spinner className="mt-4 size-5" />}
      {isError && <p className="mt-4 text-sm text-red-700 dark:text-red-300">{t("admin.loadFailed")}</p>}
      {data && (
        <ScrollTable
          label={t("admin.users")}
          columns={[t("admin.user"), t("admin.plan"), t("admin.created"), t("admin.lastActive"), t("admin.actions")]}
        >
          {data.users.map((user) => (
            <UserRow key={user.id} user={user} />
          ))}
        </ScrollTable>
      )}
      {data && data.users.length === 0 && <p className="mt-4 text-sm">{t("admin.noUsers")}</p>}
    </section>
  );
}
