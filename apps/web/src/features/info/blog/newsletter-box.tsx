import { useTranslation } from "react-i18next";
import { EmailSignupBox } from "../signup/email-signup-box";
import { subscribeToNewsletter } from "../signup/info-api";

/** The blog's newsletter box: double opt-in, so success means "check your inbox". */
export function NewsletterBox() {
  const { t } = useTranslation();
  return (
    <EmailSignupBox
      heading={t("info.newsletter.heading")}
      intro={t("info.newsletter.intro")}
      submitLabel={t("info.newsletter.submit")}
      successMessage={t("info.newsletter.checkInbox")}
      submit={subscribeToNewsletter}
    />
  );
}
