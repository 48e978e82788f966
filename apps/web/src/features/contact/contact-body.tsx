import { useTranslation } from "react-i18next";
import { BackToHomeLink } from "../../components/ui/back-to-home-link";
import { PageIntro } from "../../components/ui/page-intro";
import { ContactForm } from "./contact-form";
import { SupportInfo } from "./support-info";

/** /contact: the form, then when and how fast the team answers. */
export function ContactBody() {
  const { t } = useTranslation();
  return (
    <PageIntro before={<BackToHomeLink />} heading={t("pages.contact.heading")} intro={t("pages.contact.intro")}>
      <ContactForm />
      <SupportInfo />
    </PageIntro>
  );
}
