import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { PageIntro } from "../components/ui/page-intro";
import { AdminAiUsage } from "../features/admin/admin-ai-usage";
import { AdminJobs } from "../features/admin/admin-jobs";
import { AdminIncidents } from "../features/admin/admin-incidents";
import { AdminOutbox, AdminPayments } from "../features/admin/admin-records";
import { AdminUsers } from "../features/admin/admin-users";
import { useSession } from "../features/auth/use-session";

/** /admin: users, manual plan changes, payments and the e-mail outbox (isAdmin only; the server enforces it). */
export function AdminPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user && !user.isAdmin) return <Navigate to="/dashboard" replace />;
  return (
    <PageIntro heading={t("admin.heading")} intro={t("admin.intro")}>
      <AdminUsers />
      <AdminPayments />
      <AdminAiUsage />
      <AdminIncidents />
      <AdminOutbox />
      <AdminJobs />
    </PageIntro>
  );
}
