import { useTranslation } from "react-i18next";
import { FormAlert } from "../components/ui/form-alert";
import { PageLoading } from "../components/ui/page-loading";
import { useDocumentTitle } from "../lib/use-document-title";
import { AccountSection } from "../features/settings/account-section";
import { AppearanceSection } from "../features/settings/appearance-section";
import { DangerZoneSection } from "../features/settings/danger-zone-section";
import { LanguageSection } from "../features/settings/language-section";
import { PasskeysSection } from "../features/settings/passkeys-section";
import { PlanSection } from "../features/settings/plan-section";
import { CustomDomainSection } from "../features/custom-domains/custom-domain-section";
import { useProfile } from "../features/settings/profile-api";
import { ProfileSync } from "../features/settings/profile-sync";
import { TwoStepSection } from "../features/settings/two-step-section";
import { ApiKeysSection } from "../features/settings/api-keys-section";
import { WebhooksSection } from "../features/settings/webhooks-section";

const sections = [
  "appearance",
  "language",
  "account",
  "twoStep",
  "passkeys",
  "plan",
  "domain",
  "apiKeys",
  "webhooks",
  "danger",
] as const;

/** /settings (signed-in): appearance, language, account, plan and the danger zone. */
export function SettingsPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  useDocumentTitle(t("pages.settings.heading"));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
      <ProfileSync />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">
          {t("pages.settings.heading")}
        </h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{t("pages.settings.intro")}</p>
      </div>
      <nav aria-label={t("settings.sectionsNav")}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                {t(`settings.${id}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <AppearanceSection />
      <LanguageSection />
      {profile.isPending ? (
        <PageLoading />
      ) : profile.isError ? (
        <FormAlert tone="error">{t("settings.loadFailed")}</FormAlert>
      ) : (
        <>
          <AccountSection profile={profile.data} />
          <TwoStepSection />
          <PasskeysSection />
          <PlanSection profile={profile.data} />
          <CustomDomainSection />
          <ApiKeysSection />
          <WebhooksSection />
          <DangerZoneSection email={profile.data.email} />
        </>
      )}
    </div>
  );
}
