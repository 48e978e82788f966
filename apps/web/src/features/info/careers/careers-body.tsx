import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../../../components/ui/back-to-home-link";
import { PageIntro } from "../../../components/ui/page-intro";
import { EmailSignupBox } from "../signup/email-signup-box";
import { joinTalentCommunity } from "../signup/info-api";

/** /careers: no open roles (spec §2), and a talent-community box (double opt-in: the e-mailed link confirms). */
export function CareersBody() {
  const { t } = useTranslation();
  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.careers.heading")} intro={t("pages.careers.intro")}>
      <section aria-labelledby="careers-open-roles" className="mt-8">
        <h2 id="careers-open-roles" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t("info.careers.openRolesHeading")}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t("info.careers.notHiring")}</p>
        <p className="mt-4 text-slate-700 dark:text-slate-300">{t("info.careers.contribute")}</p>
      </section>
      <EmailSignupBox
        heading={t("info.careers.talentHeading")}
        intro={t("info.careers.talentIntro")}
        submitLabel={t("info.careers.talentSubmit")}
        successMessage={t("info.careers.talentCheckInbox")}
        submit={joinTalentCommunity}
      />
    </PageIntro>
  );
}
